import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRestrictionsForOrg } from '../../src/interactions/index.js';
import { getById } from '../../src/users/index.js';
import { answered } from '../support/capture.js';
import { documentedResponse } from '../support/recordings.js';

/*
 * Answers the description gives as one of several schemas (`oneOf`/`anyOf`) are read by the one
 * each answer is. The bodies are the description's documented examples (its committed extract),
 * and the empty object its own alternative (what GitHub answers when no interaction limit is set).
 */
const { examples } = JSON.parse(readFileSync(new URL('../openapi/generated-examples.json', import.meta.url), 'utf8')) as { examples: Record<string, { body?: unknown }> };
const documented = (operationId: string) => examples[operationId]?.body;
const answering = (body: unknown) => answered({ token: 'choices-spec-token' }, body).session;

describe('an answer of several schemas', () => {
  it('an interaction limit in force is read as one, its promises kept', async () => {
    const limit = await getRestrictionsForOrg(answering(documented('interactions/get-restrictions-for-org')), 'github');
    expect('limit' in limit && limit.limit).toBe('collaborators_only');
    expect('origin' in limit && limit.origin).toBe('organization');
  });

  it('no limit set (the empty object) is read as the empty alternative, not as a limit with its promises broken', async () => {
    const none = await getRestrictionsForOrg(answering({}), 'github');
    expect(none).toEqual({});
    expect(Object.isFrozen(none)).toBe(true);
  });

  it('a user by id is read as the private view when it has the private fields, else as the public one', async () => {
    // The private view's documented example is GET /user's (the same private-user schema).
    const full = await getById(answering(documentedResponse('openapi/users.get-authenticated')), 1);
    expect('two_factor_authentication' in full && full.two_factor_authentication).toBe(true);
    const plain = documented('users/get-by-id');
    const shown = await getById(answering(plain), 1);
    expect(shown.login).toBe('octocat');
    // Every field of the public view reads: none of the private view's promises is asked of it.
    expect(() => structuredClone(shown)).not.toThrow();
  });
});
