import { checkSession, invalid, isRecord, shown } from '../core/codec.js';
import { graphqlUrl, sendForData, trustGraphql } from '../core/request.js';
import type { CallOptions, Session } from '../core/types.js';
import { jsonObject } from '../core/schema-codecs.js';
import { GraphQLError, type GraphQLErrorEntry } from '../errors/graphql-error.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import { freezeAll } from '../models/library/freeze.js';
import { isStandardSchema, issuePath, type StandardSchema } from '../models/library/standard-schema.js';

export interface GraphQLOptions<T = unknown> extends CallOptions {
  /**
   * A schema `data` must satisfy, from any Standard Schema library (valibot, zod, ArkType): its
   * output is what the call answers; an answer it refuses is an UnprocessableResponseBody.
   */
  schema?: StandardSchema<T>;
}

/** Whether a document only reads (a query): those are retried like a GET; a mutation is sent once. */
function isQuery(document: string): boolean {
  const first = document.replace(/#[^\n]*/g, ' ').trim();
  return first.startsWith('{') || /^query\b/.test(first);
}

function entryOf(raw: unknown): GraphQLErrorEntry {
  const error = isRecord(raw) ? raw : {};
  const path = Array.isArray(error.path) && error.path.every((p) => typeof p === 'string' || typeof p === 'number') ? Object.freeze([...(error.path as (string | number)[])]) : null;
  return Object.freeze({ type: typeof error.type === 'string' ? error.type : null, message: typeof error.message === 'string' ? error.message : shown(raw), path });
}

/** Checks a call's query, variables and options before anything is sent; the options are its own. */
export function checkGraphQLCall(session: unknown, query: unknown, variables: unknown, options: unknown): void {
  checkSession(session);
  if (typeof query !== 'string' || query.trim() === '') throw invalid('query', 'a GraphQL document (non-empty text)', query);
  if (variables !== undefined) jsonObject(variables, 'variables');
  if (options !== undefined && !isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const { schema, signal, headers, retry, ...rest } = (options ?? {}) as GraphQLOptions & { retry?: unknown };
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new ValidationError(unknown, 'is not an option of a GraphQL call');
  if (schema !== undefined && !isStandardSchema(schema)) throw invalid('schema', 'a Standard Schema (valibot, zod, ArkType, …)', schema);
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', signal);
  if (headers !== undefined && !isRecord(headers)) throw invalid('headers', 'an object of header names and texts', headers);
  if (retry !== undefined && typeof retry !== 'boolean') throw invalid('retry', 'true or false', retry);
}

/**
 * Runs a GraphQL query or mutation on the session's GraphQL endpoint (`graphqlUrl`), through the
 * same pipeline as every REST call: the session's credentials (only there), its retries (a query
 * only), the `graphql` rate-limit resource, hooks, logs and redaction. Answers the frozen `data`;
 * an answer with `errors` is a `GraphQLError` keeping the partial `data`.
 * `POST /graphql` (`POST /api/graphql` on Enterprise Server)
 * @example
 * ```ts
 * import { createSession, graphql } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const data = await graphql<{ repository: { stargazerCount: number } }>(
 *   session,
 *   'query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { stargazerCount } }',
 *   { owner: 'octocat', name: 'Hello-World' },
 * );
 * console.log(data.repository.stargazerCount);
 * ```
 */
export async function graphql<T = unknown>(session: Session, query: string, variables?: Readonly<Record<string, unknown>>, options?: GraphQLOptions<T>): Promise<T> {
  checkGraphQLCall(session, query, variables, options);
  const { schema, signal, headers, retry } = (options ?? {}) as GraphQLOptions<T> & { retry?: boolean };
  const body = variables === undefined ? { query } : { query, variables };
  trustGraphql();
  const reply = await sendForData(session, { method: 'POST', path: graphqlUrl(session), body, graphql: true, retry: retry ?? isQuery(query), signal, headers });
  const answer = reply.data;
  if (!isRecord(answer)) throw new UnprocessableResponseBody({ status: reply.status, message: `POST ${reply.url}: expected a GraphQL answer ({ data, errors })`, method: 'POST', url: reply.url, body: answer, path: '' });
  const data = freezeAll(answer.data ?? null);
  if (Array.isArray(answer.errors) && answer.errors.length > 0) {
    const errors = Object.freeze(answer.errors.map(entryOf));
    const message = errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)).join('; ');
    throw new GraphQLError({ status: reply.status, message: `POST ${reply.url}: ${message}`, method: 'POST', url: reply.url, errors, data });
  }
  if (!schema) return data as T;
  const parsed = await schema['~standard'].validate(data);
  if (parsed.issues !== undefined) {
    const issue = parsed.issues[0] ?? { message: 'refused by the schema' };
    const path = issuePath(issue);
    throw new UnprocessableResponseBody({ status: reply.status, message: `POST ${reply.url}: data${path ? `.${path}` : ''}: ${issue.message}`, method: 'POST', url: reply.url, body: answer.data, path });
  }
  return freezeAll(parsed.value);
}
