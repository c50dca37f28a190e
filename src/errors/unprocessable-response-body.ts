import { GitHubError, type GitHubErrorInit } from './github-error.js';

/** The service answered, but the body cannot be read as what the operation returns. */
export class UnprocessableResponseBody extends GitHubError {
  /** The body as received: text when it was not JSON, else the parsed value. */
  readonly body: unknown;
  /** Where in the body reading failed, as a dotted path ('' for the whole body). */
  readonly path: string;

  constructor(init: GitHubErrorInit & { body: unknown; path: string }) {
    super(init);
    this.body = init.body;
    this.path = init.path;
  }
}
