import { describe, expect, it } from 'vitest';
import { codec, flag, positive, required, segment, text } from '../../src/core/codec.js';
import { body, operation, path, query, type Declaration, done, list, reads } from '../../src/core/operation.js';
import { repository } from '../../src/core/refs.js';
import { createSession } from '../../src/core/session.js';
import type { CredentialProvider } from '../../src/core/types.js';
import { ServerError, TransportError, ValidationError } from '../../src/errors/index.js';
import { ShortUser } from '../../src/models/users.js';
import { answered } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

/**
 * A declared operation reads every argument through its codec before anything is sent, puts
 * each where the declaration says (path, query, body, under its wire name) and refuses what
 * the declaration does not name.
 */

const TOKEN = 'test-token-operation';
const app: CredentialProvider = { kind: 'app', identity: 'app:1', secrets: [], authorization: async () => 'Bearer test-token-jwt', refused: async () => undefined };
const installation: CredentialProvider = { ...app, kind: 'installation', identity: 'installation:1' };

/** A POST with a target, two required arguments, and options of every destination. */
const createThing = operation({
  method: 'POST',
  path: '/repos/{owner}/{repo}/things/{thing_id}',
  target: path(repository),
  args: ['thingId', 'title'],
  params: {
    thingId: path(positive, 'thing_id'),
    title: body(required),
    mergeMethod: body(text),
    draftMode: body(flag, 'draft'),
    sortBy: query(text),
    labelName: query(text, 'label'),
  },
  result: done,
});

const getThing = operation({ path: '/things/{id}', target: path(positive, 'id'), result: reads((reply) => reply.data) });

const urlOf = (sent: { url: string }[], i = 0) => new URL(sent[i]?.url ?? 'http://missing');
const bodyOf = (sent: { body: string | undefined }[], i = 0) => JSON.parse(sent[i]?.body ?? 'null') as unknown;

