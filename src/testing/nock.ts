import type { Interaction, Recording } from './recordings.js';

/** The part of nock this uses: pass your own `import nock from 'nock'` (nock 14 intercepts `fetch`). */
export interface NockLike {
  define(definitions: never[]): readonly { pendingMocks(): string[] }[];
}

/** Interactions served by nock. */
export interface RecordingInNock {
  /** The interactions not requested yet, as nock names them. */
  pending(): string[];
  /** Throws, naming them, if any interaction was not requested. */
  done(): void;
}

/**
 * Serves a recording's interactions from nock, in-process: no server, no port. Each
 * interaction answers once. Pass the `nock` module your tests use, so hubops does not depend on it.
 * @example
 * ```ts
 * import nock from 'nock';
 * import { createClient } from 'hubops';
 * import { readRecording, useRecording } from 'hubops/testing';
 *
 * const served = useRecording(nock, readRecording('recordings/hello.json'));
 * const gh = createClient();
 * await gh.repository('octocat', 'Hello-World'); // answered by the recording
 * served.done(); // throws if an interaction was not requested
 * ```
 */
export function useRecording(nock: NockLike, recording: Recording | readonly Interaction[], name = 'recording'): RecordingInNock {
  const interactions = Array.isArray(recording) ? (recording as readonly Interaction[]) : (recording as Recording).interactions;
  const scopes = nock.define(interactions.map((interaction) => ({ ...interaction })) as never[]);
  const pending = () => scopes.flatMap((scope) => scope.pendingMocks());
  return {
    pending,
    done() {
      const left = pending();
      if (left.length) throw new Error(`${name}: interactions not used: ${left.join(', ')}`);
    },
  };
}
