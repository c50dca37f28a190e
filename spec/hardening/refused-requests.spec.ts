import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/core/memory-store.js';
import { codec, count, flag, isSession, listOf, nullable, objectSha, oneOf, positive, required, segment, segmentText, text, timestamp } from '../../src/core/codec.js';
import { headerValueProblem } from '../../src/core/options.js';
import { callHeaders, send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import type { SessionOptions } from '../../src/core/types.js';
import { ValidationError } from '../../src/errors/index.js';
import { markNotificationsRead } from '../../src/activity/notifications.js';
import { getIssue } from '../../src/issues/get-issue.js';
import { getLabel } from '../../src/issues/repository-labels.js';
import { editTeam } from '../../src/teams/edit-team.js';
import { rejection } from '../support/rejection.js';
import { answered } from '../support/capture.js';
import { thrown } from './loopback.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';
import { pacing } from '../../src/core/pacing.js';
import { rateBudget } from '../../src/core/budget.js';
import { sharedStore } from '../../src/core/store-stages.js';
import { twoFactor, twoFactorOf } from '../../src/core/two-factor.js';
import { logging, watch } from '../../src/core/watch.js';
import { wrapRequests } from '../../src/core/wrap.js';
import { createClient } from '../../src/client.js';

const GHE = 'https://ghe.example.com/api/v3';
const TOKEN = 'test-token-9d41b7e2c05a6f38';


/** createSession with options a JavaScript caller might pass, typed or not. */
const make = (options: unknown) => () => createSession(options as SessionOptions);

describe('a path that is not a path never reaches the wire', () => {
  it('"@evil.example/x" would make evil.example the host: ValidationError, nothing sent', async () => {
    const { session, sent } = answered({ token: TOKEN });
    const error = await rejection(send(session, { path: '@evil.example/x' }), ValidationError);
    expect(error.parameter).toBe('path');
    expect(error.message).toBe('path: must be an absolute http(s) URL or a path starting with "/"');
    for (const path of [':evil@evil.example/x', '.evil.example/x', 'user', '\\evil.example\\x']) await rejection(send(session, { path }), ValidationError);
    expect(sent).toEqual([]);
    await send(session, { path: '/user' });
    expect(sent.map((r) => [r.url, r.headers.authorization])).toEqual([['https://api.github.com/user', `token ${TOKEN}`]]);
  });

  it.each([GHE, 'https://api.github.com'])('a path the URL parser reads as holding ".." (a tab or line break inside ". .") → ValidationError, nothing sent (base %s)', async (baseUrl) => {
    // The parser drops tabs and line breaks, then reads what is left as "..".
    const { session, sent } = answered({ baseUrl, token: TOKEN });
    for (const path of ['/.\t./.\t./admin', '/.\t./v3x/user', '/.\n./users', '/repos/o/r/.\r./x']) {
      const error = await rejection(send(session, { path }), ValidationError);
      expect(error.message).toBe('path: must not contain a "." or ".." segment');
    }
    expect(sent).toEqual([]);
  });

  it.each([
    ['/repos/o/r/x\\..\\..\\admin', '/repos/o/admin'],
    ['/repos/o/r/contents\\.\\x', '/repos/o/r/contents/x'],
    ['https://api.github.com/repos/o/r/x\\..\\..\\admin', '/repos/o/admin'],
  ])('a backslash separates segments: %j → ValidationError, nothing sent (it would reach %s)', async (path, reached) => {
    expect(new URL(path, 'https://api.github.com').pathname).toBe(reached);
    const { session, sent } = answered({ token: TOKEN });
    const error = await rejection(send(session, { path }), ValidationError);
    expect(error.message).toBe('path: must not contain a "." or ".." segment');
    expect(sent).toEqual([]);
  });

  it.each(['x\\..\\..\\admin', '..\\x', 'x\\..', 'a\\.\\b', 'a\\%2e%2E\\b', 'x/../../collaborators', 'a/%2E/b'])('a label named %j → ValidationError naming it, nothing sent', async (name) => {
    const { session, sent } = answered({ token: TOKEN });
    const error = await rejection(getLabel(session, { owner: 'octocat', repo: 'Hello-World', name }), ValidationError);
    expect(error.parameter).toBe('label.name');
    expect(error.message).toMatch(/^label\.name: must not hold a "\." or "\.\." part between slashes: .+ decoded would send the request to another resource$/);
    expect(sent).toEqual([]);
  });

  it('a label named "a\\b" or "v1.0/x" is sent, escaped', async () => {
    const { session, sent } = answered({ token: TOKEN }, { id: 1, name: 'x', color: 'ffffff' });
    await getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'a\\b' });
    await getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'v1.0/x' });
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/repos/octocat/Hello-World/labels/a%5Cb', '/repos/octocat/Hello-World/labels/v1.0%2Fx']);
  });

  it.each([
    ['an empty', { owner: 'octocat', repo: '' }],
    ['a missing', { owner: 'octocat' }],
  ])('%s path parameter → ValidationError naming it, nothing sent (was GET /repos/octocat/)', async (_, params) => {
    const { session, sent } = answered({ token: TOKEN });
    const error = await rejection(send(session, { path: '/repos/{owner}/{repo}', params }), ValidationError);
    expect(error.parameter).toBe('repo');
    expect(error.message).toBe('repo: is required and must not be empty');
    expect(sent).toEqual([]);
  });
});

