import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRepositoryIssues } from '../../src/issues/index.js';
import { getRepository } from '../../src/repos/index.js';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import * as models from '../../src/models/generated/index.js';
import * as schemas from '../../src/models/documented.js';
import type { Model } from '../../src/models/library/model.js';
import { answered } from '../support/capture.js';
import { thrown } from '../support/rejection.js';
import { loadRecording } from '../support/recordings.js';

/*
 * Types say what GitHub always sends: a field GitHub's description promises (required, never
 * null) is typed non-null, less the errata (errata/description-errata.json); when an answer
 * breaks a promise, that field alone is unreadable.
 */

const promises = JSON.parse(readFileSync(new URL('../openapi/model-promises.json', import.meta.url), 'utf8')) as { generated: Record<string, string[]>; interface: Record<string, string[]> };

/** The documented example answers (recordings/openapi/, GitHub's description's examples). */
const repositoryExample = loadRecording('openapi/repos.get').interactions[0]?.response as Record<string, unknown>;
const issuesExample = loadRecording('openapi/issues.list-for-repo').interactions[0]?.response as Record<string, unknown>[];

/** The wire fields a model types non-null (its promised fields and its identity). */
const nonNull = (model: Model<unknown>) => Object.entries(model.fields).filter(([, field]) => field.required).map(([attr, field]) => field.key ?? attr).sort();

describe('the models’ promises', () => {
  it('every generated model types non-null exactly the fields GitHub’s description promises, less the errata', () => {
    const all = models as unknown as Record<string, Model<unknown>>;
    const wrong: string[] = [];
    for (const [name, promised] of Object.entries(promises.generated)) {
      const model = all[name];
      if (!model) continue;
      const own = Object.keys(model.fields);
      const expected = promised.filter((field) => own.includes(field)).sort();
      if (JSON.stringify(nonNull(model)) !== JSON.stringify(expected)) wrong.push(`${name}: ${JSON.stringify(nonNull(model))} ≠ ${JSON.stringify(expected)}`);
    }
    expect(Object.keys(promises.generated).length).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('every interface model mapped to the description types non-null its promised fields; a field inherited from a summary keeps the summary’s', () => {
    const all = schemas as unknown as Record<string, Model<unknown>>;
    const wrong: string[] = [];
    for (const [name, promised] of Object.entries(promises.interface)) {
      const model = all[name];
      if (!model) {
        wrong.push(`${name}: no such model`);
        continue;
      }
      // A field another mapped model declares (the same field, inherited) follows that model's promises.
      const inherited = (attr: string) => Object.entries(promises.interface).some(([other]) => other !== name && all[other] && all[other].fields[attr] === model.fields[attr] && Object.keys(all[other].fields).length < Object.keys(model.fields).length);
      for (const [attr, field] of Object.entries(model.fields)) {
        const key = field.key ?? attr;
        // A field derived from (or another name of) a wire field the model has under its own name is that field's, checked there.
        if (inherited(attr) || (attr !== key && key in model.fields)) continue;
        const expected = promised.includes(key);
        if (field.required !== expected && !(attr === 'id' && field.required)) wrong.push(`${name}.${attr} (${key}): ${field.required ? 'non-null' : 'nullable'}, the description says ${expected ? 'promised' : 'not promised'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the documented example of a repository reads completely', async () => {
    const { session } = answered({}, repositoryExample);
    const repo = await getRepository(session, 'octocat/Hello-World');
    expect({ ...repo }.full_name).toBe('octocat/Hello-World');
    expect(structuredClone(repo).owner.login).toBe('octocat');
  });
});

describe('an answer that breaks a promise', () => {
  const broken = async (change: (body: Record<string, unknown>) => void) => {
    const body = structuredClone(repositoryExample);
    change(body);
    const { session } = answered({}, body);
    return getRepository(session, 'octocat/Hello-World');
  };

  it('absent at the top level: that field throws, naming it; every other field reads', async () => {
    const repo = await broken((body) => delete body.full_name);
    expect(() => repo.full_name).toThrow(UnprocessableResponseBody);
    expect(() => repo.full_name).toThrow(/full_name.*missing/);
    expect([repo.name, repo.owner.login, repo.stargazers_count]).toEqual(['Hello-World', 'octocat', repositoryExample.stargazers_count]);
    expect(Object.keys(repo)).toContain('full_name');
  });

  it('null, and nested: the nested field throws; its object and the rest read', async () => {
    const repo = await broken((body) => ((body.owner as Record<string, unknown>).login = null));
    expect(() => repo.owner.login).toThrow(/owner\.login.*null/);
    expect(repo.owner.id).toBe((repositoryExample.owner as { id: number }).id);
    expect(repo.full_name).toBe('octocat/Hello-World');
  });

  it('a wrong type: the error names the path and the value', async () => {
    const repo = await broken((body) => (body.stargazers_count = 'many'));
    let error: unknown;
    try {
      void repo.stargazers_count;
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect((error as UnprocessableResponseBody).message).toMatch(/stargazers_count/);
    expect((error as UnprocessableResponseBody).body).toMatchObject({ stargazers_count: 'many' });
    expect(repo.forks_count).toBe(repositoryExample.forks_count);
  });

  it('inside a listing item: the listing goes on, the item’s field throws, the others read', async () => {
    const items = structuredClone(issuesExample);
    delete (items[0] as Record<string, unknown>).title;
    const { session } = answered({}, [...items, ...structuredClone(issuesExample)]);
    const issues = await listRepositoryIssues(session, 'octocat/Hello-World').toArray();
    expect(issues).toHaveLength(items.length * 2);
    expect(() => issues[0]?.title).toThrow(/title/);
    expect(issues[0]?.number).toBe((issuesExample[0] as { number: number }).number);
    expect(issues[1]?.title).toBe((issuesExample[0] as { title: string }).title);
  });

  it('its error is made where the field is first read (its stack shows the reader), and the same error is thrown at every read after', async () => {
    const repo = await broken((body) => delete body.full_name);
    const first = thrown(function readHere() {
      return repo.full_name;
    });
    expect(first).toBeInstanceOf(UnprocessableResponseBody);
    expect((first as Error).stack).toMatch(/readHere/);
    expect(thrown(() => repo.full_name)).toBe(first);
    // A wrong type too: the error of the read, told where it was read from, once.
    const wrong = await broken((body) => (body.stargazers_count = 'many'));
    const error = thrown(() => wrong.stargazers_count);
    expect((error as UnprocessableResponseBody).url).toMatch(/repos\/octocat\/Hello-World/);
    expect(thrown(() => wrong.stargazers_count)).toBe(error);
  });
});
