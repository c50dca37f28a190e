import { codec, invalid, oneOf } from '../core/codec.js';
import type { RequestSpec } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';

/** The media type that adds `text_matches` (where the terms were found) to each result. */
export const TEXT_MATCH_MEDIA_TYPE = 'application/vnd.github.text-match+json';

/** The service refuses (422) a query with more of these. */
const MAX_OPERATORS = 5;

/** The words of a query, a quoted phrase (`"exact words"`, `path:"a b"`) kept as one. */
function wordsOf(query: string): string[] {
  return query.match(/(?:[^\s"]+|"[^"]*"?)+/g) ?? [];
}

const isOperator = (word: string): boolean => word === 'AND' || word === 'OR' || word === 'NOT';

function readQuery(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(name, 'a non-empty search query (terms and qualifiers, e.g. "tetris language:assembly")', value);
  if (wordsOf(value).filter(isOperator).length > MAX_OPERATORS) throw new ValidationError(name, `must not have more than ${MAX_OPERATORS} AND, OR or NOT operators`);
  return value;
}

/** A search query: terms and qualifiers as text (`tom repos:>42 followers:>1000`), not blank. */
export const searchQuery = /*#__PURE__*/ codec<string, string>('text', readQuery, 'tetris language:assembly');

// The qualifiers of a code search: a word led by one of these (`language:go`, `-repo:a/b`)
// narrows the search and is not a term. Any other word counts as a term.
const CODE_QUALIFIER = /^-?(?:in|language|fork|size|path|filename|extension|user|org|repo|is):/i;

/**
 * A code search query: besides what any query must be, it needs a search term, not only
 * qualifiers (`addClass language:js`, not `language:js`): the service refuses the latter.
 */
export const codeSearchQuery = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  const query = readQuery(value, name);
  if (wordsOf(query).every((word) => CODE_QUALIFIER.test(word) || isOperator(word))) {
    throw new ValidationError(name, 'must have a search term besides qualifiers, e.g. "addClass language:js", not only "language:js"');
  }
  return query;
}, 'addClass in:file language:js repo:jquery/jquery');

/** `asc` or `desc` (the service's default); the service reads it only with a `sort`. */
export const order = /*#__PURE__*/ oneOf('desc', 'asc');

/**
 * `textMatch` is no query parameter: it chooses the media type of every page. A caller's own
 * `Accept` header still wins, as it does over any media type an operation asks for.
 */
export function textMatchAccept(_values: Readonly<Record<string, unknown>>, spec: RequestSpec): RequestSpec {
  const { text_match: asked, ...query } = spec.query ?? {};
  const headers = { ...spec.headers };
  if (asked === true && !('accept' in headers)) headers.accept = TEXT_MATCH_MEDIA_TYPE;
  return { ...spec, query, headers };
}
