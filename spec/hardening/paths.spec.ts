import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import { ValidationError } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { Label } from '../../src/models/labels.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from './loopback.js';

/** A server that answers everything, so that a request that should not leave is seen if it does. */
async function anything() {
  return loopback((_, response) => json(response, 200, { id: 1, name: 'x', full_name: 'o/r', owner: { login: 'o', id: 1 } }));
}

afterEach(closeLoopbacks);

describe('dot segments never reach the wire', () => {
  it('a label named ".." → ValidationError naming it, nothing sent (was DELETE /repos/o/r/)', async () => {
    const server = await anything();
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(gh.Label.delete({ owner: 'o', repo: 'r', name: '..' }), ValidationError);
    expect(error.parameter).toMatch(/name$/);
    expect(server.requests).toHaveLength(0);
  });

  it('unfollowing ".." → ValidationError, nothing sent (was DELETE /user/)', async () => {
    const server = await anything();
    const gh = createClient({ baseUrl: server.url, token: TOKEN });
    const error = await rejection(gh.unfollow('..'), ValidationError);
    expect(error.parameter).toBe('username');
    expect(server.requests).toHaveLength(0);
  });

  it.each(['.', '..', '%2e', '%2E%2e', '.%2E'])('repository("%s", …) under an /api/v3 base → ValidationError, nothing sent (was a request to /api/)', async (owner) => {
    const server = await anything();
    const gh = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    const error = await rejection(gh.repository(owner, '..'), ValidationError);
    expect(error.parameter).toMatch(/owner$/);
    expect(server.requests).toHaveLength(0);
  });

  it('a parsed label whose url hides %2E%2E segments → ValidationError, nothing sent (was PATCH /api/labels/x)', async () => {
    const server = await anything();
    const gh = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    const label = fromDict(Label, { id: 1, name: 'x', color: 'ffffff', url: `${server.url}/api/v3/repos/%2E%2E/%2E%2E/labels/x` });
    await rejection(gh.Label.update(label, 'y', '00ff00'), ValidationError);
    await rejection(gh.Label.delete(label), ValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it('whatever a codec hands over: an encoded dot segment in a parameter, a {+path} or an absolute URL is refused', async () => {
    const server = await anything();
    const { session } = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    const cases = [
      send(session, { path: '/repos/{owner}/{repo}', params: { owner: 'o', repo: '.' } }),
      send(session, { path: '/repos/o/r/contents/{+path}', params: { path: 'docs/../../../../user' } }),
      send(session, { path: '/repos/o/r/contents/{+path}', params: { path: 'docs/%2e%2E/x' } }),
      send(session, { path: '/repos/o/r/contents/{+path}', params: { path: 'docs/./x' } }),
      send(session, { path: `${server.url}/api/v3/repos/%2e%2e/%2E%2E/user`, method: 'DELETE' }),
      send(session, { path: `${server.url}/api/v3/repos/o/r/../../../user` }),
      send(session, { path: '/repos/o/r/../../../../user' }),
      send(session, { path: 'user' }),
    ];
    for (const call of cases) await rejection(call, ValidationError);
    expect(server.requests).toHaveLength(0);
  });

  it('an object url on the session’s host but outside its /api/v3 base gets no token and no body (refresh, update)', async () => {
    const server = await anything();
    const gh = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    const label = fromDict(Label, { id: 1, name: 'x', color: 'ffffff', url: `${server.url}/api/labels/x` });
    await rejection(gh.Label.update(label, 'y', '00ff00'), ValidationError);
    const error = await rejection(send(gh.session, { path: `${server.url}/api/labels/x`, method: 'PATCH', body: { name: 'y' } }), ValidationError);
    expect(error.message).toMatch(/outside the session’s base URL/);
    expect(server.requests).toHaveLength(0);
    await gh.refresh(label).catch(() => undefined);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([['GET', '/api/labels/x', undefined]]);
  });

  it('names that only look like dots are sent, escaped', async () => {
    const server = await anything();
    const gh = createClient({ baseUrl: `${server.url}/api/v3`, token: TOKEN });
    await gh.repository('...', 'a..b');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v3/repos/.../a..b']);
  });
});
