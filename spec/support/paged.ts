import nock from 'nock';
import { loadRecording, type Recording } from './recordings.js';

/**
 * Serves a live listing recorded by a client that sent no `per_page` (octokit.rb) to hubops,
 * which asks for 100 a page: each interaction answers its path with `per_page=100` added to the
 * recorded query. Everything else is the recording's. `done()` asserts every interaction was used.
 */
export function replayPaged(name: string): { recording: Recording; done(): void; isDone(): boolean } {
  const recording = loadRecording(name);
  const scopes = recording.interactions.map((interaction) => {
    const [path = '', search = ''] = interaction.path.split('?');
    const query = { ...Object.fromEntries(new URLSearchParams(search)), per_page: '100' };
    return nock(interaction.scope, interaction.reqheaders ? { reqheaders: interaction.reqheaders } : {})
      .intercept(path, interaction.method)
      .query(query)
      .reply(interaction.status, interaction.response as nock.Body, interaction.rawHeaders as Record<string, string>);
  });
  const pending = () => scopes.flatMap((scope) => scope.pendingMocks());
  return {
    recording,
    isDone: () => pending().length === 0,
    done() {
      if (pending().length) throw new Error(`recording ${name}: interactions not used: ${pending().join(', ')}`);
    },
  };
}
