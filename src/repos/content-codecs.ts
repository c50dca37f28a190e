import { codec, invalid, isRecord } from '../core/codec.js';
import { filePath } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * A directory of a repository: a path as `filePath` reads it, or the root directory, named by an
 * empty path (the service's own rule: without a path it lists the root), `/` or `.`.
 */
// Its kind is text, not segment: the empty path, `/` and `.` are values it takes (the root).
export const directoryPath = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value === 'string' && /^\/*(?:\.\/*)?$/.test(value)) return '';
  return filePath(value, name);
}, 'docs');

/** Someone named in a commit: a name and an email (and, optionally, when). */
export interface CommitIdentity {
  name: string;
  email: string;
  /** ISO 8601 text. */
  date?: string;
}

/** A committer or author: `{ name, email, date? }`, each member checked; an unknown member is refused. */
export const identity = /*#__PURE__*/ codec<CommitIdentity, CommitIdentity>('value', (value, name) => {
  if (!isRecord(value)) throw invalid(name, 'an object { name, email }', value);
  for (const key of Object.keys(value)) if (!['name', 'email', 'date'].includes(key)) throw new ValidationError(`${name}.${key}`, 'is not a member of a commit identity (name, email, date)');
  for (const key of ['name', 'email'] as const) {
    if (typeof value[key] !== 'string' || (value[key] as string).trim() === '') throw invalid(`${name}.${key}`, 'a non-empty text', value[key]);
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(value.email as string)) throw invalid(`${name}.email`, 'an email address', value.email);
  if (value.date !== undefined && (typeof value.date !== 'string' || Number.isNaN(Date.parse(value.date)))) throw invalid(`${name}.date`, 'an ISO 8601 text', value.date);
  return { name: value.name as string, email: value.email as string, ...(value.date === undefined ? {} : { date: value.date as string }) };
}, { name: 'Monalisa Octocat', email: 'octocat@github.com' });

/** Base64 text of bytes (no line breaks). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep the argument list of String.fromCharCode short on large files.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A file's content given as it goes on the wire (by route): base64 text, sent as given. */
export const base64Content = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/=\s]*$/.test(value)) throw invalid(name, 'base64 text (the route takes the content as it goes on the wire)', value);
  return value;
}, 'SGVsbG8sIHdvcmxkCg==');

/** A file's content: text (sent as its UTF-8 bytes) or bytes; on the wire, base64. */
export const fileContent = /*#__PURE__*/ codec<string | Uint8Array, string>('text', (value, name) => {
  if (value instanceof Uint8Array) return base64Of(value);
  if (typeof value === 'string') return base64Of(new TextEncoder().encode(value));
  throw invalid(name, 'a text or a Uint8Array', value);
}, 'Hello, world\n');
