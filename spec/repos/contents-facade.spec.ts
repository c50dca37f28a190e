import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { capturingFetch } from '../support/capture.js';
import { replay } from '../support/recordings.js';

describe('gh.Repository: contents, blobs and repository facts', () => {
  it('binds the documented names, object first', async () => {
    const { fetch, sent } = capturingFetch();
    const gh = createClient({ token: 'test-token-facade', fetch });
    const blob = replay('live/git.blob');
    expect((await gh.Repository.blob('sferik/rails_admin', '94616fa57520ac8147522c7cf9f03d555595c5ea')).size).toBe(25325);
    blob.done();
    const languages = replay('live/repos.languages');
    expect((await gh.Repository.languages({ owner: 'sferik', repo: 'rails_admin' }).toArray())[0]).toEqual(['Ruby', 555101]);
    languages.done();
    const removed = replay('live/repos.delete');
    expect([await gh.Repository.delete('api-padawan/an-repo'), await gh.Repository.delete('api-padawan/an-repo')]).toEqual([true, false]);
    removed.done();
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /repos/sferik/rails_admin/git/blobs/94616fa57520ac8147522c7cf9f03d555595c5ea',
      'GET /repos/sferik/rails_admin/languages',
      'DELETE /repos/api-padawan/an-repo',
      'DELETE /repos/api-padawan/an-repo',
    ]);
    await expect(gh.Repository.blob('sferik/rails_admin', '..')).rejects.toMatchObject({ parameter: 'blob.sha' });
    expect(sent).toHaveLength(4);
  });
});