describe('where arguments go', () => {
  it('target and required arguments in order, options under their snake_case or wire names, each to its destination', async () => {
    const { session, sent } = answered({ token: TOKEN });
    expect(await createThing(session, 'octocat/Hello-World', 7, 'A title', { mergeMethod: 'squash', draftMode: true, sortBy: 'created', labelName: 'bug' })).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(urlOf(sent).pathname).toBe('/repos/octocat/Hello-World/things/7');
    expect(Object.fromEntries(urlOf(sent).searchParams)).toEqual({ sort_by: 'created', label: 'bug' });
    expect(bodyOf(sent)).toEqual({ title: 'A title', merge_method: 'squash', draft: true });
  });

  it('an option left undefined is not sent, and a call without options is as one with {}', async () => {
    const { session, sent } = answered({ token: TOKEN });
    await createThing(session, 'octocat/Hello-World', 7, 'A title', { mergeMethod: undefined, sortBy: undefined });
    await createThing(session, 'octocat/Hello-World', 7, 'A title', undefined);
    await createThing(session, 'octocat/Hello-World', 7, 'A title');
    expect(sent).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect(urlOf(sent, i).search).toBe('');
      expect(bodyOf(sent, i)).toEqual({ title: 'A title' });
    }
  });

  it('a parameter name becomes snake_case letter by letter: every capital, and nothing else', async () => {
    const op = operation({ path: '/x', params: { aBC: query(text), a1b: query(text), plain: query(text) }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session, { aBC: '1', a1b: '2', plain: '3' });
    expect(Object.fromEntries(urlOf(sent).searchParams)).toEqual({ a_b_c: '1', a1b: '2', plain: '3' });
  });

  it('a target without a wire name that reads one value is the parameter named target', async () => {
    const inPath = operation({ path: '/things/{target}', target: path(segment), result: done });
    const inQuery = operation({ path: '/things', target: query(segment), result: done });
    const { session, sent } = answered({ token: TOKEN });
    await inPath(session, 'abc');
    await inQuery(session, 'def');
    expect(urlOf(sent, 0).pathname).toBe('/things/abc');
    expect(urlOf(sent, 1).search).toBe('?target=def');
  });

  it('a required path parameter goes under its wire name', async () => {
    const op = operation({ path: '/things/{thing_id}', args: ['id'], params: { id: path(codec<string, string>('text', (value) => String(value)), 'thing_id') }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session, 'abc');
    expect(urlOf(sent).pathname).toBe('/things/abc');
  });

  it('an object read under a wire name is that one parameter: its members never fill other path parameters', async () => {
    const pair = codec<string, { id: number }>('value', () => ({ id: 5 }));
    const op = operation({ path: '/things/{thing}/{id}', args: ['thing'], params: { thing: path(pair, 'thing') }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    expect((await rejection(op(session, 'x'), ValidationError)).parameter).toBe('id');
    expect(sent).toEqual([]);
  });

  it('a codec that reads an argument as nothing sends nothing for it (no empty body)', async () => {
    const nothing = codec<string, undefined>('text', () => undefined);
    const op = operation({ method: 'POST', path: '/x', args: ['note'], params: { note: body(nothing) }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session, 'ignored');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBeUndefined();
  });

  it('a documented fallback is sent when the caller gives nothing, and the caller’s value otherwise', async () => {
    const op = operation({ method: 'PUT', path: '/x', params: { state: query(text, undefined, 'all'), mode: body(text, 'merge_mode', 'merge'), other: body(text) }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session);
    await op(session, { state: 'open', mode: 'squash' });
    expect(Object.fromEntries(urlOf(sent, 0).searchParams)).toEqual({ state: 'all' });
    expect(bodyOf(sent, 0)).toEqual({ merge_mode: 'merge' });
    expect(Object.fromEntries(urlOf(sent, 1).searchParams)).toEqual({ state: 'open' });
    expect(bodyOf(sent, 1)).toEqual({ merge_mode: 'squash' });
  });

  it('fixed values are always sent; without any body member, no body and GET by default', async () => {
    const op = operation({ method: 'PATCH', path: '/x', fixed: { query: { kind: 'a' }, body: { state: 'closed' } }, result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session);
    await getThing(session, 3);
    expect(sent.map((r) => r.method)).toEqual(['PATCH', 'GET']);
    expect(Object.fromEntries(urlOf(sent, 0).searchParams)).toEqual({ kind: 'a' });
    expect(bodyOf(sent, 0)).toEqual({ state: 'closed' });
    expect(sent[1]?.body).toBeUndefined();
    expect(urlOf(sent, 1).pathname).toBe('/things/3');
  });

  it('the declared Accept is sent unless the call’s headers name one; the call’s other headers are sent too', async () => {
    const op = operation({ path: '/x', accept: 'application/vnd.github.preview+json', result: done });
    const { session, sent } = answered({ token: TOKEN });
    await op(session);
    await op(session, { headers: { Accept: 'application/vnd.github.raw', 'X-Extra': 'yes' } });
    await getThing(session, 1, { headers: { 'x-extra': 'also' } });
    expect(sent[0]?.headers.accept).toBe('application/vnd.github.preview+json');
    expect([sent[1]?.headers.accept, sent[1]?.headers['x-extra']]).toEqual(['application/vnd.github.raw', 'yes']);
    expect(sent[2]?.headers.accept).not.toBe('application/vnd.github.preview+json');
    expect(sent[2]?.headers['x-extra']).toBe('also');
  });

  it('encode shapes the request from the decoded values', async () => {
    const op = operation({
      method: 'POST',
      path: '/x',
      args: ['names'],
      params: { names: body(codec<string, string[]>('list', (value) => String(value).split(','))) },
      result: done,
      encode: (values, spec) => ({ ...spec, body: values.names }),
    });
    const { session, sent } = answered({ token: TOKEN });
    await op(session, 'a,b');
    expect(bodyOf(sent)).toEqual(['a', 'b']);
  });
});

describe('what is refused before anything is sent', () => {
  it('a missing or null required argument names it', async () => {
    const { session, sent } = answered({ token: TOKEN });
    for (const title of [undefined, null]) {
      const error = await rejection(createThing(session, 'octocat/Hello-World', 7, title as never), ValidationError);
      expect(error.message).toBe('title: is required');
    }
    expect((await rejection(createThing(session, 'octocat/Hello-World', undefined as never, 't'), ValidationError)).message).toBe('thingId: is required');
    expect(sent).toEqual([]);
  });

  it('a bad argument is a ValidationError naming it; a target is named by its wire name, else by its codec', async () => {
    const { session, sent } = answered({ token: TOKEN });
    expect((await rejection(createThing(session, 'octocat/Hello-World', 0, 't'), ValidationError)).parameter).toBe('thingId');
    expect((await rejection(createThing(session, 'nope', 1, 't'), ValidationError)).parameter).toBe('repository');
    expect((await rejection(getThing(session, 0), ValidationError)).parameter).toBe('id');
    expect((await rejection(createThing(session, 'octocat/Hello-World', 1, 't', { draftMode: 'yes' as never }), ValidationError)).parameter).toBe('draftMode');
    expect(sent).toEqual([]);
  });

  it('more arguments than declared: the message counts them', async () => {
    const { session, sent } = answered({ token: TOKEN });
    const many = createThing as unknown as (...args: unknown[]) => Promise<unknown>;
    const one = getThing as unknown as (...args: unknown[]) => Promise<unknown>;
    const none = operation({ path: '/x', result: done }) as unknown as (...args: unknown[]) => Promise<unknown>;
    expect((await rejection(many(session, 'octocat/Hello-World', 7, 't', {}, {}), ValidationError)).message).toBe('arguments: expected 3 arguments and an options object, got 5 arguments');
    expect((await rejection(one(session, 1, {}, {}), ValidationError)).message).toBe('arguments: expected 1 argument and an options object, got 3 arguments');
    expect((await rejection(none(session, {}, {}), ValidationError)).message).toBe('arguments: expected 0 arguments and an options object, got 2 arguments');
    expect(sent).toEqual([]);
  });

  it('options that are not an object, an option not declared, a required argument given as an option', async () => {
    const { session, sent } = answered({ token: TOKEN });
    for (const [options, shown] of [[null, 'null'], ['x', '"x"'], [5, '5'], [['a'], 'a list']]) {
      expect((await rejection(getThing(session, 1, options as never), ValidationError)).message).toBe(`options: must be an object (or nothing), not ${shown}`);
    }
    expect((await rejection(getThing(session, 1, { color: 'red' } as never), ValidationError)).message).toBe('color: is not an option of this operation');
    expect((await rejection(createThing(session, 'octocat/Hello-World', 7, 't', { title: 'again' } as never), ValidationError)).message).toBe('title: is not an option of this operation');
    expect(sent).toEqual([]);
  });

  it('listing options are options of listings only', async () => {
    const { session, sent } = answered({ token: TOKEN });
    for (const name of ['number', 'etag', 'perPage', 'onPage']) {
      expect((await rejection(getThing(session, 1, { [name]: 1 } as never), ValidationError)).message).toBe(`${name}: is not an option of this operation`);
    }
    expect(sent).toEqual([]);
  });

  it('a signal that is not an AbortSignal, a retry that is not true or false', async () => {
    const { session, sent } = answered({ token: TOKEN });
    expect((await rejection(getThing(session, 1, { signal: {} as never }), ValidationError)).message).toBe('signal: must be an AbortSignal, not a object');
    expect((await rejection(getThing(session, 1, { retry: 1 as never }), ValidationError)).message).toBe('retry: must be true or false, not 1');
    expect((await rejection(getThing(session, 1, { headers: 'x' as never }), ValidationError)).parameter).toBe('headers');
    expect(sent).toEqual([]);
    await getThing(session, 1, { signal: new AbortController().signal, retry: false });
    expect(sent).toHaveLength(1);
  });

  it('something that is not a session', async () => {
    expect((await rejection(getThing({ baseUrl: 'https://api.github.com' } as never, 1), ValidationError)).parameter).toBe('session');
  });

  it('check sees the decoded values by name and may refuse them', async () => {
    const seen: unknown[] = [];
    const op = operation({
      path: '/x',
      args: ['low'],
      params: { low: query(positive), high: query(positive), state: query(text, undefined, 'all') },
      check: (values) => {
        seen.push({ ...values });
        if ((values.high as number) < (values.low as number)) throw new ValidationError('high', 'must not be below low');
      },
      result: done,
    });
    const { session, sent } = answered({ token: TOKEN });
    await op(session, 2, { high: 5 });
    expect((await rejection(op(session, 9, { high: 5 }), ValidationError)).parameter).toBe('high');
    expect(seen).toEqual([{ low: 2, high: 5, state: 'all' }, { low: 9, high: 5, state: 'all' }]);
    expect(sent).toHaveLength(1);
  });
});

describe('who may call', () => {
  const authed: Partial<Declaration> = { auth: 'Things.create' };

  it('an operation that needs authentication refuses an anonymous session, naming the operation', async () => {
    const op = operation({ path: '/x', ...authed, result: done });
    const anonymous = answered();
    const error = await rejection(op(anonymous.session), ValidationError);
    expect(error.message).toBe('session: Things.create needs an authenticated session (token or username and password)');
    expect(anonymous.sent).toEqual([]);
    const withToken = answered({ token: TOKEN });
    await op(withToken.session);
    expect(withToken.sent).toHaveLength(1);
    const plain = answered();
    await getThing(plain.session, 1);
    expect(plain.sent).toHaveLength(1);
  });

  it('the authenticated user’s routes refuse a GitHub App or installation session; a user’s session is sent', async () => {
    const me = operation({ path: '/user', result: done });
    const mine = operation({ path: '/user/repos', auth: 'Users.repos', result: done });
    const marked = operation({ path: '/things', user: true, result: done });
    for (const credentials of [app, installation]) {
      const { session, sent } = answered({ credentials });
      expect((await rejection(me(session), ValidationError)).message).toBe(
        "session: this operation needs a user's credentials (a token or username and password): a GitHub App session acts as the app or its installation, which the service refuses here",
      );
      expect((await rejection(mine(session), ValidationError)).message).toMatch(/^session: Users\.repos needs a user's credentials/);
      expect((await rejection(marked(session), ValidationError)).parameter).toBe('session');
      expect(sent).toEqual([]);
    }
    const { session, sent } = answered({ token: TOKEN });
    await me(session);
    await mine(session);
    await marked(session);
    expect(sent).toHaveLength(3);
  });

  it('routes that only start like /user are not the user’s own', async () => {
    const { session, sent } = answered({ credentials: app });
    for (const route of ['/users/octocat', '/userx', '/repos/o/r/user/x']) await operation({ path: route, result: done })(session);
    expect(sent).toHaveLength(3);
  });
});

describe('how a call ends', () => {
  it('a failure of a promised result is a rejection, never a throw', () => {
    const { session } = answered({ token: TOKEN });
    let result: Promise<unknown> | undefined;
    expect(() => (result = getThing(session, 0))).not.toThrow();
    return expect(result).rejects.toThrow(ValidationError);
  });

  it('a listing is made at once and its bad arguments throw at once', () => {
    const listThings = operation({ path: '/things', params: { sortBy: query(text) }, result: list(ShortUser) });
    const { session, sent } = answered({ token: TOKEN });
    expect(() => listThings(session, { sortBy: 5 as never })).toThrow(ValidationError);
    expect(() => listThings(session, { perPage: 0 })).toThrow(ValidationError);
    expect(listThings(session, { number: 2, perPage: 2 }).perPage).toBe(2);
    expect(sent).toEqual([]);
  });

  it('a listing’s pages carry the call’s headers, signal and the declared Accept; number and perPage are its own', async () => {
    const listThings = operation({ path: '/things', accept: 'application/vnd.github.preview+json', result: list(ShortUser) });
    const pages = [[{ id: 1, login: 'a' }, { id: 2, login: 'b' }], [{ id: 3, login: 'c' }]];
    const sent: { url: string; headers: Headers; signal: AbortSignal }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, headers: request.headers, signal: request.signal });
      const page = sent.length;
      const link: Record<string, string> = page === 1 ? { link: '<https://api.github.com/things?page=2>; rel="next"' } : {};
      return Response.json(pages[page - 1], { headers: link });
    };
    const session = createSession({ token: TOKEN, retry: false, fetch });
    const controller = new AbortController();
    const listing = listThings(session, { number: 3, perPage: 2, headers: { 'x-extra': 'yes' }, signal: controller.signal });
    expect((await listing.toArray()).map((u) => u.login)).toEqual(['a', 'b', 'c']);
    expect(sent.map((r) => new URL(r.url).search)).toEqual(['?per_page=2', '?page=2']);
    for (const r of sent) expect([r.headers.get('accept'), r.headers.get('x-extra')]).toEqual(['application/vnd.github.preview+json', 'yes']);
    controller.abort();
    await rejection(listing.toArray(), TransportError);
    for (const r of sent.slice(2)) expect(r.signal.aborted).toBe(true);
  });

  it('the call’s retry rule reaches the request: false sends once, true retries a POST', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => (++calls === 1 ? Response.json({ message: 'Server Error' }, { status: 502 }) : Response.json({}));
    const session = createSession({ token: TOKEN, retry: { delay: 1 }, fetch });
    await rejection(getThing(session, 1, { retry: false }), ServerError);
    expect(calls).toBe(1);
    calls = 0;
    expect(await createThing(session, 'octocat/Hello-World', 1, 't', { retry: true })).toBe(true);
    expect(calls).toBe(2);
    calls = 0;
    await rejection(createThing(session, 'octocat/Hello-World', 1, 't'), ServerError);
    expect(calls).toBe(1);
  });

  it('an operation keeps its declaration, each parameter with its destination, wire name and fallback', () => {
    const declaration = { path: '/x', result: done } as const;
    expect(operation(declaration).declaration).toBe(declaration);
    expect(path(segment, 'owner')).toEqual({ to: 'path', codec: segment, wire: 'owner' });
    expect(query(text, 'q', 'all')).toEqual({ to: 'query', codec: text, wire: 'q', fallback: 'all' });
    expect(body(text, 'b', 'x')).toEqual({ to: 'body', codec: text, wire: 'b', fallback: 'x' });
  });
});
