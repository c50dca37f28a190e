import { GitHubError } from './github-error.js';

/** 404: the resource does not exist or is hidden from these credentials. */
export class NotFoundError extends GitHubError {}