describe('credentials never go over plain http off this machine', () => {
  it.each(['http://notlocalhost', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'http://xlocalhost:8080', 'http://ghe.internal/api/v3'])('%s with a token → ValidationError, nothing sent', async (baseUrl) => {
    const { session, sent } = answered({ baseUrl, token: TOKEN });
    const error = await rejection(send(session, { path: '/user' }), ValidationError);
    expect(error.parameter).toBe('baseUrl');
    expect(error.message).toBe('baseUrl: refusing to send credentials over plain http to a host that is not loopback (set allowInsecureHttp to allow it)');
    expect(sent).toEqual([]);
  });

  it('nor a call’s own authorization header', async () => {
    const { session, sent } = answered({ baseUrl: 'http://notlocalhost' });
    await rejection(send(session, { path: '/user', headers: { Authorization: `token ${TOKEN}` } }), ValidationError);
    expect(sent).toEqual([]);
    await send(session, { path: '/user' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it.each(['http://localhost:8080', 'http://localhost', 'http://127.0.0.1', 'http://127.0.0.1:9/api/v3', 'http://[::1]', 'http://[::1]:3000', 'http://LocalHost:1'])('%s (loopback) carries the token', async (baseUrl) => {
    const { session, sent } = answered({ baseUrl, token: TOKEN });
    await send(session, { path: '/user' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('allowInsecureHttp: true lets it go over plain http; https never needs it', async () => {
    const insecure = answered({ baseUrl: 'http://ghe.internal/api/v3', token: TOKEN, allowInsecureHttp: true });
    await send(insecure.session, { path: '/user' });
    expect(insecure.sent.map((r) => [r.url, r.headers.authorization])).toEqual([['http://ghe.internal/api/v3/user', `token ${TOKEN}`]]);
    const secure = answered({ baseUrl: 'https://notlocalhost', token: TOKEN });
    await send(secure.session, { path: '/user' });
    expect(secure.sent[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });
});

describe('credentials and bodies stay under the base URL', () => {
  it('/api/v3x is not under /api/v3: no token, and a body is refused', async () => {
    const { session, sent } = answered({ baseUrl: GHE, token: TOKEN });
    await send(session, { path: 'https://ghe.example.com/api/v3x/repos/o/r', headers: { authorization: `token ${TOKEN}`, 'x-trace': 'kept' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
    expect(sent[0]?.headers['x-trace']).toBe('kept');
    const error = await rejection(send(session, { method: 'PATCH', path: 'https://ghe.example.com/api/v3x/repos/o/r', body: { name: 'x' } }), ValidationError);
    expect(error.message).toBe('path: refusing to send a request body to https://ghe.example.com/api/v3x/repos/o/r, outside the session’s base URL');
    await rejection(send(session, { method: 'POST', path: 'https://ghe.example.com/api/v3x/markdown/raw', rawBody: 'text' }), ValidationError);
    expect(sent).toHaveLength(1);
  });

  it('/api/v3 itself and /api/v3/… get the token and the body', async () => {
    const { session, sent } = answered({ baseUrl: GHE, token: TOKEN });
    await send(session, { path: GHE });
    await send(session, { method: 'PATCH', path: `${GHE}/repos/o/r`, body: { name: 'x' } });
    await send(session, { path: '/user' });
    expect(sent.map((r) => [r.method, r.url, r.headers.authorization, r.body])).toEqual([
      ['GET', GHE, `token ${TOKEN}`, undefined],
      ['PATCH', `${GHE}/repos/o/r`, `token ${TOKEN}`, '{"name":"x"}'],
      ['GET', `${GHE}/user`, `token ${TOKEN}`, undefined],
    ]);
  });

  it.each(['https://ghe.example.com:8443/api/v3/user', 'http://ghe.example.com/api/v3/user', 'https://ghe.example.com.evil.example/api/v3/user', 'https://ghe.example.com/api/user'])('%s (another port, scheme, host or path) gets no token', async (url) => {
    const { session, sent } = answered({ baseUrl: GHE, token: TOKEN });
    await send(session, { path: url });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(url);
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('arguments are checked before anything is sent', () => {
  const cases = (low: number) => [
    [-5, `-5`],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [1e21, '1e+21'],
    [2 ** 53, '9007199254740992'],
    [low - 1, String(low - 1)],
    ['5', '"5"'],
    [null, 'null'],
    [undefined, 'undefined'],
    [true, 'true'],
    [[1], 'a list'],
    [{}, 'a object'],
  ] as const;

  it.each(cases(0))('count refuses %o', (value, shown) => {
    expect(() => count(value, 'per_page')).toThrow(new ValidationError('per_page', `must be a whole number ≥ 0, not ${shown}`));
  });

  it.each(cases(1))('positive refuses %o', (value, shown) => {
    expect(() => positive(value, 'number')).toThrow(new ValidationError('number', `must be a whole number ≥ 1, not ${shown}`));
  });

  it('count takes 0, positive takes 1, both up to the largest safe integer', () => {
    expect(count(0, 'n')).toBe(0);
    expect(count(7, 'n')).toBe(7);
    expect(positive(1, 'n')).toBe(1);
    expect(count(Number.MAX_SAFE_INTEGER, 'n')).toBe(Number.MAX_SAFE_INTEGER);
    expect(positive(Number.MAX_SAFE_INTEGER, 'n')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('through an operation: an issue number of -5, 0, 1.5 or NaN → ValidationError naming it, nothing sent; 1 is sent', async () => {
    const { session, sent } = answered({ token: TOKEN }, { id: 1, number: 1, title: 't', state: 'open' });
    for (const number of [-5, 0, 1.5, Number.NaN, 2 ** 53]) {
      const error = await rejection(getIssue(session, { owner: 'octocat', repo: 'Hello-World', number }), ValidationError);
      expect(error.parameter).toBe('issue.number');
    }
    expect(sent).toEqual([]);
    await getIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1 }).catch(() => undefined);
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/repos/octocat/Hello-World/issues/1']);
  });

  it('a secret-looking or long text is described, never quoted', () => {
    const message = (value: unknown) => thrown(() => positive(value, 'n'), ValidationError).message;
    for (const prefix of ['ghp_', 'gho_', 'ghs_', 'ghu_', 'ghr_', 'github_pat_']) expect(message(`${prefix}abc`)).toBe(`n: must be a whole number ≥ 1, not a ${prefix.length + 3}-character text`);
    expect(message('x'.repeat(40))).toBe(`n: must be a whole number ≥ 1, not "${'x'.repeat(40)}"`);
    expect(message('x'.repeat(41))).toBe('n: must be a whole number ≥ 1, not a 41-character text');
    expect(message('xghp_abc')).toBe('n: must be a whole number ≥ 1, not "xghp_abc"');
    expect(message('ghx_abc')).toBe('n: must be a whole number ≥ 1, not "ghx_abc"');
    expect(message(() => 1)).toBe('n: must be a whole number ≥ 1, not a function');
  });

  it('timestamp: a Date is sent without milliseconds when it has none; an invalid Date or a non-ISO text is refused', () => {
    expect(timestamp(new Date(Date.UTC(2011, 3, 10, 20, 9, 31)), 'since')).toBe('2011-04-10T20:09:31Z');
    expect(timestamp(new Date(Date.UTC(2011, 3, 10, 20, 9, 31, 120)), 'since')).toBe('2011-04-10T20:09:31.120Z');
    expect(() => timestamp(new Date('not a date'), 'since')).toThrow(new ValidationError('since', 'is an invalid Date'));
    for (const ok of ['2011-04-10', '2011-04-10T20:09', '2011-04-10 20:09:31', '2011-04-10T20:09:31Z', '2011-04-10T20:09:31.5+02:00', '2011-04-10T20:09:31.123Z', '2011-04-10T20:09:31-0700']) expect(timestamp(ok, 'since')).toBe(ok);
    for (const bad of ['yesterday', '2011-04-10T', 'x2011-04-10', '2011-04-10x', '2011-4-10', '2011-04-10T20', '2011-04-10T20:09:31.', '2011-04-10T20:09:31+2', '', 1302466171000]) {
      expect(() => timestamp(bad, 'since')).toThrow(new ValidationError('since', `must be a Date or an ISO 8601 text, not ${typeof bad === 'string' ? JSON.stringify(bad) : String(bad)}`));
    }
    // Only text: a value that merely prints as a timestamp would be sent as whatever it serialises to.
    for (const printsAsOne of [['2011-04-10'], { toString: () => '2011-04-10' }]) expect(() => timestamp(printsAsOne, 'since')).toThrow(ValidationError);
  });

  it('timestamp through an operation: sent as ISO 8601 without milliseconds', async () => {
    const { session, sent } = answered({ token: TOKEN });
    await markNotificationsRead(session, { lastRead: new Date(Date.UTC(2011, 3, 10, 20, 9, 31)) }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ last_read_at: '2011-04-10T20:09:31Z' });
    await rejection(markNotificationsRead(session, { lastRead: new Date(Number.NaN) }), ValidationError);
    expect(sent).toHaveLength(1);
  });

  it('oneOf: one of the given texts, the others named in the message', () => {
    const state = oneOf('open', 'closed');
    expect(state('closed', 'state')).toBe('closed');
    expect(() => state('all', 'state')).toThrow(new ValidationError('state', 'must be one of "open", "closed", not "all"'));
    expect(() => state('Open', 'state')).toThrow(ValidationError);
    expect(state.kind).toBe('enum');
    expect(state.example).toBe('open');
  });

  it('listOf: a list, each item read and named name[i]; nonEmpty refuses an empty one', () => {
    const logins = listOf(segment);
    expect(logins(['a', 'b'], 'logins')).toEqual(['a', 'b']);
    expect(logins([], 'logins')).toEqual([]);
    expect(() => logins('a', 'logins')).toThrow(new ValidationError('logins', 'must be a list, not "a"'));
    expect(thrown(() => logins(['a', '..'], 'logins'), ValidationError).parameter).toBe('logins[1]');
    expect(thrown(() => logins(['a', 'b', 3], 'logins'), ValidationError).message).toBe('logins[2]: must be a non-empty text, not 3');
    const some = listOf(segment, { nonEmpty: true });
    expect(() => some([], 'emails')).toThrow(new ValidationError('emails', 'must name at least one'));
    expect(some(['a'], 'emails')).toEqual(['a']);
    expect(logins.kind).toBe('list');
    expect(logins.example).toEqual(['octocat']);
    expect(listOf(codec('value', (v) => v)).example).toBeUndefined();
  });

  it('nullable: null is passed on as null; anything else is read by the inner codec', () => {
    const parent = nullable(positive);
    expect(parent(null, 'parent')).toBeNull();
    expect(parent(3, 'parent')).toBe(3);
    expect(() => parent(0, 'parent')).toThrow(new ValidationError('parent', 'must be a whole number ≥ 1, not 0'));
    expect(() => parent(undefined, 'parent')).toThrow(ValidationError);
    expect(parent.kind).toBe('int');
    expect(parent.example).toBe(1);
  });

  it('nullable through an operation: null is sent as null, 0 is refused', async () => {
    const { session, sent } = answered({ token: TOKEN });
    await editTeam(session, 42, 'Justice League', { parentTeamId: null });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ name: 'Justice League', parent_team_id: null });
    await rejection(editTeam(session, 42, 'Justice League', { parentTeamId: 0 }), ValidationError);
    expect(sent).toHaveLength(1);
  });

  it('objectSha: 40 or 64 hex digits, as text or as parsed data’s sha', () => {
    const sha1 = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
    const sha256 = `${sha1}0123456789abcdef01234567`;
    expect(objectSha(sha1, 'sha')).toBe(sha1);
    expect(objectSha(sha1.toUpperCase(), 'sha')).toBe(sha1.toUpperCase());
    expect(objectSha(sha256, 'sha')).toBe(sha256);
    expect(objectSha({ sha: sha1, url: 'x' }, 'sha')).toBe(sha1);
    for (const bad of [[sha1], { sha: [sha1] }, sha1.slice(1), `${sha1}0`, `${sha256}0`, sha256.slice(1), `${sha1.slice(1)}g`, `x${sha1}`, `${sha1}\n`, 'main', '', 42, null, { sha: null }, { sha: 'main' }, {}]) {
      expect(thrown(() => objectSha(bad, 'sha'), ValidationError).message).toMatch(/^sha: must be a full object sha \(40 hex digits\) or parsed data with one, not /);
    }
  });

  it('segmentText: not empty, not a dot segment (also percent-encoded), no dot part between slashes', () => {
    for (const ok of ['octocat', '...', 'a..b', 'x..', '..x', '.x', '%2e%2e%2e', 'x%2e', 'a/x../b', 'a/..x/b', 'a/.../b', 'help wanted/ui', 'v1.0/.github']) expect(segmentText(ok, 'name')).toBe(ok);
    for (const dots of ['.', '..', '%2e', '%2E', '%2e%2E', '.%2e', '%2E.']) {
      expect(() => segmentText(dots, 'name')).toThrow(new ValidationError('name', `must not be "${dots}": a dot segment would send the request to another resource`));
    }
    for (const parts of ['a/../b', 'a/./b', '../x', 'x/..', 'a/%2e%2E/b', 'a/%2E/b', 'a\\..\\b']) {
      expect(() => segmentText(parts, 'name')).toThrow(new ValidationError('name', `must not hold a "." or ".." part between slashes: ${JSON.stringify(parts)} decoded would send the request to another resource`));
    }
    expect(() => segmentText('', 'name')).toThrow(new ValidationError('name', 'must be a non-empty text, not ""'));
    expect(() => segmentText(7, 'name')).toThrow(new ValidationError('name', 'must be a non-empty text, not 7'));
    expect(() => segmentText('a\ud800', 'name')).toThrow(new ValidationError('name', 'must be well-formed text: it holds half of a UTF-16 surrogate pair, which no URL can carry'));
    expect(() => segmentText('\udc00b', 'name')).toThrow(ValidationError);
    expect(segmentText('a\ud83d\ude00', 'name')).toBe('a\ud83d\ude00');
  });

  it('text, required and flag', () => {
    expect(text('', 'body')).toBe('');
    expect(() => text(5, 'body')).toThrow(new ValidationError('body', 'must be a text, not 5'));
    expect(required(' x ', 'title')).toBe(' x ');
    expect(() => required(' \n', 'title')).toThrow(new ValidationError('title', 'must be a non-empty text, not " \\n"'));
    expect(() => required(5, 'title')).toThrow(ValidationError);
    expect(flag(false, 'all')).toBe(false);
    expect(() => flag('true', 'all')).toThrow(new ValidationError('all', 'must be true or false, not "true"'));
  });

  it('codec: its kind and example go with it; a read that is not a function is refused', () => {
    const hex = codec<string, string>('text', (value) => String(value), 'fc2929');
    expect([hex.kind, hex.example, hex('x', 'n')]).toEqual(['text', 'fc2929', 'x']);
    expect(() => codec('text', 'nope' as never)).toThrow(new ValidationError('read', 'must be a function of the value and its parameter name'));
  });

  it.each([
    ['segment', segment, 'segment', 'octocat'],
    ['text', text, 'text', 'text'],
    ['required', required, 'text', 'Title'],
    ['flag', flag, 'bool', true],
    ['positive', positive, 'int', 1],
    ['count', count, 'int', 0],
    ['timestamp', timestamp, 'date', '2011-04-10T20:09:31Z'],
    ['objectSha', objectSha, 'text', '6dcb09b5b57875f334f61aebed695e2e4193db5e'],
  ] as const)('%s says what it is (the bad values generated checks try) and gives a value it accepts', (_, read, kind, example) => {
    expect(read.kind).toBe(kind);
    expect(read.example).toBe(example);
    expect((read as (value: unknown, name: string) => unknown)(example, 'x')).toBe(example);
  });

  it('a session is one made by createSession: anything else is a ValidationError', async () => {
    expect(isSession(createSession())).toBe(true);
    for (const fake of [null, {}, [], { ky: () => undefined }, { ky: () => undefined, state: null }, { ky: 'x', state: {} }]) expect(isSession(fake)).toBe(false);
    const error = await rejection(send({ ky: () => undefined } as never, { path: '/user' }), ValidationError);
    expect(error.message).toBe('session: must be a session made by createSession, not a object');
  });
});

describe('header values are checked, never quoted', () => {
  const lineBreak = 'contains a line break or NUL, which a header cannot carry (a file read with its newline or comment?)';
  const control = 'contains a control character or a character outside Latin-1, which a header cannot carry';
  const blank = 'starts or ends with white space';

  it.each([
    ['a\r\nX-Injected: 1', lineBreak],
    ['a\nb', lineBreak],
    ['a\rb', lineBreak],
    ['a\0b', lineBreak],
    ['a\x01b', control],
    ['a\x08b', control],
    ['a\x0bb', control],
    ['a\x1fb', control],
    ['a\x7fb', control],
    ['a\u0100b', control],
    ['a€b', control],
    ['a\u2028b', control],
    [' secret', blank],
    ['secret ', blank],
    ['\tsecret', blank],
    ['secret\t', blank],
  ])('%j → %s', (value, problem) => {
    expect(headerValueProblem(value)).toBe(problem);
  });

  it.each(['abc', 'a\tb', 'a b', 'café ÿ', '~!', ''])('%j can be sent', (value) => {
    expect(headerValueProblem(value)).toBeNull();
  });

  it('a call’s header with a line break → ValidationError naming the header, not quoting it, nothing sent', async () => {
    const { session, sent } = answered({ token: TOKEN });
    const error = await rejection(send(session, { path: '/user', headers: { 'X-Trace': 'secret-trace\r\nX-Injected: 1' } }), ValidationError);
    expect(error.parameter).toBe('headers.x-trace');
    expect(error.message).toBe(`headers.x-trace: ${lineBreak}`);
    for (const value of ['secret-trace\u0100', ' secret-trace']) {
      const other = await rejection(send(session, { path: '/user', headers: { Accept: value } }), ValidationError);
      expect(other.parameter).toBe('headers.accept');
      expect(other.message).not.toContain('secret-trace');
    }
    expect(sent).toEqual([]);
    await send(session, { path: '/user', headers: { 'X-Trace': 'a\tb', Accept: 'application/vnd.github.raw+json' } });
    expect(sent[0]?.headers).toMatchObject({ 'x-trace': 'a\tb', accept: 'application/vnd.github.raw+json' });
  });

  it.each(['x y', ' x', 'x ', 'x:y', '', 'é', 'x\n', '(x)', 'x/y'])('a header name %j → ValidationError, nothing sent', async (name) => {
    expect(() => callHeaders({ [name]: 'v' })).toThrow(new ValidationError('headers', 'a header name has a character a header name cannot carry'));
    const { session, sent } = answered();
    await rejection(send(session, { path: '/user', headers: { [name]: 'v' } }), ValidationError);
    expect(sent).toEqual([]);
  });

  it('names are lower-cased; every token character is allowed', () => {
    expect(callHeaders({ 'X-GitHub-Media': 'a', "!#$%&'*+.^_`|~09AZaz-": 'b' })).toEqual({ 'x-github-media': 'a', "!#$%&'*+.^_`|~09azaz-": 'b' });
    expect(callHeaders(undefined)).toEqual({});
    expect(callHeaders({})).toEqual({});
  });

  it.each([
    [42, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
    [['a'], 'object'],
    [true, 'boolean'],
  ])('a value %o → ValidationError naming the header', (value, type) => {
    expect(() => callHeaders({ 'X-N': value })).toThrow(new ValidationError('headers.x-n', `must be a string, not ${type}`));
  });

  it.each([null, 'accept: x', ['a'], 5])('headers of %o → ValidationError', (headers) => {
    expect(() => callHeaders(headers)).toThrow(new ValidationError('headers', 'must be an object of header names and texts'));
  });
});

describe('session options: a wrong value is a ValidationError naming the option', () => {
  // The longest timer a runtime keeps: a 32-bit count of milliseconds.
  const MAX_TIMEOUT = 2_147_483_647;
  const timeoutRule = 'false or a number of milliseconds from 1 to 2147483647';
  const retryRule = 'true, false, or { limit (0–10), delay, backoffLimit, maxRetryAfter } in ms';
  const maxWaitRule = 'a number of milliseconds from 0 to 2147483647';
  const rateLimitRule = "false or rateBudget() (rateBudget({ wait: true, maxWait }) to wait for a reset) from hubops; createClient takes 'fail' or 'wait'";
  const storeRule = 'a store with get, set, reserve and update: a MemoryStore, or redisStore(client) from hubops/redis';
  const hooksRule = 'an object of beforeRequest, afterResponse, beforeRetry, beforeError and deviation functions';
  const logRule = 'a logger with debug and warn functions, such as console';
  const credentialsRule = 'a credential provider (from createAppSession or createUserSession)';
  const bytesRule = 'a whole number of bytes ≥ 1 (or Infinity)';
  const cacheRule = 'false, or conditionalCache() (or conditionalCache(store)) from hubops';
  const stagesRule = 'a list of stages, such as [watch(hooks)], [logging(console)], [twoFactor(callback)], [wrapRequests(wrap)] or [tracing()] from hubops/tracing';
  const fn = () => undefined;
  const provider = { kind: 'app', identity: 'app:1', secrets: [], authorization: async () => 'Bearer x', refused: async () => undefined };
  const store = new MemoryStore();

  it.each([
    ['timeout', 0, `must be ${timeoutRule}, not 0`],
    ['timeout', -5, `must be ${timeoutRule}, not -5`],
    ['timeout', MAX_TIMEOUT + 1, `must be ${timeoutRule}, not ${MAX_TIMEOUT + 1}`],
    ['timeout', Infinity, `must be ${timeoutRule}, not Infinity`],
    ['timeout', Number.NaN, `must be ${timeoutRule}, not NaN`],
    ['timeout', true, `must be ${timeoutRule}, not boolean`],
    ['timeout', '10s', `must be ${timeoutRule}, not string`],
    ['timeout', null, `must be ${timeoutRule}, not null`],
    ['retry', 'yes', `must be ${retryRule}, not string`],
    ['retry', null, `must be ${retryRule}, not null`],
    ['retry', [], `must be ${retryRule}, not object`],
    ['retry', { limit: 11 }, `must be ${retryRule}, not object`],
    ['retry', { limit: -1 }, `must be ${retryRule}, not object`],
    ['retry', { limit: 1.5 }, `must be ${retryRule}, not object`],
    ['retry', { limit: '2' }, `must be ${retryRule}, not object`],
    ['retry', { delay: -1 }, `must be ${retryRule}, not object`],
    ['retry', { delay: MAX_TIMEOUT + 1 }, `must be ${retryRule}, not object`],
    ['retry', { backoffLimit: Number.NaN }, `must be ${retryRule}, not object`],
    ['retry', { maxRetryAfter: Infinity }, `must be ${retryRule}, not object`],
    ['retry', { retries: 2 }, `must be ${retryRule}, not object`],
    ['rateLimit', 'never', `must be ${rateLimitRule}, not string`],
    ['rateLimit', true, `must be ${rateLimitRule}, not boolean`],
    ['rateLimit', pacing(), `must be ${rateLimitRule}, not object`],
    // The forms before the rate budget was a stage: a session names rateBudget() (a client still takes them).
    ['rateLimit', 'fail', `must be ${rateLimitRule}, not string`],
    ['rateLimit', 'wait', `must be ${rateLimitRule}, not string`],
    ['maxWait', 1000, 'must be given to rateBudget({ wait: true, maxWait }) from hubops (createClient takes it as is), not 1000'],
    ['maxResponseBytes', 0, `must be ${bytesRule}, not 0`],
    ['maxResponseBytes', -1, `must be ${bytesRule}, not -1`],
    ['maxResponseBytes', 1.5, `must be ${bytesRule}, not 1.5`],
    ['maxResponseBytes', -Infinity, `must be ${bytesRule}, not -Infinity`],
    ['maxResponseBytes', Number.NaN, `must be ${bytesRule}, not NaN`],
    ['maxResponseBytes', Number.MAX_SAFE_INTEGER + 2, `must be ${bytesRule}, not ${Number.MAX_SAFE_INTEGER + 2}`],
    ['maxResponseBytes', '1MB', `must be ${bytesRule}, not string`],
    ['store', {}, `must be ${storeRule}, not object`],
    ['store', null, `must be ${storeRule}, not null`],
    ['store', new Map(), `must be ${storeRule}, not object`],
    ['store', { get: fn, set: fn, reserve: fn }, `must be ${storeRule}, not object`],
    ['store', { get: fn, set: fn, update: fn }, `must be ${storeRule}, not object`],
    // Hooks, a log and a two-factor callback are stages a session names (a client still takes them as they are).
    ['hooks', { beforeRequest: fn }, 'must be given to watch(hooks) from hubops, in stages (createClient takes them as they are), not object'],
    ['log', console, 'must be given to logging(log) from hubops, in stages (createClient takes it as is), not object'],
    ['twoFactorCallback', fn, 'must be given to twoFactor(callback) from hubops, in stages (createClient and login take it as is), not function'],
    ['stages', [{ beforeRetry: fn }], `must be ${stagesRule}, not object`],
    ['credentials', 'token', `must be ${credentialsRule}, not string`],
    ['credentials', null, `must be ${credentialsRule}, not null`],
    ['credentials', { ...provider, kind: 'someone' }, `must be ${credentialsRule}, not object`],
    ['credentials', { ...provider, authorization: 'Bearer x' }, `must be ${credentialsRule}, not object`],
    ['credentials', { ...provider, refused: undefined }, `must be ${credentialsRule}, not object`],
    ['cache', 'yes', `must be ${cacheRule}, not string`],
    ['cache', null, `must be ${cacheRule}, not null`],
    ['cache', { get: fn }, `must be ${cacheRule}, not object`],
    ['cache', { set: fn }, `must be ${cacheRule}, not object`],
    ['cache', Object.assign(() => undefined, { get: fn, set: fn }), `must be ${cacheRule}, not function`],
    // The forms before the cache was a stage: a session names conditionalCache() (a client still takes them).
    ['cache', true, `must be ${cacheRule}, not boolean`],
    ['cache', new Map(), `must be ${cacheRule}, not object`],
    ['pacing', 'fast', `must be pacing(options) from hubops; or, with a store, true, false or its options, not string`],
    ['token', 123, 'must be a string, not 123'],
    ['token', null, 'must be a string, not null'],
    ['token', `${TOKEN}\n`, 'contains a line break or NUL, which a header cannot carry (a file read with its newline or comment?)'],
    ['token', ` ${TOKEN}`, 'starts or ends with white space'],
    ['userAgent', 'bot/1 \u00e9\u0100', 'contains a control character or a character outside Latin-1, which a header cannot carry'],
    ['apiVersion', 20221128, 'must be a string, not 20221128'],
    ['accept', ['application/json'], 'must be a string, not object'],
    ['username', 42, 'must be a string, not 42'],
    ['username', 'octo\ncat', 'contains a line break or NUL'],
    ['login', 'octo\0cat', 'contains a line break or NUL'],
    ['password', 'pw\r', 'contains a line break or NUL'],
    ['baseUrl', 7, 'must be a string, not 7'],
    ['baseUrl', 'https://ghe.example.com\n/api/v3', 'contains a line break or NUL'],
    ['fetch', 'fetch', 'must be a function, not string'],
    ['allowInsecureHttp', 'yes', 'must be a boolean, not string'],
    ['allowInsecureHttp', 1, 'must be a boolean, not 1'],
  ])('%s: %o', (name, value, message) => {
    const error = thrown(make({ [name]: value }), ValidationError);
    expect(error.parameter).toBe(name);
    expect(error.message).toBe(`${name}: ${message}`);
  });

  it.each([
    ['timeout', false],
    ['timeout', 1],
    ['timeout', 0.5],
    ['timeout', MAX_TIMEOUT],
    ['retry', true],
    ['retry', false],
    ['retry', {}],
    ['retry', { limit: 0 }],
    ['retry', { limit: 10, delay: 0, backoffLimit: 1.5, maxRetryAfter: MAX_TIMEOUT }],
    ['retry', { limit: undefined }],
    ['maxResponseBytes', 1],
    ['maxResponseBytes', Number.MAX_SAFE_INTEGER],
    ['maxResponseBytes', Infinity],
    ['store', store],
    ['stages', [watch({}), watch({ beforeRequest: fn, afterResponse: undefined, beforeRetry: fn, beforeError: fn, deviation: fn })]],
    ['stages', [logging(console), logging({ debug: fn }), logging({ warn: fn })]],
    ['stages', [twoFactor(() => '123456')]],
    ['credentials', provider],
    ['credentials', { ...provider, kind: 'installation' }],
    ['cache', false],
    ['cache', conditionalCache()],
    ['cache', conditionalCache(new Map())],
    ['pacing', pacing()],
    ['pacing', false],
    ['rateLimit', rateBudget()],
    ['rateLimit', rateBudget({ wait: true, maxWait: 0 })],
    ['rateLimit', rateBudget({ wait: true, maxWait: 0.5 })],
    ['rateLimit', rateBudget({ wait: true, maxWait: MAX_TIMEOUT })],
    ['rateLimit', false],
    ['store', sharedStore({ get: fn, set: fn, reserve: () => 0, update: fn })],
    ['apiVersion', null],
    ['username', 'Zoë 日本'],
    ['password', 'pässwörd\t😀'],
    ['userAgent', 'bot/1 (café)'],
    ['fetch', fn],
    ['allowInsecureHttp', true],
    ['token', undefined],
    ['timeout', undefined],
  ])('%s: %o is accepted', (name, value) => {
    expect(isSession(make({ [name]: value })())).toBe(true);
  });

  it.each([
    [{ maxWait: -1 }, 'maxWait', `must be ${maxWaitRule}, not -1`],
    [{ maxWait: MAX_TIMEOUT + 1 }, 'maxWait', `must be ${maxWaitRule}, not ${MAX_TIMEOUT + 1}`],
    [{ maxWait: Number.NaN }, 'maxWait', `must be ${maxWaitRule}, not NaN`],
    [{ maxWait: '1m' }, 'maxWait', `must be ${maxWaitRule}, not string`],
    [{ wait: 'yes' }, 'wait', 'must be true or false, not string'],
    [{ wiat: true }, 'wiat', 'is not an option of rateBudget'],
  ])('rateBudget(%o) → ValidationError naming the option', (options, name, message) => {
    const error = thrown(() => rateBudget(options as never), ValidationError);
    expect(error.parameter).toBe(name);
    expect(error.message).toBe(`${name}: ${message}`);
  });

  it.each([
    [null, 'null'],
    [[fn], 'object'],
    [fn, 'function'],
    [{ onRequest: fn }, 'object'],
    [{ beforeRequest: 'log' }, 'object'],
    [{ afterResponse: [fn] }, 'object'],
  ])('watch(%o) → ValidationError naming hooks; a client given them refuses them alike', (hooks, type) => {
    for (const making of [() => watch(hooks as never), () => createClient({ hooks: hooks as never })]) {
      const error = thrown(making, ValidationError);
      expect(error.parameter).toBe('hooks');
      expect(error.message).toBe(`hooks: must be ${hooksRule}, not ${type}`);
    }
  });

  it.each([
    [{}, 'object'],
    [{ info: fn }, 'object'],
    [{ debug: 'x', warn: 'y' }, 'object'],
    [fn, 'function'],
    [null, 'null'],
  ])('logging(%o) → ValidationError naming log; a client given it refuses it alike', (log, type) => {
    for (const making of [() => logging(log as never), () => createClient({ log: log as never })]) {
      const error = thrown(making, ValidationError);
      expect(error.parameter).toBe('log');
      expect(error.message).toBe(`log: must be ${logRule}, not ${type}`);
    }
  });

  it('twoFactor of what is not a function → ValidationError naming twoFactorCallback, for a client too', () => {
    for (const making of [() => twoFactor('123456' as never), () => createClient({ username: 'octocat', password: 'pw', twoFactorCallback: '123456' as never })]) {
      expect(thrown(making, ValidationError).message).toBe('twoFactorCallback: must be a function, not string');
    }
  });

  it('a client takes hooks, a log and a two-factor callback as they are, and names their stages after the caller’s own', () => {
    const own = wrapRequests((_request, next) => next());
    const code = () => '123456';
    const gh = createClient({ username: 'octocat', password: 'pw', hooks: { beforeRetry: fn }, log: console, twoFactorCallback: code, stages: [own] });
    expect(gh.session.stages.map((stage) => stage.name).slice(0, 4)).toEqual([own.name, 'logging', 'watch', 'two-factor']);
    expect(gh.session.log).toBe(console);
    expect(twoFactorOf(gh.session)).toBe(code);
  });

  it('an unknown option (a typo) → ValidationError naming it, even when undefined', () => {
    for (const options of [{ tokne: TOKEN }, { tokne: undefined }, { Token: TOKEN }]) {
      const error = thrown(make(options), ValidationError);
      expect(error.message).toBe(`${Object.keys(options)[0]}: is not a session option`);
    }
  });

  it('options that are not an object → ValidationError; a string is read as a token given bare, never echoed', () => {
    for (const options of [null, 5, [], true]) expect(thrown(make(options), ValidationError).message).toBe('options: must be an options object');
    const error = thrown(make(TOKEN), ValidationError);
    expect(error.message).toBe('options: must be an options object: pass a token as { token }');
  });

  it.each([
    ['https://octocat:secret-pw@ghe.example.com/api/v3', 'must not carry a user name or password: pass them as options'],
    ['https://octocat@ghe.example.com/api/v3', 'must not carry a user name or password: pass them as options'],
    ['https://:secret-pw@ghe.example.com/api/v3', 'must not carry a user name or password: pass them as options'],
    ['https://ghe.example.com/api/v3?token=secret-pw', 'must not carry a query or fragment'],
    ['https://ghe.example.com/api/v3#secret-pw', 'must not carry a query or fragment'],
    ['ftp://ghe.example.com/api/v3', 'must be http or https'],
    ['file:///etc/secret-pw', 'must be http or https'],
    ['javascript:secret-pw', 'must be http or https'],
    ['ghe.example.com/api/v3', 'is not a URL: "ghe.example.com/api/v3"'],
    ['https://octocat:secret-pw@[ghe/api/v3', 'is not a URL: "https://[ghe/api/v3"'],
  ])('baseUrl %s → ValidationError, the password never echoed', (baseUrl, message) => {
    const error = thrown(make({ baseUrl, token: TOKEN }), ValidationError);
    expect(error.parameter).toBe('baseUrl');
    expect(error.message).toBe(`baseUrl: ${message}`);
    expect(error.message).not.toContain('secret-pw');
  });

  it('a trailing slash on the base URL is dropped: requests go to /api/v3/…, not /api/v3//…', async () => {
    expect(createSession({ baseUrl: `${GHE}/` }).baseUrl).toBe(GHE);
    expect(createSession({ baseUrl: `${GHE}///` }).baseUrl).toBe(GHE);
    expect(createSession({ baseUrl: 'https://ghe.example.com/' }).baseUrl).toBe('https://ghe.example.com');
    expect(createSession({ baseUrl: 'HTTPS://GHE.example.com:443/api/v3' }).baseUrl).toBe(GHE);
    const { session, sent } = answered({ baseUrl: `${GHE}/`, token: TOKEN });
    await send(session, { path: '/user' });
    expect(sent.map((r) => [r.url, r.headers.authorization])).toEqual([[`${GHE}/user`, `token ${TOKEN}`]]);
  });
});
