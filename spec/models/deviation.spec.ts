import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import type { DeviationReport, Hooks, Session } from '../../src/core/types.js';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { listRepositoryIssues } from '../../src/issues/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { Repository } from '../../src/models/repositories.js';
import { getRepository, listDirectoryContents } from '../../src/repos/index.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';
import { documentedResponse } from '../support/recordings.js';
import { logging, watch } from '../../src/core/index.js';

/*
 * `hooks.deviation` hears of each promise of GitHub's description an answer breaks when the
 * result is made, not when the field is read; the result itself is unchanged.
 */

afterEach(closeLoopbacks);

const REQUEST_ID = 'ABCD:1234:5678:9ABC:DEF0';
const repository = () => documentedResponse('openapi/repos.get') as Record<string, unknown>;
/** The documented repository without one member. */
const without = (key: string) => Object.fromEntries(Object.entries(repository()).filter(([name]) => name !== key));
const issues = () => documentedResponse('openapi/issues.list-for-repo') as Record<string, unknown>[];

/** A session with a token against a loopback server answering `body`, collecting the reports. */
async function serving(body: unknown, hooks: Partial<Hooks> = {}, warnings: string[] = []): Promise<{ session: Session; reports: DeviationReport[] }> {
  const server = await loopback((_request, response) => json(response, 200, body, { 'x-github-request-id': REQUEST_ID }));
  const reports: DeviationReport[] = [];
  const session = createSession({ baseUrl: server.url, token: TOKEN, retry: false, stages: [watch({ deviation: (report) => void reports.push(report), ...hooks }), logging({ warn: (line) => void warnings.push(line) })] });
  return { session, reports };
}

