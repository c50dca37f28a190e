import assert from 'node:assert';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import type { Model } from '../../src/models/library/model.js';
import { Repository, ShortRepository } from '../../src/models/repositories.js';
import { getRepository } from '../../src/repos/index.js';
import { answered } from '../support/capture.js';
import { documentedResponse } from '../support/recordings.js';

/*
 * A full repository's parent, source and template repository (each a summary of some 40 fields,
 * with its owner) are read from an answer when first looked at: a call that reads a few fields
 * does not pay for them. What they read as is what reading them at once gives (as `fromDict`
 * does), and they are plain data like every other field.
 */

afterEach(() => vi.restoreAllMocks());

/** GitHub's documented repository: it has a parent, a source and a template repository. */
const documented = () => documentedResponse('openapi/repos.get') as Record<string, unknown>;
const NESTED = ['parent', 'source', 'template_repository'] as const;

async function read(wire: Record<string, unknown>, get = getRepository) {
  const { session } = answered({ token: 'test-token-deferred' }, wire);
  return get(session, 'octocat/Hello-World');
}

describe('the nested repositories of a repository read from an answer', () => {
  it('are read when first looked at, once each, and the same object every time after', async () => {
    const wrap = vi.spyOn(ShortRepository, 'wrap');
    const repo = await read(documented());
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(wrap).not.toHaveBeenCalled();
    const parent = repo.parent;
    expect(parent?.full_name).toBe('octocat/Hello-World');
    expect(wrap).toHaveBeenCalledTimes(1);
    expect(repo.parent).toBe(parent);
    expect(repo.template_repository?.full_name).toBe('octocat/Hello-World-Template');
    expect(repo.source?.owner?.login).toBe('octocat');
    expect(wrap).toHaveBeenCalledTimes(3);
    void repo.source;
    expect(wrap).toHaveBeenCalledTimes(3);
  });

  it('are own enumerable fields: keys, spread, clone and equality see what reading them at once gives', async () => {
    const wire = documented();
    const repo = await read(wire);
    const atOnce = fromDict(Repository, structuredClone(wire));
    for (const name of NESTED) expect(Object.getOwnPropertyDescriptor(repo, name)?.enumerable, name).toBe(true);
    expect(Object.keys(repo)).toEqual(Object.keys(atOnce));
    expect(Object.isFrozen(repo)).toBe(true);
    assert.deepStrictEqual(repo, atOnce);
    expect(repo).toEqual(atOnce);
    assert.deepStrictEqual(structuredClone(repo), structuredClone(atOnce));
    expect({ ...repo }.source).toBe(repo.source);
    expect(JSON.parse(JSON.stringify(repo)).template_repository.full_name).toBe('octocat/Hello-World-Template');
  });

  it('one that cannot be read reads as the error reading it at once gives, naming its path and the answer, each time; every other field reads', async () => {
    const wire = documented();
    const broken = { ...wire, parent: { ...(wire.parent as Record<string, unknown>), id: 'one' } };
    const repo = await read(broken);
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(repo.source?.full_name).toBe('octocat/Hello-World');
    const thrown = (): UnprocessableResponseBody => {
      try {
        void repo.parent;
      } catch (error) {
        return error as UnprocessableResponseBody;
      }
      throw new Error('parent read');
    };
    const error = thrown();
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect(error.path).toBe('parent.id');
    expect(error.url).toMatch(/\/repos\/octocat\/Hello-World$/);
    expect(thrown()).toBe(error);
    expect(() => fromDict(Repository, broken).parent).toThrow(error.message);
  });

  it('where the runtime refuses to compile code from text, the same: read when first looked at, and equal', async () => {
    vi.resetModules();
    vi.stubGlobal('Function', function refuse() {
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    try {
      const fresh = await import('../../src/repos/index.js');
      const models = await import('../../src/models/repositories.js');
      const wrap = vi.spyOn(models.ShortRepository as Model<unknown>, 'wrap');
      const wire = documented();
      const repo = await read(wire, fresh.getRepository);
      expect(wrap).not.toHaveBeenCalled();
      expect(repo.parent?.full_name).toBe('octocat/Hello-World');
      expect(wrap).toHaveBeenCalledTimes(1);
      assert.deepStrictEqual(structuredClone(repo), structuredClone(fromDict(Repository, structuredClone(wire))));
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
