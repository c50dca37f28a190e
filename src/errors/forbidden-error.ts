import { GitHubError } from './github-error.js';

/** 403: the credentials are valid but do not allow the operation. */
export class ForbiddenError extends GitHubError {}
