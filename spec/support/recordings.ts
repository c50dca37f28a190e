import { join } from 'node:path';
import nock from 'nock';
import { readRecording, RECORDINGS_DIR, type Recording } from '../../src/testing/recordings.js';

export { RECORDINGS_DIR, recordingNames, type Interaction, type Provenance, type Recording } from '../../src/testing/recordings.js';

export function loadRecording(name: string): Recording {
  return readRecording(join(RECORDINGS_DIR, `${name}.json`));
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

/** A fresh copy of the first response body a recording holds (for specs that serve it their own way). */
export function documentedResponse(name: string): unknown {
  return structuredClone(loadRecording(name).interactions[0]?.response);
}
