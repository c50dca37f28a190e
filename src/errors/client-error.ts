import { GitHubError } from './github-error.js';

/** 4xx: any other 4xx answer. */
export class ClientError extends GitHubError {}
