import { ValidationError } from '../errors/validation-error.js';

/** The value when it is one of `allowed` (or undefined); else a ValidationError naming the parameter. */
export function oneOf<T extends string>(name: string, value: T | undefined, allowed: readonly T[]): T | undefined {
  if (value !== undefined && !allowed.includes(value)) {
    throw new ValidationError(name, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, not ${JSON.stringify(value)}`);
  }
  return value;
}

/** A positive whole number (issue numbers, ids). */
export function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new ValidationError(name, `must be a whole number ≥ 1, not ${JSON.stringify(value)}`);
  return value;
}

const iso8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A timestamp parameter: a Date or an ISO 8601 string, sent as ISO 8601 text. */
export function timestamp(name: string, value: Date | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ValidationError(name, 'is an invalid Date');
    return value.toISOString().replace(/\.000Z$/, 'Z');
  }
  if (typeof value !== 'string' || !iso8601.test(value)) throw new ValidationError(name, `must be a Date or an ISO 8601 string, not ${JSON.stringify(value)}`);
  return value;
}

/** Operations of the authenticated user refuse an anonymous session before sending. */
export function requireAuthentication(session: { readonly authKind: string }, operation: string): void {
  if (session.authKind === 'none') throw new ValidationError('session', `${operation} needs an authenticated session (token or username and password)`);
}

/** The query of a listing sorted by one of `sorts`: a direction means nothing without a sort order, so it goes only with one. */
export function sortedQuery<S extends string>(sorts: readonly S[], options: { sort?: S; direction?: 'asc' | 'desc'; since?: Date | string }): Record<string, string | undefined> {
  const direction = oneOf('direction', options.direction, ['asc', 'desc']);
  return { sort: oneOf('sort', options.sort, sorts), direction: options.sort === undefined ? undefined : direction, since: timestamp('since', options.since) };
}

/** Text that must say something (a title, a body, a name): not empty, not only white space. */
export function nonEmpty(name: string, value: unknown, message = 'must not be empty'): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError(name, message);
  return value;
}
