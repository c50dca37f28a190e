import { GitHubError } from './github-error.js';

/** 5xx: the service failed to answer the request. */
export class ServerError extends GitHubError {}
