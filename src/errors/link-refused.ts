import { GitHubError, type GitHubErrorInit } from './github-error.js';

/**
 * A listing's `Link` header pointed somewhere a listing must not go: not a URL, not http(s),
 * or another origin than the session's (where credentials would not belong).
 */
export class LinkRefused extends GitHubError {
  /** The link as the service gave it (without credentials). */
  readonly link: string;

  constructor(init: GitHubErrorInit & { link: string }) {
    super(init);
    this.link = init.link;
  }
}
