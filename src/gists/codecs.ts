import { codec, invalid, isRecord, shown } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * The files of a gist as the service takes them: `{ "name": { content } }`. A file may be
 * given as its text alone, which is wrapped. Built with `fromEntries`, so that a file named
 * `__proto__` is sent as a file, not taken for the object's prototype.
 */

/** A new file: `{ content }`, or its text alone. */
export type NewGistFile = string | { readonly content: string };

/** A change to an existing file: new text, `{ content?, filename? }` (a rename), or null to delete it. */
export type GistFileChange = string | { readonly content?: string; readonly filename?: string } | null;

function fileName(name: string, parameter: string): void {
  if (name.trim() === '') throw new ValidationError(parameter, 'has a file with an empty name');
}

function entriesOf(value: unknown, name: string): [string, unknown][] {
  if (!isRecord(value)) throw invalid(name, 'an object of file names to { content }', value);
  const entries = Object.entries(value);
  for (const [file] of entries) fileName(file, name);
  return entries;
}

function contentOf(value: unknown, name: string, hint = ''): string {
  if (typeof value !== 'string') throw invalid(name, 'the file\u2019s text', value);
  // The service refuses a file without content (422): say so before sending.
  if (value === '') throw new ValidationError(name, `must not be empty: the service refuses an empty gist file${hint}`);
  return value;
}

/** The files of a new gist: at least one, each `{ content }` (or its text) with something in it. */
export const gistFiles = /*#__PURE__*/ codec<Readonly<Record<string, NewGistFile>>, Record<string, { content: string }>>('value', (value, name) => {
  const entries = entriesOf(value, name);
  if (entries.length === 0) throw new ValidationError(name, 'must hold at least one file');
  return Object.fromEntries(
    entries.map(([file, given]) => {
      const at = `${name}[${JSON.stringify(file)}]`;
      if (typeof given === 'string') return [file, { content: contentOf(given, at) }];
      if (!isRecord(given) || Object.keys(given).some((key) => key !== 'content')) throw invalid(at, '{ content } or the file\u2019s text', given);
      return [file, { content: contentOf(given.content, `${at}.content`) }];
    }),
  );
}, { 'hello.rb': { content: 'puts "Hello, World!"' } });

const DELETE_HINT = ' (to delete the file, give null)';

function changeOf(given: unknown, at: string): { content?: string; filename?: string } | null {
  if (given === null) return null;
  if (typeof given === 'string') return { content: contentOf(given, at, DELETE_HINT) };
  const keys = isRecord(given) ? Object.keys(given) : [];
  if (!isRecord(given) || keys.length === 0 || keys.some((key) => key !== 'content' && key !== 'filename')) {
    throw new ValidationError(at, `must be new text, { content }, { filename } (a rename) or null (a deletion), not ${shown(given)}`);
  }
  const change: { content?: string; filename?: string } = {};
  if (given.content !== undefined) change.content = contentOf(given.content, `${at}.content`, DELETE_HINT);
  if (given.filename !== undefined) {
    if (typeof given.filename !== 'string' || given.filename.trim() === '') throw invalid(`${at}.filename`, 'a non-empty file name', given.filename);
    change.filename = given.filename;
  }
  return change;
}

/** Changes to a gist's files, by current name: new content, a new `filename`, or null to delete the file. */
export const gistFileChanges = /*#__PURE__*/ codec<Readonly<Record<string, GistFileChange>>, Record<string, { content?: string; filename?: string } | null>>('value', (value, name) => {
  const entries = entriesOf(value, name);
  if (entries.length === 0) throw new ValidationError(name, 'must name at least one file (leave it out to change only the description)');
  return Object.fromEntries(entries.map(([file, given]) => [file, changeOf(given, `${name}[${JSON.stringify(file)}]`)]));
}, { 'hello.rb': { content: 'puts "Goodbye"', filename: 'goodbye.rb' } });
