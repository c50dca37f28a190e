import { GitHubError, type GitHubErrorInit } from './github-error.js';

/**
 * A redirect that was not followed: it would change the method or carry credentials or a
 * body to another origin, it names no usable Location, or there were too many in a row.
 */
export class RedirectRefused extends GitHubError {
  /** Where the answer pointed (without credentials); null when it named no usable place. */
  readonly location: string | null;

  constructor(init: GitHubErrorInit & { location: string | null }) {
    super(init);
    this.location = init.location;
  }
}
