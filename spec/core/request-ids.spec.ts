import { afterEach, describe, expect, it } from 'vitest';
import { getRepository } from '../../src/repos/index.js';
import { createSession } from '../../src/core/session.js';
import { NotFoundError } from '../../src/errors/index.js';
import type { ResponseView, RequestView, RetryView } from '../../src/core/types.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';
import { logging, watch } from '../../src/core/index.js';

afterEach(closeLoopbacks);

// The form GitHub gives its request ids.
const GITHUB_ID = 'C1D2:3E4F:5A6B7C:8D9E0F:65A1B2C3';
const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World' };

describe("a request's ids and duration", () => {
  it('each request has its own id, kept over its retries; each answer carries GitHub’s id and how long it took', async () => {
    let failed = false;
    const server = await loopback((request, response, index) => {
      // The first request of the two fails once; each answer is given after 40 ms, with an id of its own.
      const fail = request.url.includes('Hello-World') && !failed;
      failed ||= fail;
      setTimeout(() => json(response, fail ? 502 : 200, fail ? { message: 'Server Error' } : repository, { 'x-github-request-id': `${GITHUB_ID.slice(0, -1)}${index}` }), 40);
    });
    const before: RequestView[] = [];
    const after: ResponseView[] = [];
    const retries: RetryView[] = [];
    const session = createSession({ baseUrl: server.url, token: TOKEN, retry: { limit: 2, delay: 1 }, stages: [watch({ beforeRequest: (r) => void before.push(r), afterResponse: (r) => void after.push(r), beforeRetry: (r) => void retries.push(r) })] });
    await Promise.all([getRepository(session, 'octocat/Hello-World'), getRepository(session, 'octocat/Spoon-Knife')]);

    const byUrl = (url: string) => before.filter((r) => r.url.endsWith(url));
    const hello = byUrl('Hello-World');
    const spoon = byUrl('Spoon-Knife');
    expect(hello.map((r) => r.attempt)).toEqual([1, 2]);
    expect(new Set(hello.map((r) => r.id)).size).toBe(1);
    expect(spoon).toHaveLength(1);
    expect(spoon[0]?.id).not.toBe(hello[0]?.id);
    expect(retries).toEqual([expect.objectContaining({ id: hello[0]?.id, attempt: 2, status: 502, requestId: expect.stringMatching(/^C1D2:/) })]);
    expect(after).toHaveLength(3);
    for (const answer of after) {
      expect(answer.requestId).toMatch(/^C1D2:3E4F:5A6B7C:8D9E0F:65A1B2C\d$/);
      expect(answer.duration).toBeGreaterThanOrEqual(35);
    }
    expect(new Set(after.map((a) => a.requestId)).size).toBe(3);
  });

  it("an error carries GitHub's request id; a header that is not one is not handed on", async () => {
    const server = await loopback((request, response) =>
      json(response, 404, { message: 'Not Found' }, { 'x-github-request-id': request.url.includes('Spoon') ? `token ${TOKEN}` : GITHUB_ID }),
    );
    const lines: string[] = [];
    const seen: (string | null)[] = [];
    const session = createSession({ baseUrl: server.url, token: TOKEN, stages: [logging({ debug: (l) => void lines.push(l) }), watch({ afterResponse: (r) => void seen.push(r.requestId) })] });
    const error = await rejection(getRepository(session, 'octocat/Hello-World'), NotFoundError);
    expect(error.requestId).toBe(GITHUB_ID);
    expect(lines[0]).toMatch(new RegExp(`→ 404 in \\d+ ms \\(request \\d+, GitHub ${GITHUB_ID}\\)$`));
    const hostile = await rejection(getRepository(session, 'octocat/Spoon-Knife'), NotFoundError);
    expect(hostile.requestId).toBeNull();
    expect(seen).toEqual([GITHUB_ID, null]);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
