import { GitHubError, type GitHubErrorInit } from './github-error.js';

/** One error of a GraphQL answer, as the service reports it. */
export interface GraphQLErrorEntry {
  /** GitHub's kind of error (`NOT_FOUND`, `FORBIDDEN`, `RATE_LIMITED`, …), or null. */
  readonly type: string | null;
  readonly message: string;
  /** Where in `data` the error is (`['repository', 'issue']`), or null. */
  readonly path: readonly (string | number)[] | null;
}

/**
 * A GraphQL answer that holds `errors`: the query ran (the answer is a 200), and `data` keeps
 * what it could read (null where it could not, or when nothing ran).
 */
export class GraphQLError extends GitHubError {
  /** Each error of the answer, read as `type`, `message` and `path`. */
  declare readonly errors: readonly GraphQLErrorEntry[];
  /** What the query did read, deep-frozen; null when it read nothing. */
  readonly data: unknown;

  constructor(init: GitHubErrorInit & { errors: readonly GraphQLErrorEntry[]; data: unknown }) {
    super(init);
    this.data = init.data;
  }
}
