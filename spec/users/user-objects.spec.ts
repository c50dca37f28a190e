import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { keyOperations, planOperations, userObjectOperations } from '../../src/facade/user-objects.js';
import { fromDict } from '../../src/models/library/objects.js';
import { Plan, User } from '../../src/models/users.js';
import { sameUser } from '../../src/users/equality.js';
import { isAssigneeOn } from '../../src/users/is-assignee-on.js';
import { isFreePlan } from '../../src/users/plan.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { bindModule } from '../../src/core/bind-module.js';

describe('isAssigneeOn (User.is_assignee_on)', () => {
  it('is true on 204 and false on 404', async () => {
    for (const [name, expected] of [['issues.check-user-can-be-assigned', true], ['issues.check-user-can-be-assigned.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = capturedSession();
      expect(await isAssigneeOn(session, { login: 'octocat' }, { owner: 'octocat', repo: 'Hello-World' })).toBe(expected);
      expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/assignees/octocat' });
      served.done();
    }
  });

  it('takes the repository as "owner/name" or parsed data too', async () => {
    const served = replay('openapi/issues.check-user-can-be-assigned');
    const { session, sent } = capturedSession();
    expect(await isAssigneeOn(session, 'octocat', 'octocat/Hello-World')).toBe(true);
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/assignees/octocat');
    served.done();
  });

  it('through the facade, as documented: the owner and the name apart, or the repository as one', async () => {
    const served = replay('openapi/issues.check-user-can-be-assigned');
    const { session, sent } = capturedSession();
    const User = bindModule(session, userObjectOperations);
    expect(await User.isAssigneeOn('octocat', 'octocat', 'Hello-World')).toBe(true);
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/assignees/octocat');
    served.done();
    const again = replay('openapi/issues.check-user-can-be-assigned');
    expect(await User.isAssigneeOn('octocat', 'octocat/Hello-World', { signal: new AbortController().signal })).toBe(true);
    expect(sent[1]?.url.pathname).toBe('/repos/octocat/Hello-World/assignees/octocat');
    again.done();
    await expect(User.isAssigneeOn('octocat', 'octocat', '..')).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    expect(sent).toHaveLength(2);
  });

  it('refuses a bad user or repository, sending nothing', async () => {
    const { session, sent } = capturedSession();
    await expect(isAssigneeOn(session, '', 'octocat/Hello-World')).rejects.toThrow(expect.objectContaining({ parameter: 'assignee' }));
    await expect(isAssigneeOn(session, 'octocat', 'Hello-World')).rejects.toThrow(expect.objectContaining({ parameter: 'repository' }));
    await expect(isAssigneeOn(session, 'octocat', { owner: 'octocat', repo: '..' })).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    await expect(isAssigneeOn(session, 'octocat', undefined as never)).rejects.toThrow(expect.objectContaining({ parameter: 'repository' }));
    expect(sent).toHaveLength(0);
  });
});

describe('isFreePlan (Plan.is_free)', () => {
  it('reads the plan name; no request', () => {
    const { session, sent } = capturedSession();
    expect(isFreePlan(session, fromDict(Plan, { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 }))).toBe(true);
    expect(isFreePlan(session, fromDict(Plan, { name: 'Medium', space: 400, private_repos: 20 }))).toBe(false);
    expect(() => isFreePlan(session, null as never)).toThrow(expect.objectContaining({ parameter: 'plan' }));
    expect(sent).toHaveLength(0);
  });

  it('reads a plan parsed with a user (fields)', () => {
    const user = fromDict(User, { id: 1, login: 'octocat', plan: { name: 'pro', space: 976562499, collaborators: 0, private_repos: 9999 } });
    expect([user.plan?.name, user.plan?.space, user.plan?.collaborators, user.plan?.private_repos, user.plan?.private_repos_count]).toEqual(['pro', 976562499, 0, 9999, 9999]);
    expect(isFreePlan(createSession(), user.plan as NonNullable<typeof user.plan>)).toBe(false);
  });
});

describe('sameUser', () => {
  it('compares users by id', () => {
    const user = fromDict(User, documentedResponse('openapi/users.get-by-username'));
    expect(sameUser(user, { id: 1 })).toBe(true);
    expect(sameUser(user, { id: 2 })).toBe(false);
    expect(sameUser(user, null)).toBe(false);
    expect(sameUser(user, undefined as never)).toBe(false);
    expect(sameUser('octocat' as never, user)).toBe(false);
    // Without ids there is nothing to compare: two empty objects are not the same user.
    expect(sameUser({} as never, {} as never)).toBe(false);
    expect(sameUser({ id: null }, { id: null })).toBe(false);
  });
});

describe('the object-operation builders', () => {
  it('fill gh.User, gh.Key and gh.Plan with bound functions', async () => {
    const { session, sent } = capturedSession();
    const User = bindModule(session, userObjectOperations);
    expect(Object.keys(User).sort()).toEqual(
      [
        'addEmailAddress',
        'deleteEmailAddress',
        'events',
        'followers',
        'following',
        'isAssigneeOn',
        'isFollowing',
        'keys',
        'organizationEvents',
        'organizations',
        'receivedEvents',
        'starredRepositories',
        'subscriptions',
        'update',
      ].sort(),
    );
    const served = replay('openapi/users.check-following-for-user');
    expect(await User.isFollowing('octocat', 'hubot')).toBe(true);
    served.done();
    expect(Object.keys(bindModule(session, keyOperations)).sort()).toEqual(['delete', 'update']);
    expect(bindModule(session, planOperations).isFree({ name: 'free' })).toBe(true);
    await expect(bindModule(session, keyOperations).update(2, 't', 'k')).rejects.toThrow(/immutable/);
    expect(sent).toHaveLength(1);
  });

  it('gh.User.update takes the user first, then the changes', async () => {
    nock('https://api.github.com').patch('/user', { bio: 'b' }).reply(200, documentedResponse('openapi/users.update-authenticated') as object);
    const { session, sent } = capturedSession({ username: 'octocat', password: 'not-a-real-password' });
    const userOps = bindModule(session, userObjectOperations);
    const me = fromDict(User, documentedResponse('openapi/users.get-by-username'));
    expect(await userOps.update(me, { bio: 'b' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/user', body: { bio: 'b' } });
    await expect(userOps.update('hubot', { bio: 'b' })).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    await expect(userOps.update(me, null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    expect(sent).toHaveLength(1);
  });
});
