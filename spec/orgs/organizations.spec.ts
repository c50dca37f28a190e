import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { sameOrganization } from '../../src/orgs/equality.js';
import { getOrganization } from '../../src/orgs/get-organization.js';
import { listAllOrganizations, listOrganizations, listUserOrganizations } from '../../src/orgs/list-organizations.js';
import { asDict } from '../../src/models/library/objects.js';
import { refresh } from '../../src/core/operation.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('getOrganization (organization)', () => {
  it('parses the full Organization under its documented names', async () => {
    const served = replay('openapi/orgs.get');
    const { session, sent } = capturedSession();
    const org = await getOrganization(session, 'github');
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github' });
    served.done();
    expect([org.id, org.login, org.name, org.company, org.blog, org.location, org.email, org.type]).toEqual([
      1,
      'github',
      'github',
      'GitHub',
      'https://github.com/blog',
      'San Francisco',
      'octocat@github.com',
      'Organization',
    ]);
    expect(org.description).toBe('A great organization');
    expect(org.html_url).toBe('https://github.com/octocat');
    expect(org.events_url).toBe('https://api.github.com/orgs/github/events');
    expect(org.repos_url).toBe('https://api.github.com/orgs/github/repos');
    expect(org.members_urlt?.expand({ member: 'octocat' })).toBe('https://api.github.com/orgs/github/members/octocat');
    expect(org.public_members_urlt?.expand({ member: 'octocat' })).toBe('https://api.github.com/orgs/github/public_members/octocat');
    expect([org.public_repos_count, org.public_gists_count, org.followers_count, org.following_count]).toEqual([2, 1, 20, 0]);
    expect([org.total_private_repos, org.owned_private_repos, org.private_gists, org.disk_usage, org.collaborators]).toEqual([100, 100, 81, 10000, 8]);
    expect([org.plan?.name, org.plan?.space, org.plan?.private_repos, org.plan?.seats, org.plan?.filled_seats]).toEqual(['Medium', 400, 20, 5, 4]);
    expect(org.created_at).toEqual(new Date('2008-01-14T04:33:35Z'));
    expect(org.updated_at).toEqual(new Date('2014-03-03T18:58:10Z'));
    expect([org.is_verified, org.has_organization_projects, org.two_factor_requirement_enabled]).toEqual([true, true, true]);
    // The older representation's private_repos is not sent any more: null, not an error.
    expect(org.private_repos).toBeNull();
    expect(asDict(org)).toEqual(loadRecording('openapi/orgs.get').interactions[0]?.response);
    expect(sameOrganization(org, { id: 1 })).toBe(true);
  });

  it('refuses an empty login before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getOrganization(session, '')).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a login that is a dot segment, holds a slash or is not text, and options that are not an object; sending nothing', async () => {
    const { session, sent } = capturedSession();
    for (const org of ['..', '%2e', 'github/x', 42, null, undefined, {}, { login: '..' }]) {
      await expect(getOrganization(session, org as never)).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    }
    await expect(getOrganization(session, 'github', null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    await expect(getOrganization(session, 'github', { perPage: 10 } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'perPage' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listAllOrganizations (all_organizations)', () => {
  it('yields ShortOrganization items that refresh to Organization', async () => {
    const served = replay('openapi/orgs.list');
    const { session, sent } = capturedSession();
    const orgs = await listAllOrganizations(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/organizations', query: { per_page: '100' } });
    expect(orgs.map((o) => [o.id, o.login, o.description])).toEqual([[1, 'github', 'A great organization']]);
    served.done();
    const full = replay('openapi/orgs.get');
    const org = await refresh(session, orgs[0] as NonNullable<(typeof orgs)[0]>);
    expect(sent[1]?.url.pathname).toBe('/orgs/github');
    expect((org as { followers_count?: number | null }).followers_count).toBe(20);
    full.done();
  });

  it('sends since and per_page; refuses a bad since', async () => {
    const { session, sent } = capturedSession();
    await listAllOrganizations(session, { since: 135, perPage: 30 })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ since: '135', per_page: '30' });
    expect(() => listAllOrganizations(session, { since: 1.5 })).toThrow(ValidationError);
  });

  it('refuses a since that is not a whole number ≥ 0, and options that are not an object; sending nothing', () => {
    const { session, sent } = capturedSession();
    for (const since of [-1, Number.NaN, '135', null]) {
      expect(() => listAllOrganizations(session, { since: since as never })).toThrow(expect.objectContaining({ parameter: 'since' }));
    }
    expect(() => listAllOrganizations(session, null as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(() => listAllOrganizations(session, { after: 1 } as never)).toThrow(expect.objectContaining({ parameter: 'after' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listOrganizations (organizations)', () => {
  it('lists the authenticated user’s organizations', async () => {
    const served = replay('openapi/orgs.list-for-authenticated-user');
    const { session, sent } = capturedSession({ token: 'test-token-orgs' });
    const orgs = await listOrganizations(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/orgs', query: { per_page: '100' } });
    expect(orgs.map((o) => o.login)).toEqual(['github']);
    served.done();
  });

  it('needs authentication', () => {
    const { session, sent } = capturedSession();
    expect(() => listOrganizations(session)).toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses options that are not an object, and an argument it does not take; sending nothing', () => {
    const { session, sent } = capturedSession({ token: 'test-token-orgs' });
    expect(() => listOrganizations(session, null as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(() => listOrganizations(session, 'octocat' as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(() => (listOrganizations as (...args: unknown[]) => unknown)(session, 'octocat', {})).toThrow(expect.objectContaining({ parameter: 'arguments' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listUserOrganizations (organizations_with, User.organizations)', () => {
  it('lists a user’s public organizations', async () => {
    const served = replay('openapi/orgs.list-for-user');
    const { session, sent } = capturedSession();
    const orgs = await listUserOrganizations(session, { login: 'octocat' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/users/octocat/orgs', query: { per_page: '100' } });
    expect(orgs.map((o) => [o.id, o.login, o.url])).toEqual([[1, 'github', 'https://api.github.com/orgs/github']]);
    served.done();
  });
});

describe('listUserOrganizations: bad input', () => {
  it('refuses a user that is not a login or parsed data with one, and options that are not an object; sending nothing', () => {
    const { session, sent } = capturedSession();
    for (const user of ['', '..', 'octo/cat', 42, null, undefined, {}, { login: null }]) {
      expect(() => listUserOrganizations(session, user as never)).toThrow(expect.objectContaining({ parameter: 'username' }));
    }
    expect(() => listUserOrganizations(session, 'octocat', null as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(sent).toHaveLength(0);
  });
});

describe('sameOrganization', () => {
  it('compares by id; what is not data with an id is not the same as anything', () => {
    expect(sameOrganization({ id: 1 }, { id: 1 })).toBe(true);
    expect(sameOrganization({ id: 1 }, { id: 2 })).toBe(false);
    expect(sameOrganization({ id: null }, { id: null })).toBe(false);
    for (const bad of [null, undefined, 'github', 1, {}, [], { id: '1' }]) {
      expect(sameOrganization(bad as never, { id: 1 })).toBe(false);
      expect(sameOrganization({ id: 1 }, bad as never)).toBe(false);
      expect(sameOrganization(bad as never, bad as never)).toBe(false);
    }
  });
});
