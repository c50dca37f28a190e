import nock from 'nock';
import { loadRecording, type Recording } from '../support/recordings.js';

/**
 * Serves a live recording of a listing whose first request octokit.rb sent without `per_page`
 * to the same request with the `per_page` every listing of this client sends; everything else
 * (path, the rest of the query, the answer) is as recorded.
 */
export function replayPaged(name: string, perPage = 100): { recording: Recording; done(): void } {
  const recording = loadRecording(name);
  const interactions = recording.interactions.map((i) => ({ ...i, path: `${i.path}${i.path.includes('?') ? '&' : '?'}per_page=${perPage}` }));
  const scopes = nock.define(interactions as nock.Definition[]);
  return {
    recording,
    done() {
      const pending = scopes.flatMap((scope) => scope.pendingMocks());
      if (pending.length) throw new Error(`recording ${name}: interactions not used: ${pending.join(', ')}`);
    },
  };
}
