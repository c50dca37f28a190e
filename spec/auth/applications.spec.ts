import { inspect } from 'node:util';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { setClientId } from '../../src/auth/app-credentials.js';
import { checkAuthorization } from '../../src/auth/check-authorization.js';
import { revokeAllAuthorizations, revokeAuthorization } from '../../src/auth/revoke-authorization.js';
import { ServerError, TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { getZen } from '../../src/meta/zen.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { ACCESS_TOKEN, basic, CLIENT_ID, CLIENT_SECRET, expectFreeOf, rejection, renderings, TOKEN } from './fixtures.js';

const API = 'https://api.github.com';
const APP = basic(CLIENT_ID, CLIENT_SECRET);

/** A session authenticated by its own token, with the application's credentials set. */
function appSession() {
  const captured = capturedSession({ token: TOKEN });
  setClientId(captured.session, CLIENT_ID, CLIENT_SECRET);
  return captured;
}

describe('setClientId', () => {
  it("keeps the application's credentials in the session's state, the secret out of sight", () => {
    const { session } = appSession();
    expect(session.state.app?.clientId).toBe(CLIENT_ID);
    expect(session.state.app?.clientSecret).toBe(CLIENT_SECRET);
    expectFreeOf([inspect(session, { depth: 10 }), JSON.stringify(session), String(session), inspect(session.state.app)], [CLIENT_SECRET, TOKEN]);
  });

  it.each([
    ['clientId', '', CLIENT_SECRET],
    ['clientSecret', CLIENT_ID, ''],
    ['clientId', `${CLIENT_ID}x`, CLIENT_SECRET],
    ['clientSecret', CLIENT_ID, CLIENT_SECRET.slice(1)],
  ])('refuses a missing or wrong-length %s without showing it', (parameter, clientId, clientSecret) => {
    const { session } = capturedSession();
    let error: unknown;
    try {
      setClientId(session, clientId, clientSecret);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expectFreeOf(renderings(error as ValidationError), [CLIENT_SECRET.slice(1)]);
    expect(session.state.app).toBeNull();
  });
});

describe('checkAuthorization (check_authorization)', () => {
  it("true for a valid token: the application's Basic credentials for this request, the token in the body", async () => {
    const served = replay('openapi/apps.check-token');
    const { session, sent } = appSession();
    expect(await checkAuthorization(session, ACCESS_TOKEN)).toBe(true);
    expectRequest(sent[0], { method: 'POST', path: `/applications/${CLIENT_ID}/token`, body: { access_token: ACCESS_TOKEN }, headers: { authorization: APP } });
    served.done();
  });

  it('false when the service answers 404', async () => {
    const served = replay('openapi/apps.check-token.404');
    const { session, sent } = appSession();
    expect(await checkAuthorization(session, ACCESS_TOKEN)).toBe(false);
    expectRequest(sent[0], { method: 'POST', path: `/applications/${CLIENT_ID}/token`, body: { access_token: ACCESS_TOKEN }, headers: { authorization: APP } });
    served.done();
  });

  it("afterwards, the session's own credentials are sent again", async () => {
    const served = replay('openapi/apps.check-token');
    nock(API).get('/zen').reply(200, 'Design for failure.');
    const { session, sent } = appSession();
    await checkAuthorization(session, ACCESS_TOKEN);
    await getZen(session);
    expect(sent[1]?.headers.authorization).toBe(`token ${TOKEN}`);
    served.done();
  });
});

describe('revokeAuthorization (revoke_authorization)', () => {
  it('true when revoked (204)', async () => {
    const served = replay('openapi/apps.delete-token');
    const { session, sent } = appSession();
    expect(await revokeAuthorization(session, ACCESS_TOKEN)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `/applications/${CLIENT_ID}/token`, body: { access_token: ACCESS_TOKEN }, headers: { authorization: APP } });
    served.done();
  });

  it('false when the service answers 404 (live)', async () => {
    const served = replay('live/apps.delete-token.404');
    const { session, sent } = appSession();
    expect(await revokeAuthorization(session, ACCESS_TOKEN)).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: `/applications/${CLIENT_ID}/token`, body: { access_token: ACCESS_TOKEN }, headers: { authorization: APP } });
    served.done();
  });

  it('a 422 is an error, not a false', async () => {
    nock(API).delete(`/applications/${CLIENT_ID}/token`).reply(422, { message: 'Validation Failed', documentation_url: 'https://docs.github.com/rest' });
    const { session } = appSession();
    await expect(revokeAuthorization(session, ACCESS_TOKEN)).rejects.toThrow(UnprocessableEntity);
  });
});

describe('revokeAllAuthorizations (revoke_authorizations)', () => {
  it('true when the tokens are revoked (204, live)', async () => {
    const served = replay('live/applications.revoke-all-tokens');
    const { session, sent } = appSession();
    expect(await revokeAllAuthorizations(session, CLIENT_ID)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `/applications/${CLIENT_ID}/tokens`, headers: { authorization: APP } });
    served.done();
  });

  it('false for a client id the service does not know (404, live)', async () => {
    const served = replay('live/applications.revoke-all-tokens.404');
    const { session, sent } = appSession();
    expect(await revokeAllAuthorizations(session, 'some_invalid_client_id')).toBe(false);
    expectRequest(sent[0], { method: 'DELETE', path: '/applications/some_invalid_client_id/tokens', headers: { authorization: APP } });
    served.done();
  });
});

