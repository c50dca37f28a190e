import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { getRestrictionsForOrg } from '../../src/interactions/index.js';
import { getById } from '../../src/users/index.js';

/*
 * Answers the description gives as one of several schemas (`oneOf`/`anyOf`) are read by the one
 * each answer is. The bodies are the description's documented examples, and the empty object its
 * own alternative (what GitHub answers when no interaction limit is set).
 */
const description = JSON.parse(readFileSync(new URL('../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { examples: Record<string, { $ref?: string; value?: unknown }> }> }> }>>;
  components: { examples: Record<string, { value: unknown }> };
};

function example(path: string, name: string): Record<string, unknown> {
  const found = description.paths[path]?.get?.responses['200']?.content['application/json']?.examples[name];
  const value = found?.$ref ? description.components.examples[found.$ref.split('/').pop() as string]?.value : found?.value;
  if (!value) throw new Error(`no example ${name} of ${path}`);
  return value as Record<string, unknown>;
}

/** A session answering every request with `body`. */
function answering(body: unknown) {
  return createSession({ token: 'choices-spec-token', retry: false, fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }) });
}

describe('an answer of several schemas', () => {
  it('an interaction limit in force is read as one, its promises kept', async () => {
    const limit = await getRestrictionsForOrg(answering(example('/orgs/{org}/interaction-limits', 'default')), 'github');
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
    const full = await getById(answering(example('/user', 'response-with-public-and-private-profile-information')), 1);
    expect('two_factor_authentication' in full && full.two_factor_authentication).toBe(true);
    const plain = example('/user/{account_id}', 'default-response');
    const shown = await getById(answering(plain), 1);
    expect(shown.login).toBe('octocat');
    // Every field of the public view reads: none of the private view's promises is asked of it.
    expect(() => structuredClone(shown)).not.toThrow();
  });
});
