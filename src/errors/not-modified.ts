import { GitHubError } from './github-error.js';

/**
 * 304 to a conditional request the caller made by hand, when no cached
 * representation exists to answer with. Iterators and `refresh` handle 304 themselves.
 */
export class NotModified extends GitHubError {}
