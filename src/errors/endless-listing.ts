import { GitHubError, type GitHubErrorInit } from './github-error.js';

/** A listing was stopped because it would never end: a page came round again, or page after page was empty. */
export class EndlessListing extends GitHubError {
  /** How many pages were read before it was stopped. */
  readonly pages: number;

  constructor(init: GitHubErrorInit & { pages: number }) {
    super(init);
    this.pages = init.pages;
  }
}
