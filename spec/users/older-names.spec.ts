import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { userOperations } from '../../src/facade/users.js';
import {
  listFollowersOfUserOrSelf,
  listFollowingOfUserOrSelf,
  listOrganizationsOfUserOrSelf,
  listStarredOfUserOrSelf,
  listSubscriptionsOfUserOrSelf,
} from '../../src/users/older-listings.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { bindModule } from '../../src/core/bind-module.js';

const authed = () => capturedSession({ token: 'test-token-older' });

type TwoWay = (session: ReturnType<typeof authed>['session'], login?: string | null) => { toArray(): Promise<unknown[]> };

const cases: [string, TwoWay, string, string, string, string][] = [
  ['iter_followers', listFollowersOfUserOrSelf, 'users.list-followers-for-user', '/users/octocat/followers', 'users.list-followers-for-authenticated-user', '/user/followers'],
  ['iter_following', listFollowingOfUserOrSelf, 'users.list-following-for-user', '/users/octocat/following', 'users.list-followed-by-authenticated-user', '/user/following'],
  ['iter_orgs', listOrganizationsOfUserOrSelf, 'orgs.list-for-user', '/users/octocat/orgs', 'orgs.list-for-authenticated-user', '/user/orgs'],
  ['iter_starred', listStarredOfUserOrSelf, 'activity.list-repos-starred-by-user', '/users/octocat/starred', 'activity.list-repos-starred-by-authenticated-user', '/user/starred'],
  ['iter_subscriptions', listSubscriptionsOfUserOrSelf, 'activity.list-repos-watched-by-user', '/users/octocat/subscriptions', 'activity.list-watched-repos-for-authenticated-user', '/user/subscriptions'],
];

describe.each(cases)('%s(login?)', (_, list, userRecording, userPath, ownRecording, ownPath) => {
  it('with a login lists that user’s', async () => {
    const served = replay(`openapi/${userRecording}`);
    const { session, sent } = capturedSession();
    expect(await list(session, 'octocat').toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: userPath, query: { per_page: '100' } });
    served.done();
  });

  it('without one lists the authenticated user’s, and needs authentication', async () => {
    const served = replay(`openapi/${ownRecording}`);
    const { session, sent } = authed();
    expect(await list(session).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: ownPath, query: { per_page: '100' } });
    served.done();
    expect(() => list(capturedSession().session, '')).toThrow(ValidationError);
  });

  it('refuses a login that is a dot segment or not text, sending nothing', () => {
    const { session, sent } = authed();
    expect(() => list(session, '..')).toThrow(ValidationError);
    expect(() => list(session, 42 as never)).toThrow(ValidationError);
    expect(() => list(session, {} as never)).toThrow(ValidationError);
    expect(() => (list as (...args: unknown[]) => unknown)(session, 'octocat', null)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(sent).toHaveLength(0);
  });
});

describe('the client-level builder', () => {
  it('keeps the documented names and the older ones as aliases', () => {
    const names = Object.keys(userOperations);
    for (const name of ['user', 'allUsers', 'follow', 'unfollow', 'followedBy', 'followers', 'followersOf', 'following', 'isFollowing', 'emails', 'addEmailAddresses', 'deleteEmailAddresses', 'keys', 'key', 'createKey', 'deleteKey', 'organization', 'allOrganizations', 'organizations', 'organizationsWith', 'organizationMemberships', 'membershipIn', 'activateMembership', 'createRepository', 'repositories', 'repositoriesBy', 'allRepositories', 'starredBy', 'isStarred', 'subscriptionsFor']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['iterAllUsers', 'iterAllRepos', 'iterEmails', 'iterEvents', 'iterFollowers', 'iterFollowing', 'iterKeys', 'iterOrgs', 'iterStarred', 'iterSubscriptions', 'iterUserRepos', 'createRepo', 'isSubscribed']) {
      expect(names, name).toContain(name);
    }
  });

  it('iterFollowers binds the two-way listing', async () => {
    const served = replay('openapi/users.list-followers-for-user');
    const { session, sent } = capturedSession();
    expect(await bindModule(session, userOperations).iterFollowers('octocat').toArray()).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/users/octocat/followers');
    served.done();
  });
});
