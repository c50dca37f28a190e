import { GitHubError } from './github-error.js';

/** 422: the service understood the request but rejected its content. */
export class UnprocessableEntity extends GitHubError {}
