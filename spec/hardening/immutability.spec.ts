import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import { asDict, asJson, fromDict } from '../../src/models/library/objects.js';
import { Issue } from '../../src/models/issues.js';
import { closeLoopbacks, json, loopback } from './loopback.js';
import { loadRecording } from '../support/recordings.js';

afterEach(closeLoopbacks);

const ISSUE = { id: 1, number: 7, title: 'Found a bug', state: 'open', created_at: '2011-04-22T13:33:48Z', labels: [{ name: 'bug' }], user: { login: 'octocat', id: 1 } };
const REPO = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World', created_at: '2011-01-26T19:01:12Z', owner: { login: 'octocat', id: 1 } };

/** What `JSON.stringify` calls: parsed data's wire object. */

/** Tries to change a value; in strict mode a frozen one throws, which is fine: what matters is that nothing changed. */
function attempt(change: () => void): void {
  try {
    change();
  } catch {
    // refused, as it should be
  }
}

describe('parsed data cannot be changed by any route', () => {
  it('asDict hands out the wire object frozen, on its first call too', () => {
    const issue = fromDict(Issue, structuredClone(ISSUE));
    const wire = asDict(issue) as Record<string, unknown>;
    expect(Object.isFrozen(wire)).toBe(true);
    expect(() => {
      wire.title = 'changed by a caller';
    }).toThrow(TypeError);
    attempt(() => ((wire.labels as Record<string, unknown>[])[0] as Record<string, unknown>).name = 'wontfix');
    expect(issue.title).toBe('Found a bug');
    expect(asDict(issue).title).toBe('Found a bug');
    expect(JSON.parse(asJson(issue))).toEqual(ISSUE);
  });

  it('with the cache on, what one caller got cannot change what a later caller is served', async () => {
    const server = await loopback((request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { etag: '"v1"' });
        return void response.end();
      }
      json(response, 200, REPO, { etag: '"v1"' });
    });
    const gh = createClient({ baseUrl: server.url, cache: true });
    const first = await gh.repository('octocat', 'Hello-World');
    attempt(() => ((asDict(first) as Record<string, unknown>).name = 'changed by a caller'));
    attempt(() => ((asDict(first).owner as Record<string, unknown>).login = 'mallory'));
    const raw = await send<Record<string, unknown>>(gh.session, { path: '/repos/octocat/Hello-World' });
    expect(raw.fromCache).toBe(true);
    expect(Object.isFrozen(raw.data)).toBe(true);
    attempt(() => (raw.data.full_name = 'mallory/Hello-World'));
    const later = await gh.repository('octocat', 'Hello-World');
    expect(server.requests).toHaveLength(3);
    expect(later.name).toBe('Hello-World');
    expect(later.full_name).toBe('octocat/Hello-World');
    expect(later.owner?.login).toBe('octocat');
  });

  it('a date is immune even to Date.prototype methods called on it directly', async () => {
    const server = await loopback((_, response) => json(response, 200, REPO));
    const repo = await createClient({ baseUrl: server.url }).repository('octocat', 'Hello-World');
    const created = repo.created_at as Date;
    Date.prototype.setTime.call(created, 0);
    Date.prototype.setFullYear.call(repo.created_at, 1999);
    expect(repo.created_at).toBeInstanceOf(Date);
    expect(repo.created_at?.toISOString()).toBe('2011-01-26T19:01:12.000Z');
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(() => repo.created_at?.setTime(0)).toThrow(TypeError);
  });

  it('nothing reachable from the object’s own keys (symbols included) is writable: no hidden memo to poison', () => {
    // GitHub's documented issue (recordings/openapi/issues.get.json): every promised field there.
    const issue = fromDict(Issue, structuredClone(loadRecording('openapi/issues.get').interactions[0]?.response));
    void issue.title;
    for (const key of Reflect.ownKeys(issue)) {
      // A promised field the fixture predates reads as its error: nothing to poison there.
      let value: unknown;
      try {
        value = (issue as unknown as Record<PropertyKey, unknown>)[key];
      } catch {
        continue;
      }
      attempt(() => {
        if (value !== null && typeof value === 'object') (value as Record<string, unknown>).title = 'poisoned';
      });
    }
    const spread = { ...issue } as Record<PropertyKey, unknown>;
    for (const key of Reflect.ownKeys(spread)) attempt(() => ((spread[key] as Record<string, unknown>).title = 'poisoned'));
    expect(issue.title).toBe('Found a bug');
    expect(asDict(issue).title).toBe('Found a bug');
  });
});

describe('inspecting parsed data never throws', () => {
  it('a malformed field is shown as unreadable; the others as read', () => {
    const issue = fromDict(Issue, { ...ISSUE, title: 42, created_at: 'yesterday' });
    expect(() => issue.title).toThrow();
    let shown = '';
    expect(() => (shown = inspect(issue, { depth: 4 }))).not.toThrow();
    expect(shown).toContain('[Unreadable:');
    expect(shown).toContain('number: 7');
    expect(shown).toContain("login: 'octocat'");
  });
});
