import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where a recording's data came from: written in every recording file. */
export interface Provenance {
  /** openapi-example: a documented example of the OpenAPI description; live: recorded from the service; scenario: a multi-step story. */
  kind: 'openapi-example' | 'live' | 'scenario';
  /** Where the data was taken from, e.g. the service it was recorded from. */
  source: string;
  operationIds?: string[];
  note?: string;
  recordedAt?: string;
}

/** One interaction, as a nock definition (`nock.define`): the request it answers and the answer. */
export interface Interaction {
  scope: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  response?: unknown;
  rawHeaders?: Record<string, string>;
  reqheaders?: Record<string, string>;
}

/** A recording file: where its data came from, and the interactions it replays. */
export interface Recording {
  provenance: Provenance;
  interactions: Interaction[];
}

/**
 * Every recording's name below the folder `dir` (its path without `.json`), in a stable order.
 * @example
 * ```ts
 * import { recordingNames } from 'hubops/testing';
 *
 * console.log(recordingNames('recordings')); // ['hello', 'live/issues', …]
 * ```
 */
export function recordingNames(dir: string, prefix = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) =>
    entry.isDirectory() ? recordingNames(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.json') ? [`${prefix}${entry.name.slice(0, -5)}`] : [],
  );
}

/**
 * One recording file; a file that is not JSON or has no interaction list is an error naming it.
 * @example
 * ```ts
 * import { readRecording } from 'hubops/testing';
 *
 * const recording = readRecording('recordings/hello.json');
 * console.log(recording.provenance.source);
 * ```
 */
export function readRecording(file: string): Recording {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`${file}: not a readable JSON file`, { cause });
  }
  if (!value || typeof value !== 'object' || !Array.isArray((value as Partial<Recording>).interactions)) {
    throw new Error(`${file}: not a recording (no "interactions" list)`);
  }
  return value as Recording;
}

/**
 * Every recording below `dir`, in the order of `recordingNames`.
 * @example
 * ```ts
 * import { loadRecordings } from 'hubops/testing';
 *
 * for (const recording of loadRecordings('recordings')) console.log(recording.provenance.kind, recording.interactions.length);
 * ```
 */
export function loadRecordings(dir: string): Recording[] {
  return recordingNames(dir).map((name) => readRecording(join(dir, `${name}.json`)));
}
