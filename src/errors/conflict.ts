import { GitHubError } from './github-error.js';

/** 409: the request conflicts with the resource's current state. */
export class Conflict extends GitHubError {}
