import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Which maker reads a type: the interpreted steps, until something that reads answers (an
 * operation's answer, a listing, `fromDict`) installs the compiler of makers; from then on every
 * type is compiled from its field list, those read before too. Each case imports the library
 * afresh, with the runtime's `Function` watched, so that what an earlier spec read does not count.
 */

const example = JSON.parse(readFileSync(new URL('../../bench/fixtures/repository.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** The library loaded afresh, and how many functions were made from text since. */
async function fresh() {
  vi.resetModules();
  const made = { count: 0 };
  const RealFunction = Function;
  vi.stubGlobal('Function', function counted(...args: string[]) {
    made.count++;
    return RealFunction(...args);
  });
  const { Repository } = await import('../../src/models/repositories.js');
  const { readPayload } = await import('../../src/webhooks/delivery.js');
  const { fromDict } = await import('../../src/models/library/objects.js');
  const { answerReading } = await import('../../src/models/library/compile.js');
  return { made, Repository, readPayload, fromDict, answerReading };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the maker that reads a type', () => {
  it('is the interpreted steps for a webhook delivery read alone: no function is made from text', async () => {
    const { made, Repository, readPayload } = await fresh();
    const read = readPayload(Repository, structuredClone(example)) as { full_name: string; owner: { login: string } };
    expect(read.full_name).toBe(example.full_name);
    expect(read.owner.login).toBe((example.owner as { login: string }).login);
    expect(made.count).toBe(0);
  });

  it('is compiled once an answer is read, for a type read interpreted before too, with the same data', async () => {
    const { made, Repository, readPayload, fromDict } = await fresh();
    const interpreted = readPayload(Repository, structuredClone(example));
    expect(made.count).toBe(0);
    const compiled = fromDict(Repository, structuredClone(example));
    // The repository, its owner, its organization and its license: one maker each.
    expect(made.count).toBeGreaterThanOrEqual(4);
    assert.deepStrictEqual(structuredClone(compiled), structuredClone(interpreted));
    // The type read before is now read by its compiled maker too: a delivery read again makes no new one.
    const before = made.count;
    const again = readPayload(Repository, structuredClone(example));
    expect(made.count).toBe(before);
    assert.deepStrictEqual(structuredClone(again), structuredClone(compiled));
  });

  it('is made once per type: reading more objects of it makes no further function', async () => {
    const { made, Repository, fromDict, answerReading } = await fresh();
    answerReading();
    fromDict(Repository, structuredClone(example));
    const once = made.count;
    for (let i = 0; i < 5; i++) fromDict(Repository, structuredClone(example));
    expect(made.count).toBe(once);
  });
});
