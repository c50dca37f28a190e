import { GitHubError } from './github-error.js';

/** 401: the service did not accept the credentials, or the operation needs them. */
export class AuthenticationFailed extends GitHubError {}