describe("the application's credentials", () => {
  it.each([
    ['checkAuthorization', (s: ReturnType<typeof appSession>['session']) => checkAuthorization(s, ACCESS_TOKEN)],
    ['revokeAuthorization', (s: ReturnType<typeof appSession>['session']) => revokeAuthorization(s, ACCESS_TOKEN)],
    ['revokeAuthorizations', (s: ReturnType<typeof appSession>['session']) => revokeAllAuthorizations(s, CLIENT_ID)],
  ])('%s needs them set first: a ValidationError, nothing sent', async (operation, call) => {
    const { session, sent } = capturedSession({ token: TOKEN });
    const error = await rejection(call(session));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toContain(operation);
    expect(error.message).toContain('setClientId');
    expect(sent).toHaveLength(0);
  });

  it('an empty access token or client id is refused before sending', async () => {
    const { session, sent } = appSession();
    await expect(checkAuthorization(session, '')).rejects.toThrow(ValidationError);
    await expect(revokeAuthorization(session, '')).rejects.toThrow(ValidationError);
    await expect(revokeAllAuthorizations(session, '')).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('are not sent over plain http to a host that is not loopback', async () => {
    const { session, sent } = capturedSession({ baseUrl: 'http://ghe.example.com/api/v3' });
    setClientId(session, CLIENT_ID, CLIENT_SECRET);
    const error = await rejection(checkAuthorization(session, ACCESS_TOKEN));
    expect((error as ValidationError).parameter).toBe('baseUrl');
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['a 500', () => nock(API).post(`/applications/${CLIENT_ID}/token`).reply(500, { message: 'Server Error' }), ServerError],
    ['a reset connection', () => nock(API).post(`/applications/${CLIENT_ID}/token`).replyWithError({ code: 'ECONNRESET', message: 'read ECONNRESET' }), TransportError],
  ])('never show in the error for %s, nor does the token checked', async (_, serve, Type) => {
    serve();
    const { session, sent } = appSession();
    const error = await rejection(checkAuthorization(session, ACCESS_TOKEN));
    expect(error).toBeInstanceOf(Type);
    expect(sent[0]?.headers.authorization).toBe(APP);
    expectFreeOf(renderings(error), [CLIENT_SECRET, APP, APP.slice('Basic '.length), ACCESS_TOKEN, TOKEN]);
  });

  it('never show in an error for a timeout', async () => {
    nock(API).delete(`/applications/${CLIENT_ID}/tokens`).delay(500).reply(204);
    const { session } = capturedSession({ timeout: 50 });
    setClientId(session, CLIENT_ID, CLIENT_SECRET);
    const error = await rejection(revokeAllAuthorizations(session, CLIENT_ID));
    expect(error).toBeInstanceOf(TransportError);
    expectFreeOf(renderings(error), [CLIENT_SECRET, APP, APP.slice('Basic '.length)]);
  });
});

describe('bad input to the application operations is refused before sending', () => {
  it.each<[string, (s: ReturnType<typeof appSession>['session']) => Promise<unknown>, string]>([
    ['an access token that is not text', (s) => checkAuthorization(s, 42 as unknown as string), 'accessToken'],
    ['a null access token', (s) => revokeAuthorization(s, null as unknown as string), 'accessToken'],
    ['options that are text', (s) => checkAuthorization(s, ACCESS_TOKEN, 'x' as never), 'options'],
    ['headers that are text', (s) => revokeAuthorization(s, ACCESS_TOKEN, { headers: 'x' as never }), 'headers'],
    ['an unknown option', (s) => checkAuthorization(s, ACCESS_TOKEN, { accessToken: 'x' } as never), 'accessToken'],
    ['a dot-segment client id', (s) => revokeAllAuthorizations(s, '..'), 'clientId'],
    ['a client id that is not text', (s) => revokeAllAuthorizations(s, {} as unknown as string), 'clientId'],
    ['a session that is not one', () => checkAuthorization(undefined as never, ACCESS_TOKEN), 'session'],
  ])('%s', async (_, run, parameter) => {
    const { session, sent } = appSession();
    const error = await run(session).then(
      () => new Error('expected a refusal'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expectFreeOf(renderings(error as ValidationError), [CLIENT_SECRET, APP.slice('Basic '.length), ACCESS_TOKEN]);
    expect(sent).toHaveLength(0);
  });

  it('setClientId refuses a session that is not one and credentials that are not text, without showing them', () => {
    expect(() => setClientId(null as never, CLIENT_ID, CLIENT_SECRET)).toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(() => setClientId(capturedSession().session, 1234567890 as unknown as string, CLIENT_SECRET)).toThrow(expect.objectContaining({ parameter: 'clientId' }));
    let error: unknown;
    try {
      setClientId(capturedSession().session, CLIENT_ID, [CLIENT_SECRET] as unknown as string);
    } catch (caught) {
      error = caught;
    }
    expect((error as ValidationError).parameter).toBe('clientSecret');
    expectFreeOf(renderings(error as ValidationError), [CLIENT_SECRET]);
  });
});
