import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { classic, classicBool, classicList, explained, INERTIA } from '../../src/core/classic.js';
import { operation, path, one } from '../../src/core/operation.js';
import { positive } from '../../src/core/codec.js';
import { GitHubError, NotFoundError, ServerError, TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { ShortUser } from '../../src/models/users.js';
import { capturedSession } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

/**
 * Classic projects are served by Enterprise Server only: api.github.com answers 404 or 410 for
 * every route. Such an answer from api.github.com is explained in the error's message, keeping
 * its type and fields; every other failure, and every other origin, is left as it is.
 */

const API = 'https://api.github.com';
const GHE = 'https://ghe.example.com';
const WHY = 'classic projects were removed from api.github.com; only GitHub Enterprise Server serves them';
const id = { to: 'path', codec: positive } as const;
const getThing = operation({ path: '/things/{id}', target: path(positive, 'id'), result: classic(one(ShortUser)) });
const hasThing = operation({ method: 'DELETE', path: '/things/{id}', target: path(positive, 'id'), result: classicBool() });
const movedThing = operation({ method: 'POST', path: '/things/{id}/moves', target: path(positive, 'id'), result: classicBool(201) });
const listThings = operation({ path: '/things/{id}/items', target: { ...id, wire: 'id' }, result: classicList(ShortUser) });
const onApi = () => capturedSession({ token: 'test-token-classic' });
const onEnterprise = () => capturedSession({ token: 'test-token-classic', baseUrl: `${GHE}/api/v3` });

/** A listing of two pages: the first with one item and a link to the second, which answers as given. */
const twoPages = (status: number, second: unknown) =>
  nock(API)
    .get('/things/1/items')
    .query(true)
    .reply(200, [{ id: 1, login: 'a' }], { link: `<${API}/things/1/items?page=2>; rel="next"` })
    .get('/things/1/items')
    .query({ page: '2' })
    .reply(status, second as nock.Body);

describe('a failure from api.github.com', () => {
  it('a 404 keeps its type, status, url, method, errors and documentation url, says why, and has the original as its cause', async () => {
    nock(API)
      .get('/things/1')
      .reply(404, { message: 'Not Found', errors: [{ code: 'missing' }], documentation_url: 'https://docs.github.com/rest' });
    const { session, sent } = onApi();
    const error = await rejection(getThing(session, 1), NotFoundError);
    expect(sent).toHaveLength(1);
    expect(error.message).toBe(`Not Found (${WHY})`);
    expect([error.status, error.method, error.url, error.documentationUrl]).toEqual([404, 'GET', `${API}/things/1`, 'https://docs.github.com/rest']);
    expect(error.errors).toEqual([{ code: 'missing' }]);
    expect(error.cause).toBeInstanceOf(NotFoundError);
    expect((error.cause as Error).message).toBe('Not Found');
  });

  it('a 410 keeps its type and says why', async () => {
    nock(API).get('/things/1').reply(410, { message: 'Gone' });
    const { session } = onApi();
    const error = await rejection(getThing(session, 1));
    expect([error.constructor, error.status, error.message]).toEqual([(error.cause as GitHubError).constructor, 410, `Gone (${WHY})`]);
  });

  it('in a listing, a 404 or 410 of any page is explained', async () => {
    twoPages(410, { message: 'Gone' });
    const { session, sent } = onApi();
    const seen: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const user of listThings(session, 1)) seen.push(String(user.login));
      })(),
    );
    expect(seen).toEqual(['a']);
    expect(sent).toHaveLength(2);
    expect([error.status, error.message]).toEqual([410, `Gone (${WHY})`]);
  });

  it('a listing that succeeds yields every item of every page', async () => {
    twoPages(200, [{ id: 2, login: 'b' }]);
    const { session } = onApi();
    expect((await listThings(session, 1).toArray()).map((u) => u.login)).toEqual(['a', 'b']);
  });

  it('a listing takes the listing options, and its bad arguments throw at once', async () => {
    nock(API).get('/things/1/items').query({ per_page: '1' }).reply(200, [{ id: 1, login: 'a' }], { link: `<${API}/things/1/items?page=2>; rel="next"` });
    const { session, sent } = onApi();
    expect((await listThings(session, 1, { number: 1 }).toArray()).map((u) => u.login)).toEqual(['a']);
    expect(sent).toHaveLength(1);
    expect(() => listThings(session, 0)).toThrow(ValidationError);
  });

  it('a yes/no answered 404 throws, explained, instead of answering false', async () => {
    nock(API).delete('/things/1').reply(404, { message: 'Not Found' }).post('/things/2/moves').reply(404, { message: 'Not Found' });
    const { session, sent } = onApi();
    expect((await rejection(hasThing(session, 1), NotFoundError)).message).toBe(`Not Found (${WHY})`);
    expect((await rejection(movedThing(session, 2), NotFoundError)).message).toBe(`Not Found (${WHY})`);
    expect(sent).toHaveLength(2);
  });

  it('other failures are left as they are: a 500, a 422, a dropped connection', async () => {
    nock(API).get('/things/1').reply(500, { message: 'boom' }).get('/things/2').reply(422, { message: 'Validation Failed' }).get('/things/3').replyWithError('socket hang up');
    const { session } = onApi();
    expect((await rejection(getThing(session, 1), ServerError)).message).toBe('boom');
    expect((await rejection(getThing(session, 2), UnprocessableEntity)).message).toBe('Validation Failed');
    expect((await rejection(getThing(session, 3), TransportError)).message).not.toContain(WHY);
  });
});

