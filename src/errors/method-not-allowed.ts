import { GitHubError } from './github-error.js';

/** 405: the service refuses this method on the resource. */
export class MethodNotAllowed extends GitHubError {}
