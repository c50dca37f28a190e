import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { wrapRequests, type WrappedAnswer, type WrappedRequest } from '../../src/core/wrap.js';
import { ValidationError } from '../../src/errors/index.js';
import { getRepository } from '../../src/repos/index.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';

afterEach(closeLoopbacks);

const GITHUB_ID = 'C1D2:3E4F:5A6B7C:8D9E0F:65A1B2C3';
const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World' };

describe('wrapRequests', () => {
  it('sees each request without its credential, adds headers, and times the answer', async () => {
    const server = await loopback((_, response) => void setTimeout(() => json(response, 200, repository, { 'x-github-request-id': GITHUB_ID, 'x-echo': TOKEN }), 30));
    const seen: [WrappedRequest, WrappedAnswer][] = [];
    const session = createSession({
      baseUrl: server.url,
      token: TOKEN,
      stages: [wrapRequests(async (request, send) => void seen.push([request, await send({ 'X-Request-Origin': 'nightly' })]))],
    });
    expect((await getRepository(session, 'octocat/Hello-World')).full_name).toBe('octocat/Hello-World');
    const [[request, answer] = []] = seen;
    expect(request).toMatchObject({ method: 'GET', route: '/repos/{owner}/{repo}', url: `${server.url}/repos/octocat/Hello-World`, id: expect.stringMatching(/^\d+$/) });
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(seen)).not.toContain(TOKEN);
    expect(answer).toMatchObject({ status: 200, requestId: GITHUB_ID });
    expect(answer?.duration).toBeGreaterThanOrEqual(25);
    expect(server.requests[0]?.headers['x-request-origin']).toBe('nightly');
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('decides: a wrap that throws refuses the request, and nothing is sent', async () => {
    const server = await loopback((_, response) => json(response, 200, repository));
    const refusal = new Error('not during the freeze');
    const session = createSession({ baseUrl: server.url, stages: [wrapRequests(() => Promise.reject(refusal))] });
    await expect(getRepository(session, 'octocat/Hello-World')).rejects.toBe(refusal);
    expect(server.requests).toHaveLength(0);
  });

  it('adds no credential, sends once, and does not return without sending', async () => {
    const server = await loopback((_, response) => json(response, 200, repository));
    const adding = createSession({ baseUrl: server.url, stages: [wrapRequests((_, send) => send({ Authorization: `token ${TOKEN}` }))] });
    const added = await rejection(getRepository(adding, 'octocat/Hello-World'), ValidationError);
    expect(added.parameter).toBe('headers.Authorization');
    expect(added.message).not.toContain(TOKEN);

    const twice = createSession({ baseUrl: server.url, stages: [wrapRequests(async (_, send) => (await send(), await send()))] });
    expect((await rejection(getRepository(twice, 'octocat/Hello-World'), ValidationError)).parameter).toBe('send');

    const never = createSession({ baseUrl: server.url, stages: [wrapRequests(() => undefined)] });
    expect((await rejection(getRepository(never, 'octocat/Hello-World'), ValidationError)).parameter).toBe('wrap');
    expect(server.requests).toHaveLength(1);
    expect(() => createSession({ stages: [() => undefined] as never })).toThrow(ValidationError);
  });
});
