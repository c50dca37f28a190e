import nock from 'nock';
import { loadRecording } from './recordings.js';

/**
 * Serves a live listing recorded by a client that sent no `per_page` (octokit.rb) to hubops,
 * which asks for 100 a page: each interaction also answers its path with `per_page=100` added
 * to the recorded query. Everything else is the recording's. `done()` asserts every
 * interaction was used.
 */
export function replayPaged(name: string): { done(): void } {
  const { interactions } = loadRecording(name);
  const scopes = interactions.map((interaction) => {
    const [path = '', search = ''] = interaction.path.split('?');
    const query = { ...Object.fromEntries(new URLSearchParams(search)), per_page: '100' };
    return nock(interaction.scope, interaction.reqheaders ? { reqheaders: interaction.reqheaders } : {})
      .intercept(path, interaction.method)
      .query(query)
      .reply(interaction.status, interaction.response as nock.Body, interaction.rawHeaders as Record<string, string>);
  });
  return {
    done() {
      const pending = scopes.flatMap((scope) => scope.pendingMocks());
      if (pending.length) throw new Error(`recording ${name}: interactions not used: ${pending.join(', ')}`);
    },
  };
}
