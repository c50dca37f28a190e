import { invalid, isRecord } from '../core/codec.js';
import { Lazy } from '../core/lazy.js';
import type { CallOptions, Session } from '../core/types.js';
import { EndlessListing } from '../errors/endless-listing.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import { checkGraphQLCall, graphql } from './graphql.js';

export interface ConnectionOptions extends CallOptions {
  /** How many items at most; -1 (the default) for all. */
  number?: number;
  /** The query's variable that takes the cursor (`after: $cursor`); default `cursor`. */
  cursorVariable?: string;
}

/**
 * A GraphQL connection walked lazily, page by page: the query is run again with the last page's
 * `pageInfo.endCursor` in its cursor variable while `pageInfo.hasNextPage` says there is more.
 * Its items are the connection's `nodes` (or its `edges`' `node`s), frozen. Iterating again
 * starts over.
 */
export class GraphQLConnection<T> extends Lazy<T> {
  /** The connection's `totalCount` when the query asks for it; null until a page says. */
  totalCount: number | null = null;
  /** Pages read by the last run. */
  pages = 0;

  constructor(
    private readonly session: Session,
    private readonly query: string,
    private readonly variables: Readonly<Record<string, unknown>>,
    private readonly path: readonly string[],
    private readonly options: ConnectionOptions,
  ) {
    super();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    const { number = -1, cursorVariable = 'cursor', signal, headers, retry } = this.options;
    let left = number;
    if (left === 0) return;
    let cursor = this.variables[cursorVariable] ?? null;
    const seen = new Set<unknown>();
    this.pages = 0;
    for (;;) {
      const data = await graphql(this.session, this.query, { ...this.variables, [cursorVariable]: cursor }, { signal, headers, ...(retry === undefined ? {} : { retry }) });
      this.pages++;
      const connection = this.path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), data);
      const where = this.path.join('.');
      if (!isRecord(connection) || !isRecord(connection.pageInfo)) {
        throw new UnprocessableResponseBody({ message: `expected a connection with pageInfo { hasNextPage endCursor } at data.${where}`, body: data, path: where });
      }
      if (typeof connection.totalCount === 'number') this.totalCount = connection.totalCount;
      const items = Array.isArray(connection.nodes) ? connection.nodes : Array.isArray(connection.edges) ? connection.edges.map((edge) => (isRecord(edge) ? edge.node : undefined)) : null;
      if (items === null) throw new UnprocessableResponseBody({ message: `expected nodes or edges { node } at data.${where}`, body: data, path: where });
      for (const item of items) {
        yield item as T;
        if (left > 0 && --left === 0) return;
      }
      const { hasNextPage, endCursor } = connection.pageInfo;
      if (hasNextPage !== true || typeof endCursor !== 'string') return;
      // A cursor the listing already had would read the same pages for ever.
      if (seen.has(endCursor)) throw new EndlessListing({ message: `the connection at data.${where} gave the cursor ${JSON.stringify(endCursor)} twice`, pages: this.pages });
      seen.add(endCursor);
      cursor = endCursor;
    }
  }
}

/**
 * The items of a connection of a GraphQL query, lazily: `path` names the connection in `data`
 * (`['repository', 'issues']`, or `'repository.issues'`), and the query takes the cursor in a
 * variable (`$cursor: String`, `after: $cursor`) and asks for `pageInfo { hasNextPage endCursor }`.
 * Nothing is sent before iteration starts.
 * `POST /graphql` (`POST /api/graphql` on Enterprise Server)
 * @example
 * ```ts
 * import { createSession, listConnection } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const query = `query ($owner: String!, $name: String!, $cursor: String) {
 *   repository(owner: $owner, name: $name) {
 *     issues(first: 100, after: $cursor) { totalCount nodes { number title } pageInfo { hasNextPage endCursor } }
 *   }
 * }`;
 * const issues = listConnection<{ number: number; title: string }>(session, query, { owner: 'octocat', name: 'Hello-World' }, 'repository.issues');
 * for await (const issue of issues.take(250)) console.log(issue.number, issue.title);
 * ```
 */
export function listConnection<T = unknown>(session: Session, query: string, variables: Readonly<Record<string, unknown>>, path: string | readonly string[], options: ConnectionOptions = {}): GraphQLConnection<T> {
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const { number, cursorVariable, ...call } = options as ConnectionOptions;
  checkGraphQLCall(session, query, variables ?? {}, call);
  const parts = typeof path === 'string' ? path.split('.') : Array.isArray(path) ? [...path] : null;
  if (!parts || parts.length === 0 || parts.some((p) => typeof p !== 'string' || p === '')) throw invalid('path', 'the path to the connection in data (`repository.issues`)', path);
  if (number !== undefined && (!Number.isSafeInteger(number) || number < -1)) throw new ValidationError('number', 'must be -1 (all) or a whole number ≥ 0');
  if (cursorVariable !== undefined && (typeof cursorVariable !== 'string' || !/^[A-Za-z_]\w*$/.test(cursorVariable))) throw invalid('cursorVariable', 'the name of a GraphQL variable', cursorVariable);
  return new GraphQLConnection<T>(session, query, variables ?? {}, parts, options);
}