describe('a yes/no answer', () => {
  it('is true on its status, false on another success', async () => {
    nock(API).delete('/things/1').reply(204).post('/things/2/moves').reply(201, {}).post('/things/3/moves').reply(200, {});
    const { session } = onApi();
    expect(await hasThing(session, 1)).toBe(true);
    expect(await movedThing(session, 2)).toBe(true);
    expect(await movedThing(session, 3)).toBe(false);
  });

  it('its answer’s body is not read: a body that is not JSON is no failure', async () => {
    nock(API).post('/things/1/moves').reply(201, 'Created', { 'content-type': 'text/plain' });
    const { session, sent } = onApi();
    expect(await movedThing(session, 1)).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('a failure other than a 404 throws as it is', async () => {
    nock(API).delete('/things/1').reply(500, { message: 'boom' }).delete('/things/2').reply(410, { message: 'Gone' });
    const { session } = onApi();
    expect((await rejection(hasThing(session, 1), ServerError)).message).toBe('boom');
    expect((await rejection(hasThing(session, 2))).message).toBe(`Gone (${WHY})`);
  });
});

describe('Enterprise Server', () => {
  it('its answers are left as they are: a 404 is plain, a yes/no answered 404 is false, a 410 is plain', async () => {
    nock(GHE)
      .get('/api/v3/things/1')
      .reply(404, { message: 'Not Found' })
      .delete('/api/v3/things/1')
      .reply(404, { message: 'Not Found' })
      .delete('/api/v3/things/2')
      .reply(410, { message: 'Gone' });
    const { session, sent } = onEnterprise();
    const error = await rejection(getThing(session, 1), NotFoundError);
    expect(error.message).toBe('Not Found');
    expect(error.cause).toBeUndefined();
    expect(await hasThing(session, 1)).toBe(false);
    expect((await rejection(hasThing(session, 2))).message).toBe('Gone');
    expect(sent).toHaveLength(3);
  });

  it('a host whose name only starts like api.github.com is another origin', () => {
    const error = new NotFoundError({ status: 404, message: 'Not Found' });
    for (const baseUrl of ['https://api.github.com.example.com', 'http://api.github.com', 'https://api.github.com:8443']) {
      expect(explained({ baseUrl } as never, error)).toBe(error);
    }
    expect(explained({ baseUrl: 'https://api.github.com/' } as never, error)).not.toBe(error);
  });
});

describe('explained', () => {
  it('the preview media type classic projects were served under', () => {
    expect(INERTIA).toBe('application/vnd.github.inertia-preview+json');
  });

  it('leaves what is not an error of hubops as it is, whatever its status', () => {
    const session = { baseUrl: API } as never;
    const plain = Object.assign(new Error('Not Found'), { status: 404 });
    expect(explained(session, plain)).toBe(plain);
    expect(explained(session, { status: 410 })).toEqual({ status: 410 });
  });

  it('leaves an error of hubops with another status as it is', () => {
    const session = { baseUrl: API } as never;
    for (const status of [0, 400, 403, 409, 500]) {
      const error = new GitHubError({ status, message: 'x' });
      expect(explained(session, error)).toBe(error);
    }
  });

  it('an error without a method or url gets none', () => {
    const made = explained({ baseUrl: API } as never, new NotFoundError({ status: 404, message: 'Not Found' })) as GitHubError;
    expect([made.method, made.url, made.message]).toEqual([null, null, `Not Found (${WHY})`]);
  });
});
