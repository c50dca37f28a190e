import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/core/session.js';
import { ValidationError } from '../src/errors/validation-error.js';
import { request } from '../src/route/index.js';
import { closeLoopbacks, loopback, type Loopback } from './hardening/loopback.js';

/*
 * Nothing is refused that GitHub would take. The interface's operations are written by hand, with
 * checks of their own; here each is held to what GitHub's description documents of its request
 * (spec/openapi/documented-requests.json, written by `npm run generate`): the documented example
 * request is sent, as documented, and every enum value the description gives a body member passes
 * that member's check. Called by route, which checks exactly as the route's own function does.
 */

interface Documented {
  method: string;
  route: string;
  description?: string;
  request?: { body?: unknown; query?: Record<string, unknown> };
  enums?: Record<string, unknown[]>;
}

const { requests } = JSON.parse(readFileSync(new URL('openapi/documented-requests.json', import.meta.url), 'utf8')) as { requests: Record<string, Documented> };

/** A path parameter's value, by its name, of the shape GitHub's paths take. */
function pathValue(name: string): string | number {
  const values: Record<string, string | number> = {
    owner: 'octocat',
    repo: 'Hello-World',
    org: 'github',
    username: 'octocat',
    ref: 'heads/main',
    path: 'README.md',
    name: 'bug',
    team_slug: 'justice-league',
    gist_id: 'aa5a315d61ae9438b18d',
    branch: 'main',
    tag: 'v1.0',
    basehead: 'main...topic',
    archive_format: 'zipball',
    enterprise: 'octo-enterprise',
    emoji: 'heart',
    key: 'secret',
    template_owner: 'octocat',
    template_repo: 'template',
    license: 'mit',
    file_sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd',
  };
  if (name in values) return values[name] as string | number;
  if (/sha$/.test(name)) return '6dcb09b5b57875f334f61aebed695e2e4193db5e';
  if (/(^|_)(id|number)$/.test(name)) return 1;
  return 'octocat';
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

let server: Loopback;
beforeAll(async () => {
  server = await loopback((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
afterAll(closeLoopbacks);

/** Calls the route with these members; gives the ValidationError it throws, or the body it sent (null when nothing was sent). */
async function call(documented: Documented, members: Record<string, unknown>): Promise<{ refused: ValidationError | null; sent: { body: string; url: string } | null }> {
  const session = createSession({ baseUrl: `${server.url}${documented.description === 'ghes-3.19' ? '/api/v3' : ''}`, token: 'documented-requests-token', retry: false });
  const params: Record<string, unknown> = { ...members };
  for (const [, name] of documented.route.matchAll(/\{\+?([^}]+)\}/g)) params[name as string] ??= pathValue(name as string);
  const before = server.requests.length;
  let refused: ValidationError | null = null;
  try {
    const result = await request(session, `${documented.method} ${documented.route}`, params);
    if (result && typeof (result as { toArray?: unknown }).toArray === 'function') await (result as { toArray(): Promise<unknown> }).toArray();
  } catch (error) {
    if (error instanceof ValidationError) refused = error;
  }
  const sent = server.requests[before];
  return { refused, sent: sent ? { body: sent.body, url: sent.url } : null };
}

const withRequest = Object.entries(requests).filter(([, documented]) => documented.request && (documented.request.body === undefined || isRecord(documented.request.body)));
const withEnums = Object.entries(requests).flatMap(([id, documented]) => Object.entries(documented.enums ?? {}).flatMap(([member, values]) => values.map((value) => [id, documented, member, value] as const)));

describe('every documented example request of the interface’s operations', () => {
  it('is found for many of them', () => {
    expect(Object.keys(requests).length).toBeGreaterThan(280);
    expect(withRequest.length).toBeGreaterThan(70);
  });

  it.each(withRequest.map(([id, documented]) => [`${documented.method} ${documented.route}`, id, documented] as const))('%s (%s) is sent as documented', async (_, __, documented) => {
    const body = (documented.request?.body ?? {}) as Record<string, unknown>;
    const { refused, sent } = await call(documented, { ...documented.request?.query, ...body });
    expect(refused?.message ?? null).toBeNull();
    expect(sent).not.toBeNull();
    const wire = sent?.body ? (JSON.parse(sent.body) as Record<string, unknown>) : {};
    // Each documented member goes out under its name, as given (or in a normal form GitHub documents).
    for (const [member, value] of Object.entries(body)) expect(wire[member], member).toEqual(value);
    const query = new URL(sent?.url ?? '/', 'http://x').searchParams;
    for (const [member, value] of Object.entries(documented.request?.query ?? {})) expect(query.get(member), member).toBe(Array.isArray(value) ? value.join(',') : String(value));
  });
});

describe('every enum value the description gives a body member of the interface’s operations', () => {
  it.each(withEnums.map(([id, documented, member, value]) => [`${member}: ${JSON.stringify(value)}`, `${documented.method} ${documented.route}`, id, documented, member, value] as const))('%s passes its check (%s, %s)', async (_, __, ___, documented, member, value) => {
    const body = isRecord(documented.request?.body) ? documented.request.body : {};
    const { refused } = await call(documented, { ...body, [member]: value });
    // Another member may be missing; this one is never the reason.
    expect(refused?.parameter === member ? refused.message : null).toBeNull();
  });
});

describe('what GitHub takes, taken', () => {
  const session = () => createSession({ baseUrl: server.url, token: 'documented-requests-token', retry: false });
  const lastBody = () => JSON.parse(server.requests.at(-1)?.body ?? 'null') as Record<string, unknown>;

  it('a three-digit label colour, which GitHub expands (f00 → ff0000), is sent as given, by function and by route; a leading # is dropped', async () => {
    const { createLabel } = await import('../src/issues/index.js');
    await createLabel(session(), 'octocat/Hello-World', 'bug', 'f00');
    expect(lastBody()).toEqual({ name: 'bug', color: 'f00' });
    await createLabel(session(), 'octocat/Hello-World', 'bug', '#F00');
    expect(lastBody()).toEqual({ name: 'bug', color: 'F00' });
    await request(session(), 'POST /repos/{owner}/{repo}/labels', { owner: 'octocat', repo: 'Hello-World', name: 'bug', color: 'f00' });
    expect(lastBody()).toEqual({ name: 'bug', color: 'f00' });
  });

  it('a label without a colour (GitHub picks its grey) is sent without one, by function and by route', async () => {
    const { createLabel } = await import('../src/issues/index.js');
    await createLabel(session(), 'octocat/Hello-World', 'bug');
    expect(lastBody()).toEqual({ name: 'bug' });
    await request(session(), 'POST /repos/{owner}/{repo}/labels', { owner: 'octocat', repo: 'Hello-World', name: 'bug' });
    expect(lastBody()).toEqual({ name: 'bug' });
  });

  it('what GitHub refuses of a colour is still refused before anything is sent', async () => {
    const { createLabel } = await import('../src/issues/index.js');
    const before = server.requests.length;
    for (const color of ['ff', 'ff00', 'gg0000', 'ff00000']) await expect(createLabel(session(), 'octocat/Hello-World', 'bug', color)).rejects.toThrow(ValidationError);
    expect(server.requests.length).toBe(before);
  });

  it('by route, a file’s content is the wire’s base64, sent as given (the function takes text or bytes and encodes them)', async () => {
    await request(session(), 'PUT /repos/{owner}/{repo}/contents/{path}', { owner: 'octocat', repo: 'Hello-World', path: 'notes/hello.txt', message: 'Add', content: 'SGVsbG8sIHdvcmxkCg==' });
    expect(lastBody()).toMatchObject({ message: 'Add', content: 'SGVsbG8sIHdvcmxkCg==' });
    await expect(request(session(), 'PUT /repos/{owner}/{repo}/contents/{path}', { owner: 'octocat', repo: 'Hello-World', path: 'a.txt', message: 'Add', content: 'not base64!' })).rejects.toThrow(ValidationError);
  });

  it('a member the function always sends may be given by route as that value, and only as that value', async () => {
    await request(session(), 'PATCH /user/memberships/orgs/{org}', { org: 'github', state: 'active' });
    expect(lastBody()).toEqual({ state: 'active' });
    await expect(request(session(), 'PATCH /user/memberships/orgs/{org}', { org: 'github', state: 'pending' as 'active' })).rejects.toThrow(/state: must be "active"/);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(request(session(), 'PATCH /user/memberships/orgs/{org}', { org: 'github', state: circular as unknown as 'active' })).rejects.toThrow(ValidationError);
  });

  it('POST /user/emails by route takes the documented { emails } list', async () => {
    // The stand-in answers {}, not the list of addresses: only what was sent matters here.
    await request(session(), 'POST /user/emails' as string, { emails: ['octocat@github.com', 'mona@github.com'] }).catch(() => undefined);
    expect(lastBody()).toEqual({ emails: ['octocat@github.com', 'mona@github.com'] });
  });
});