describe('deviation reports', () => {
  it('a promised field absent: one report when the result is made, naming the path, the type, what was promised and the request', async () => {
    const { session, reports } = await serving(without('node_id'));
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(reports).toEqual([{ path: 'node_id', model: 'Repository', expected: 'a string', got: 'absent', method: 'GET', route: '/repos/{owner}/{repo}', url: expect.stringMatching(/\/repos\/octocat\/Hello-World$/) as unknown, requestId: REQUEST_ID }]);
    expect(Object.isFrozen(reports[0])).toBe(true);
    // The result is as without the hook: the field still throws when read, the others read.
    expect(() => repo.node_id).toThrow(UnprocessableResponseBody);
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(Object.isFrozen(repo)).toBe(true);
    expect(reports).toHaveLength(1);
  });

  it('a promised nested object null, and a number where a string is promised', async () => {
    const { session, reports } = await serving({ ...repository(), owner: null, name: 42, archived: 'no' });
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(reports.map(({ path, model, expected, got }) => ({ path, model, expected, got }))).toEqual([
      { path: 'name', model: 'Repository', expected: 'a string', got: 'a number' },
      { path: 'owner', model: 'Repository', expected: 'a ShortUser object', got: 'null' },
      { path: 'archived', model: 'Repository', expected: 'a boolean', got: 'a string' },
    ]);
    expect(() => repo.owner).toThrow(/owner.*null/);
    expect(() => repo.name).toThrow(/name: expected a string/);
  });

  it('nested: a promised field of a nested object, an object where a string is promised, a nested identity missing or of another type, a date that is not one', async () => {
    const body = repository();
    const owner = body.owner as Record<string, unknown>;
    const template = body.template_repository as Record<string, unknown>;
    const { session, reports } = await serving({ ...body, owner: { ...owner, login: { name: 'octocat' } }, organization: { ...owner, id: undefined }, license: 'MIT', template_repository: { ...template, owner: { ...owner, id: '1' } }, created_at: 'yesterday' });
    const repo = await getRepository(session, 'octocat/Hello-World');
    const byPath = reports.map(({ path, model, expected, got }) => ({ path, model, expected, got })).sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath).toEqual([
      { path: 'created_at', model: 'Repository', expected: 'an ISO 8601 date-time', got: 'a string' },
      { path: 'license', model: 'Repository', expected: 'a ShortLicense object', got: 'a string' },
      { path: 'organization.id', model: 'ShortOrganization', expected: 'a number', got: 'absent' },
      { path: 'owner.login', model: 'ShortUser', expected: 'a string', got: 'an object' },
      { path: 'template_repository.owner.id', model: 'ShortUser', expected: 'a number', got: 'a string' },
    ]);
    expect(() => repo.owner.login).toThrow(UnprocessableResponseBody);
    expect(() => repo.organization).toThrow(/organization\.id/);
    expect(() => repo.template_repository?.owner).toThrow(/template_repository\.owner\.id/);
    expect(() => repo.created_at).toThrow(UnprocessableResponseBody);
  });

  it('a listing reports per item, each page at most 20, then one saying how many were left out', async () => {
    const [first] = issues();
    const items = Array.from({ length: 25 }, (_, i) => ({ ...first, id: i + 1, number: i + 1, title: i === 3 ? null : `issue ${i}`, node_id: i }));
    const { session, reports } = await serving(items);
    const listed = await listRepositoryIssues(session, 'octocat/Hello-World').toArray();
    expect(listed).toHaveLength(25);
    expect(reports).toHaveLength(21);
    expect(reports[0]).toMatchObject({ path: '[0].node_id', model: 'ShortIssue', expected: 'a string', got: 'a number', route: '/repos/{owner}/{repo}/issues', requestId: REQUEST_ID });
    expect(reports.slice(0, 20).map((r) => r.path)).toContain('[3].title');
    expect(reports.slice(0, 20).every((r) => r.omitted === undefined)).toBe(true);
    // 25 numbers for node_id and one null title: 26 in all.
    expect(reports[20]).toMatchObject({ path: '', omitted: 6, requestId: REQUEST_ID });
  });

  it('a listing left early tells how many it left out of what it read', async () => {
    const [first] = issues();
    const items = Array.from({ length: 30 }, (_, i) => ({ ...first, id: i + 1, number: i + 1, node_id: null }));
    const { session, reports } = await serving(items);
    const listed: unknown[] = [];
    for await (const issue of listRepositoryIssues(session, 'octocat/Hello-World')) if (listed.push(issue) === 22) break;
    expect(reports).toHaveLength(21);
    expect(reports[20]?.omitted).toBe(2);
  });

  it('a result read by a function of its own reports too (a directory’s entries)', async () => {
    const entry = (name: string) => ({ type: 'file', name, path: `docs/${name}`, sha: 'abc', size: 1, url: `https://api.github.com/repos/o/r/contents/docs/${name}`, _links: {} });
    const { session, reports } = await serving([entry('a.md'), { ...entry('b.md'), size: '1' }]);
    const entries = await listDirectoryContents(session, 'octocat/Hello-World', 'docs');
    expect(entries).toHaveLength(2);
    expect(reports).toMatchObject([{ path: '[1].size', model: 'Contents', expected: 'a number', got: 'a string', route: '/repos/{owner}/{repo}/contents/{+path}' }]);
  });

  it('a clean answer reports nothing; neither does data read without a session', async () => {
    const { session, reports } = await serving(repository());
    await getRepository(session, 'octocat/Hello-World');
    expect(() => fromDict(Repository, without('node_id')).node_id).toThrow(UnprocessableResponseBody);
    expect(reports).toEqual([]);
  });

  it('a hook that throws does not break the call: it is logged and the result is the same', async () => {
    const warnings: string[] = [];
    const { session } = await serving({ ...repository(), node_id: null }, { deviation: () => { throw new Error('hook failed'); } }, warnings);
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(() => repo.node_id).toThrow(UnprocessableResponseBody);
    expect(warnings).toEqual([expect.stringMatching(/deviation hook threw \(ignored\).*hook failed/) as unknown]);
  });

  it('a report never holds the token, nor a field’s value', async () => {
    const secret = 'a-value-that-must-not-show';
    const { session, reports } = await serving({ ...repository(), name: { secret }, full_name: [secret, TOKEN], description: 12, node_id: TOKEN.length, url: { TOKEN } });
    await getRepository(session, 'octocat/Hello-World');
    expect(reports).toHaveLength(5);
    const text = JSON.stringify(reports);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(secret);
  });
});
