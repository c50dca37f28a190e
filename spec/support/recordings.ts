import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nock from 'nock';
import { readRecording, recordingNames as namesIn, type Recording } from '../../src/testing/recordings.js';
import { useRecording, type RecordingInNock } from '../../src/testing/nock.js';

export type { Interaction, Provenance, Recording } from '../../src/testing/recordings.js';

/** The repository's `recordings/` folder. */
export const RECORDINGS_DIR = fileURLToPath(new URL('../../recordings/', import.meta.url));

/** Every recording's name in the repository, in a stable order. */
export function recordingNames(dir = RECORDINGS_DIR): string[] {
  return namesIn(dir);
}

export function loadRecording(name: string): Recording {
  return readRecording(join(RECORDINGS_DIR, `${name}.json`));
}

/** Serves a recording with nock; `done()` asserts that every interaction was used. */
export function replay(name: string): RecordingInNock & { recording: Recording } {
  const recording = loadRecording(name);
  return { recording, ...useRecording(nock, recording, name) };
}

/** A fresh copy of the first response body a recording holds (for specs that serve it their own way). */
export function documentedResponse(name: string): unknown {
  return structuredClone(loadRecording(name).interactions[0]?.response);
}
