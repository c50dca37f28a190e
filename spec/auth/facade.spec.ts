import { describe, expect, it } from 'vitest';
import { PageIterator } from '../../src/core/page-iterator.js';
import { authOperations } from '../../src/facade/auth.js';
import { capturedSession } from '../support/capture.js';
import { replay } from '../support/recordings.js';
import { ACCESS_TOKEN, CLIENT_ID, CLIENT_SECRET, GHE, PASSWORD, TOKEN } from './fixtures.js';
import { bindModule } from '../../src/core/bind-module.js';

describe('the auth facade builder', () => {
  it('offers the documented client-level names, and the older iter_authorizations', () => {
    const { session } = capturedSession();
    expect(Object.keys(bindModule(session, authOperations)).sort()).toEqual(
      ['authorization', 'authorizations', 'authorize', 'checkAuthorization', 'iterAuthorizations', 'me', 'revokeAuthorization', 'revokeAuthorizations', 'setClientId'].sort(),
    );
  });

  it('binds the session: me, and setClientId then checkAuthorization', async () => {
    const served = [replay('openapi/users.get-authenticated'), replay('openapi/apps.check-token')];
    const { session, sent } = capturedSession({ token: TOKEN });
    const gh = bindModule(session, authOperations);
    expect((await gh.me()).login).toBe('octocat');
    gh.setClientId(CLIENT_ID, CLIENT_SECRET);
    expect(session.state.app?.clientId).toBe(CLIENT_ID);
    expect(await gh.checkAuthorization(ACCESS_TOKEN)).toBe(true);
    expect(sent).toHaveLength(2);
    for (const s of served) s.done();
  });

  it('authorizations and iterAuthorizations are the same listing', async () => {
    const served = replay('openapi/ghes-3.19/oauth-authorizations.list-authorizations');
    const { session } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const gh = bindModule(session, authOperations);
    const older = gh.iterAuthorizations();
    expect(older).toBeInstanceOf(PageIterator);
    expect(gh.authorizations()).toBeInstanceOf(PageIterator);
    expect((await older.toArray()).map((a) => a.id)).toEqual([2]);
    served.done();
  });
});
