import { codec, invalid, type Codec } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * Codecs for credentials: a message says what is wrong with a value (its type, its length)
 * and never shows the value itself.
 */

function credential(value: unknown, name: string, length?: number): string {
  if (value === '') throw new ValidationError(name, 'is required');
  if (typeof value !== 'string') throw new ValidationError(name, `must be a text, not ${value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`}`);
  if (length !== undefined && value.length !== length) throw new ValidationError(name, `must be ${length} characters, not ${value.length}`);
  return value;
}

/** A password or a token: non-empty text. */
export const secret: Codec<string, string> = /*#__PURE__*/ codec('text', (value, name) => credential(value, name));

/** A registered application's client id: 20 characters. */
export const clientId: Codec<string, string> = /*#__PURE__*/ codec('text', (value, name) => credential(value, name, 20));

/** A registered application's client secret: 40 characters. */
export const clientSecret: Codec<string, string> = /*#__PURE__*/ codec('text', (value, name) => credential(value, name, 40));

/** What is sent only when it says something: an empty text is left out. */
export const optionalText: Codec<string, string | undefined> = /*#__PURE__*/ codec('text', (value, name) => {
  if (typeof value !== 'string') throw invalid(name, 'a text', value);
  return value || undefined;
});

/** Scope names; an empty list is left out (a token for public data only). */
export const scopes: Codec<readonly string[], string[] | undefined> = /*#__PURE__*/ codec('list', (value, name) => {
  if (!Array.isArray(value)) throw new ValidationError(name, 'must be a list of scope names, such as ["repo", "gist"]');
  const names = value.map((scope, i) => {
    if (typeof scope !== 'string' || scope.trim() === '') throw invalid(`${name}[${i}]`, 'a scope name', scope);
    return scope;
  });
  return names.length ? names : undefined;
});

