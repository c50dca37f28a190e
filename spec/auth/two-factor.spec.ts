import { describe, expect, it, vi } from 'vitest';
import { authenticateSession } from '../../src/auth/authenticate-session.js';
import { authorize } from '../../src/auth/authorize.js';
import { createAuthorization } from '../../src/auth/create-authorization.js';
import { getAuthenticatedUser } from '../../src/auth/get-authenticated-user.js';
import { AuthenticationFailed } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { basic, expectFreeOf, GHE, PASSWORD, rejection, renderings } from './fixtures.js';
import { twoFactor } from '../../src/core/index.js';
import { twoFactorOf } from '../../src/core/two-factor.js';

const CODE = '123456';
const DOCUMENTED = { scopes: ['public_repo'], note: 'optional note', noteUrl: 'http://optional/note/url', clientId: 'abcde12345fghij67890', clientSecret: '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7f' };
const DOCUMENTED_BODY = { scopes: ['public_repo'], note: 'optional note', note_url: 'http://optional/note/url', client_id: 'abcde12345fghij67890', client_secret: '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7f' };
const AUTHORIZATIONS = '/api/v3/authorizations';

describe('two-factor authentication through authorize', () => {
  it('401 with X-GitHub-OTP: required; sms → the callback gives the code, the request is sent again with it, the Authorization comes back', async () => {
    const served = replay('scenarios/auth-two-factor-authorize');
    const twoFactorCallback = vi.fn(() => CODE);
    const { session, sent } = capturedSession({ baseUrl: GHE, stages: [twoFactor(twoFactorCallback)] });
    const authorization = await createAuthorization(session, 'octocat', PASSWORD, DOCUMENTED);
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expectRequest(sent[0], { method: 'POST', path: AUTHORIZATIONS, body: DOCUMENTED_BODY, headers: { authorization: basic('octocat', PASSWORD) } });
    expect(sent[0]?.headers['x-github-otp']).toBeUndefined();
    expectRequest(sent[1], { method: 'POST', path: AUTHORIZATIONS, body: DOCUMENTED_BODY, headers: { authorization: basic('octocat', PASSWORD), 'x-github-otp': CODE } });
    expect(authorization.id).toBe(1);
    expect(authorization.token).toBe('<ACCESS_TOKEN>');
    expect(authorization.scopes).toEqual(['public_repo']);
    served.done();
  });

  it('the module-level form takes the callback beside a client that has none', async () => {
    const served = replay('scenarios/auth-two-factor-authorize');
    const twoFactorCallback = vi.fn(async () => CODE);
    const { session, sent } = capturedSession({ baseUrl: GHE });
    const authorization = await authorize('octocat', PASSWORD, { ...DOCUMENTED, twoFactorCallback, client: session });
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent[1]?.headers['x-github-otp']).toBe(CODE);
    expect(authorization.token_last_eight).toBe('Ae178B4a');
    expect(twoFactorOf(session)).toBeNull();
    served.done();
  });

  it('a refused code → AuthenticationFailed after exactly two requests, nothing secret in the error', async () => {
    const served = replay('scenarios/auth-two-factor-refused');
    const twoFactorCallback = vi.fn(() => CODE);
    const { session, sent } = capturedSession({ baseUrl: GHE, stages: [twoFactor(twoFactorCallback)] });
    const error = await rejection(createAuthorization(session, 'octocat', PASSWORD, DOCUMENTED));
    expect(error).toBeInstanceOf(AuthenticationFailed);
    expect(error.status).toBe(401);
    expect(error.message).toContain('Must specify two-factor authentication OTP code.');
    expect(error).toMatchObject({ method: 'POST', url: `${GHE}/authorizations` });
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expectFreeOf(renderings(error), [PASSWORD, basic('octocat', PASSWORD), CODE, DOCUMENTED.clientSecret]);
    served.done();
  });
});

describe('two-factor authentication through me', () => {
  it('a session made by login with a callback answers the challenge and gets the user', async () => {
    const served = replay('scenarios/auth-two-factor-me');
    const twoFactorCallback = vi.fn(() => CODE);
    const { session: anonymous, sent } = capturedSession();
    const session = authenticateSession(anonymous, { username: 'octocat', password: PASSWORD, twoFactorCallback });
    if (!session) throw new Error('credentials were given');
    const me = await getAuthenticatedUser(session);
    expect(twoFactorCallback).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expectRequest(sent[0], { method: 'GET', path: '/user', headers: { authorization: basic('octocat', PASSWORD) } });
    expectRequest(sent[1], { method: 'GET', path: '/user', headers: { authorization: basic('octocat', PASSWORD), 'x-github-otp': CODE } });
    expect(me.login).toBe('octocat');
    expect(me.two_factor_authentication).toBe(true);
    served.done();
  });
});
