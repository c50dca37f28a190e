import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { authorize } from '../../src/auth/authorize.js';
import { createAuthorization } from '../../src/auth/create-authorization.js';
import { getAuthorization } from '../../src/auth/get-authorization.js';
import { listAuthorizations } from '../../src/auth/list-authorizations.js';
import { NotFoundError, UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { basic, expectFreeOf, GHE, PASSWORD, rejection, renderings, TOKEN } from './fixtures.js';

const CREATE = 'openapi/ghes-3.19/oauth-authorizations.create-authorization';
const GET = 'openapi/ghes-3.19/oauth-authorizations.get-authorization';
const LIST = 'openapi/ghes-3.19/oauth-authorizations.list-authorizations';
const LIST_404 = 'openapi/ghes-3.19/oauth-authorizations.list-authorizations.404';

/** The documented request example of POST /authorizations, as options. */
const DOCUMENTED = { scopes: ['public_repo'], note: 'optional note', noteUrl: 'http://optional/note/url', clientId: 'abcde12345fghij67890', clientSecret: '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7f' };
const DOCUMENTED_BODY = { scopes: ['public_repo'], note: 'optional note', note_url: 'http://optional/note/url', client_id: 'abcde12345fghij67890', client_secret: '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7f' };

describe('createAuthorization (authorize)', () => {
  it('sends the documented body with Basic authentication of that username and password only, and parses the Authorization', async () => {
    const served = replay(CREATE);
    const { session, sent } = capturedSession({ baseUrl: GHE, token: TOKEN });
    const authorization = await createAuthorization(session, 'octocat', PASSWORD, DOCUMENTED);
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/authorizations', body: DOCUMENTED_BODY, headers: { authorization: basic('octocat', PASSWORD), 'content-type': 'application/json; charset=utf-8' } });
    expect(sent).toHaveLength(1);
    expect(authorization.id).toBe(1);
    expect(authorization.url).toBe('https://api.github.com/authorizations/1');
    expect(authorization.scopes).toEqual(['public_repo']);
    expect(authorization.token).toBe('<ACCESS_TOKEN>');
    expect(authorization.token_last_eight).toBe('Ae178B4a');
    expect(authorization.hashed_token).toBe('25f94a2a5c7fbaf499c665bc73d67c1c87e496da8985131633ee0a95819db2e8');
    expect(authorization.app).toEqual({ url: 'https://example.com', name: 'my github app', client_id: 'abcde12345fghij67890' });
    expect(authorization.note).toBe('optional note');
    expect(authorization.note_url).toBe('http://optional/note/url');
    expect(authorization.created_at).toEqual(new Date('2011-09-06T17:26:27Z'));
    expect(authorization.updated_at).toEqual(new Date('2011-09-06T20:39:23Z'));
    expect(authorization.expires_at).toEqual(new Date('2011-10-06T17:26:27Z'));
    expect(authorization.fingerprint).toBe('jklmnop12345678');
    expect(authorization.user).toBeNull();
    expect(authorization.installation).toBeNull();
    expect(Object.isFrozen(authorization)).toBe(true);
    expect(asDict(authorization)).toEqual(documentedResponse(CREATE));
    // The caller's session keeps its own credentials: the Basic session was for that request only.
    expect(session.authKind).toBe('token');
    served.done();
  });

  it('leaves out what is not given (scopes only when there are some)', async () => {
    const { session, sent } = capturedSession({ baseUrl: GHE });
    await createAuthorization(session, 'octocat', PASSWORD, { scopes: [], note: '' }).catch(() => undefined);
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/authorizations', body: {}, headers: { authorization: basic('octocat', PASSWORD) } });
    await createAuthorization(session, 'octocat', PASSWORD, { scopes: ['gist', 'user'], note: 'ci' }).catch(() => undefined);
    expect(JSON.parse(sent[1]?.body ?? 'null')).toEqual({ scopes: ['gist', 'user'], note: 'ci' });
  });

  it.each<[string, { clientId: string; clientSecret?: string }]>([
    ['clientId', { clientId: 'abcde12345fghij6789' }],
    ['clientId', { clientId: 'abcde12345fghij678901', clientSecret: DOCUMENTED.clientSecret }],
    ['clientSecret', { clientId: DOCUMENTED.clientId, clientSecret: '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7' }],
  ])('refuses a %s of the wrong length before sending, without showing it', async (parameter, options) => {
    const { session, sent } = capturedSession({ baseUrl: GHE });
    const error = await rejection(createAuthorization(session, 'octocat', PASSWORD, options));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expectFreeOf(renderings(error), [options.clientSecret ?? 'none', PASSWORD]);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['username', ['', PASSWORD]],
    ['password', ['octocat', '']],
  ] as const)('refuses an empty %s before sending', async (parameter, [username, password]) => {
    const { session, sent } = capturedSession({ baseUrl: GHE });
    const error = await rejection(createAuthorization(session, username, password));
    expect((error as ValidationError).parameter).toBe(parameter);
    expect(sent).toHaveLength(0);
  });
});

describe('authorize (module-level)', () => {
  it("uses the given client's settings and the same request", async () => {
    const served = replay(CREATE);
    const { session, sent } = capturedSession({ baseUrl: GHE });
    const authorization = await authorize('octocat', PASSWORD, { ...DOCUMENTED, client: { session } });
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/authorizations', body: DOCUMENTED_BODY, headers: { authorization: basic('octocat', PASSWORD) } });
    expect(authorization.token_last_eight).toBe('Ae178B4a');
    served.done();
  });

  it('without a client, goes to api.github.com', async () => {
    const scope = nock('https://api.github.com').post('/authorizations', DOCUMENTED_BODY).reply(201, documentedResponse(CREATE) as nock.Body);
    const authorization = await authorize('octocat', PASSWORD, DOCUMENTED);
    expect(authorization.id).toBe(1);
    expect(scope.isDone()).toBe(true);
  });
});

describe('getAuthorization (authorization)', () => {
  it('asks for one authorization by id and parses it', async () => {
    const served = replay(GET);
    const { session, sent } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const authorization = await getAuthorization(session, 1);
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/authorizations/1', headers: { authorization: basic('octocat', PASSWORD) } });
    expect(authorization.id).toBe(1);
    expect(authorization.scopes).toEqual(['public_repo']);
    expect(authorization.token).toBe('<ACCESS_TOKEN>');
    expect(authorization.note).toBe('optional note');
    expect(authorization.created_at).toEqual(new Date('2011-09-06T17:26:27Z'));
    expect(authorization.fingerprint).toBe('jklmnop12345678');
    expect(asDict(authorization)).toEqual(documentedResponse(GET));
    served.done();
  });

  it('with a token, a 404 says that a username and password are needed', async () => {
    nock('https://ghe.example.com').get('/api/v3/authorizations/1').reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/enterprise-server@3.19/rest' });
    const { session } = capturedSession({ baseUrl: GHE, token: TOKEN });
    const error = await rejection(getAuthorization(session, 1));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toMatch(/username and password/);
    expectFreeOf(renderings(error), [TOKEN]);
  });

  it('refuses an id that is not a positive whole number, and an anonymous session, before sending', async () => {
    const { session, sent } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    await expect(getAuthorization(session, 0)).rejects.toThrow(ValidationError);
    const { session: anonymous, sent: sentAnonymously } = capturedSession({ baseUrl: GHE });
    await expect(getAuthorization(anonymous, 1)).rejects.toThrow(ValidationError);
    expect([...sent, ...sentAnonymously]).toHaveLength(0);
  });
});

describe('listAuthorizations (authorizations, iter_authorizations)', () => {
  it('lists the Authorizations of the account, 100 a page', async () => {
    const served = replay(LIST);
    const { session, sent } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const all = await listAuthorizations(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/authorizations', query: { per_page: '100' }, headers: { authorization: basic('octocat', PASSWORD) } });
    expect(all).toHaveLength(1);
    const [first] = all;
    expect(first?.id).toBe(2);
    expect(first?.url).toBe('https://enterprise.octocat.com/api/v3/authorizations/2');
    expect(first?.app).toEqual({ name: 'My personal access token', url: 'https://docs.github.com/enterprise/rest/enterprise-admin/users#list-personal-access-tokens', client_id: '00000000000000000000' });
    expect(first?.token).toBe('<ACCESS_TOKEN>');
    expect(first?.token_last_eight).toBe('Ae178B4a');
    expect(first?.note).toBe('My personal access token');
    expect(first?.note_url).toBeNull();
    expect(first?.fingerprint).toBeNull();
    expect(first?.expires_at).toBeNull();
    expect(first?.scopes).toHaveLength(13);
    expect(first?.scopes).toContain('write:discussion');
    expect(first?.created_at).toEqual(new Date('2019-04-24T21:49:02Z'));
    served.done();
  });

  it('with a token: the 404 the service answers is a NotFoundError saying that a username and password are needed', async () => {
    const served = replay(LIST_404);
    const { session, sent } = capturedSession({ baseUrl: GHE, token: TOKEN });
    const error = await rejection(listAuthorizations(session).toArray());
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/authorizations', query: { per_page: '100' }, headers: { authorization: `token ${TOKEN}` } });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/username and password/);
    expect(error.message).toMatch(/404 to a token/);
    expect(error).toMatchObject({ method: 'GET', url: `${GHE}/authorizations?per_page=100` });
    expect(error.cause).toBeInstanceOf(NotFoundError);
    expectFreeOf(renderings(error), [TOKEN]);
    served.done();
  });

  it('with a username and password, a 404 is not explained as a token refusal', async () => {
    const served = replay(LIST_404);
    const { session } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const error = await rejection(listAuthorizations(session).toArray());
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).not.toMatch(/token/);
    served.done();
  });

  it('refuses an anonymous session before sending', () => {
    const { session, sent } = capturedSession({ baseUrl: GHE });
    expect(() => listAuthorizations(session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('can be left early', async () => {
    const served = replay(LIST);
    const { session } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    for await (const authorization of listAuthorizations(session)) {
      expect(authorization.id).toBe(2);
      break;
    }
    served.done();
  });
});

describe('the token of an Authorization never shows in an error', () => {
  const documented = () => documentedResponse(CREATE) as Record<string, unknown>;
  // The documented token, as the recording writes it.
  const token = documented().token as string;
  const hashed = '25f94a2a5c7fbaf499c665bc73d67c1c87e496da8985131633ee0a95819db2e8';

  it('when the body stops inside the token', async () => {
    const text = JSON.stringify(documented());
    const cut = text.slice(0, text.indexOf(token) + 12);
    nock('https://ghe.example.com').post('/api/v3/authorizations').reply(201, cut, { 'content-type': 'application/json; charset=utf-8' });
    const { session } = capturedSession({ baseUrl: GHE });
    const error = await rejection(createAuthorization(session, 'octocat', PASSWORD));
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).body).toContain('"token":"[REDACTED]');
    expectFreeOf(renderings(error), [token.slice(0, 12), PASSWORD]);
  });

  it('when a field cannot be read (found at once, not on first access)', async () => {
    nock('https://ghe.example.com')
      .get('/api/v3/authorizations/1')
      .reply(200, { ...documented(), created_at: 'yesterday' });
    const { session } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const error = await rejection(getAuthorization(session, 1));
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).path).toBe('created_at');
    expect((error as UnprocessableResponseBody).body).toMatchObject({ token: '[REDACTED]', hashed_token: '[REDACTED]', token_last_eight: 'Ae178B4a' });
    expectFreeOf(renderings(error), [token, hashed]);
  });

  it('when an item of a listing cannot be read', async () => {
    const withoutId: Record<string, unknown> = documented();
    delete withoutId.id;
    nock('https://ghe.example.com').get('/api/v3/authorizations').query({ per_page: '100' }).reply(200, [withoutId]);
    const { session } = capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });
    const error = await rejection(listAuthorizations(session).toArray());
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expectFreeOf(renderings(error), [token, hashed]);
  });
});

