import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import nock from 'nock';

export const RECORDINGS_DIR = new URL('../../recordings/', import.meta.url).pathname;

/** Where a recording's data came from: written in every recording file. */
export interface Provenance {
  /** openapi-example: a documented example of the OpenAPI description; live: recorded from the service; scenario: a multi-step story. */
  kind: 'openapi-example' | 'live' | 'scenario';
  source: string;
  operationIds?: string[];
  note?: string;
  recordedAt?: string;
}

/** One interaction, as a nock definition (`nock.define`). */
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

export interface Recording {
  provenance: Provenance;
  interactions: Interaction[];
}

export function loadRecording(name: string): Recording {
  return JSON.parse(readFileSync(join(RECORDINGS_DIR, `${name}.json`), 'utf8')) as Recording;
}

/** Every recording's name (path below recordings/, without `.json`). */
export function recordingNames(dir = RECORDINGS_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? recordingNames(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.json') ? [`${prefix}${entry.name.slice(0, -5)}`] : [],
  );
}

/** Serves a recording with nock; `done()` asserts that every interaction was used. */
export function replay(name: string): { recording: Recording; done(): void } {
  const recording = loadRecording(name);
  const scopes = nock.define(recording.interactions as nock.Definition[]);
  return {
    recording,
    done() {
      const pending = scopes.flatMap((scope) => scope.pendingMocks());
      if (pending.length) throw new Error(`recording ${name}: interactions not used: ${pending.join(', ')}`);
    },
  };
}