describe('bad input to the authorization operations is refused before sending, never showing a secret', () => {
  const session = () => capturedSession({ baseUrl: GHE, username: 'octocat', password: PASSWORD });

  it.each<[string, (s: ReturnType<typeof session>['session']) => Promise<unknown>, string]>([
    ['a username that is not text', (s) => createAuthorization(s, 7 as unknown as string, PASSWORD), 'username'],
    ['a null username', (s) => createAuthorization(s, null as unknown as string, PASSWORD), 'username'],
    ['a password that is not text', (s) => createAuthorization(s, 'octocat', 12345678 as unknown as string), 'password'],
    ['scopes given as one text', (s) => createAuthorization(s, 'octocat', PASSWORD, { scopes: 'repo' as unknown as string[] }), 'scopes'],
    ['an empty scope name', (s) => createAuthorization(s, 'octocat', PASSWORD, { scopes: ['repo', ''] }), 'scopes[1]'],
    ['a note that is not text', (s) => createAuthorization(s, 'octocat', PASSWORD, { note: 5 as unknown as string }), 'note'],
    ['an empty client id', (s) => createAuthorization(s, 'octocat', PASSWORD, { clientId: '' }), 'clientId'],
    ['a client secret that is not text', (s) => createAuthorization(s, 'octocat', PASSWORD, { clientSecret: 40 as unknown as string }), 'clientSecret'],
    ['an option under its wire name', (s) => createAuthorization(s, 'octocat', PASSWORD, { note_url: 'x' } as never), 'note_url'],
    ['options that are text', (s) => createAuthorization(s, 'octocat', PASSWORD, 'x' as never), 'options'],
    ['a session that is not one', () => createAuthorization(null as never, 'octocat', PASSWORD), 'session'],
    ['module-level options that are text', () => authorize('octocat', PASSWORD, 'x' as never), 'options'],
    ['a module-level client that is not one', () => authorize('octocat', PASSWORD, { client: 'ghe' as never }), 'client'],
    ['a two-factor callback that is not a function', () => authorize('octocat', PASSWORD, { twoFactorCallback: '123456' as never }), 'twoFactorCallback'],
    ['an authorization id that is text', (s) => getAuthorization(s, '1' as unknown as number), 'authorization_id'],
    ['an authorization id that is not whole', (s) => getAuthorization(s, 1.5), 'authorization_id'],
    ['an authorization id that is NaN', (s) => getAuthorization(s, Number.NaN), 'authorization_id'],
    ['an unknown option of getAuthorization', (s) => getAuthorization(s, 1, { note: 'x' } as never), 'note'],
  ])('%s', async (_, run, parameter) => {
    const { session: s, sent } = session();
    const error = await run(s).then(
      () => new Error('expected a refusal'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expectFreeOf(renderings(error as ValidationError), [PASSWORD, '12345678']);
    expect(sent).toHaveLength(0);
  });

  it('the listing refuses an unknown option at once', () => {
    const { session: s, sent } = session();
    expect(() => listAuthorizations(s, { sort: 'created' } as never)).toThrow(expect.objectContaining({ parameter: 'sort' }));
    expect(() => listAuthorizations(s, { number: 'all' } as never)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
