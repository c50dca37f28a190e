import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import {
  addOrganizationMember,
  concealOrganizationMembership,
  isOrganizationMember,
  isPublicOrganizationMember,
  listOrganizationMembers,
  listPublicOrganizationMembers,
  publicizeOrganizationMembership,
  removeOrganizationMember,
} from '../../src/orgs/members.js';
import { bindModule } from '../../src/core/bind-module.js';
import { organizationObjectOperations } from '../../src/facade/orgs.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-org-members' });

describe('addOrganizationMember (Organization.add_member)', () => {
  it('puts the membership with its role; true on 200', async () => {
    const served = replay('openapi/orgs.set-membership-for-user');
    const { session, sent } = authed();
    expect(await addOrganizationMember(session, { login: 'github' }, 'octocat', { role: 'member' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/memberships/octocat', body: { role: 'member' } });
    served.done();
  });

  it('sends no body without a role; false on 404', async () => {
    nock('https://api.github.com').put('/orgs/github/memberships/nobody').reply(404, { message: 'Not Found' });
    const { session, sent } = authed();
    expect(await addOrganizationMember(session, 'github', 'nobody')).toBe(false);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/github/memberships/nobody' });
  });

  it('through the facade, the older form with a team id after the user adds the user to that team: true', async () => {
    nock('https://api.github.com').put('/teams/42/memberships/octocat').reply(200, { url: 'https://api.github.com/teams/42/memberships/octocat', role: 'member', state: 'active' });
    nock('https://api.github.com').put('/orgs/github/memberships/octocat').reply(200, {});
    const { session, sent } = authed();
    const Organization = bindModule(session, organizationObjectOperations);
    expect(await Organization.addMember('github', 'octocat', 42)).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/teams/42/memberships/octocat' });
    expect(await Organization.addMember('github', 'octocat', { role: 'member' })).toBe(true);
    expectRequest(sent[1], { method: 'PUT', path: '/orgs/github/memberships/octocat', body: { role: 'member' } });
    await expect(Organization.addMember('github', 'octocat', 0)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(2);
  });

  it('refuses an unknown role, a dot-segment login and an anonymous session before sending', async () => {
    const { session, sent } = authed();
    await expect(addOrganizationMember(session, 'github', 'octocat', { role: 'owner' as 'admin' })).rejects.toThrow(expect.objectContaining({ parameter: 'role' }));
    await expect(addOrganizationMember(session, 'github', '..')).rejects.toThrow(expect.objectContaining({ parameter: 'username' }));
    await expect(addOrganizationMember(session, 'git/hub', 'octocat')).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    await expect(addOrganizationMember(capturedSession().session, 'github', 'octocat')).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('removeOrganizationMember (Organization.remove_member)', () => {
  it('deletes the member: true on 204, false on 404', async () => {
    const served = replay('openapi/orgs.remove-member');
    const { session, sent } = authed();
    expect(await removeOrganizationMember(session, 'github', { login: 'octocat' })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/orgs/github/members/octocat' });
    served.done();
    nock('https://api.github.com').delete('/orgs/github/members/octocat').reply(404, { message: 'Not Found' });
    expect(await removeOrganizationMember(session, 'github', 'octocat')).toBe(false);
  });
});

describe('isOrganizationMember (Organization.is_member)', () => {
  it('is true on 204 (live) and false on 404', async () => {
    const live = replay('live/orgs.check-membership-for-user');
    const { session, sent } = authed();
    expect(await isOrganizationMember(session, 'api-playground', 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/api-playground/members/api-padawan' });
    live.done();
    const no = replay('openapi/orgs.check-membership-for-user.404');
    expect(await isOrganizationMember(session, 'github', 'octocat')).toBe(false);
    no.done();
  });

  it('follows the 302 a non-member gets to the public-membership check, and answers from it', async () => {
    nock('https://api.github.com')
      .get('/orgs/github/members/octocat')
      .reply(302, '', { location: 'https://api.github.com/orgs/github/public_members/octocat' })
      .get('/orgs/github/public_members/octocat')
      .reply(404);
    const { session, sent } = authed();
    expect(await isOrganizationMember(session, 'github', 'octocat')).toBe(false);
    expect(sent.map((r) => r.url.pathname)).toEqual(['/orgs/github/members/octocat', '/orgs/github/public_members/octocat']);
  });

  it('throws on another failure', async () => {
    nock('https://api.github.com').get('/orgs/github/members/octocat').reply(500, { message: 'boom' });
    const { session } = authed();
    expect((await rejection(isOrganizationMember(session, 'github', 'octocat'))).status).toBe(500);
  });
});

describe('isPublicOrganizationMember (Organization.is_public_member)', () => {
  it('is true on 204 (live) and false on 404', async () => {
    const live = replay('live/orgs.check-public-membership-for-user');
    const { session, sent } = authed();
    expect(await isPublicOrganizationMember(session, 'api-playground', 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/api-playground/public_members/api-padawan' });
    live.done();
    const no = replay('openapi/orgs.check-public-membership-for-user.404');
    expect(await isPublicOrganizationMember(session, 'github', 'octocat')).toBe(false);
    no.done();
  });
});

describe('publicizeOrganizationMembership / concealOrganizationMembership (publicize_member, conceal_member)', () => {
  it('puts and deletes the public membership (live): true on 204', async () => {
    const put = replay('live/orgs.set-public-membership-for-authenticated-user');
    const del = replay('live/orgs.remove-public-membership-for-authenticated-user');
    const { session, sent } = authed();
    expect(await publicizeOrganizationMembership(session, 'api-playground', 'api-padawan')).toBe(true);
    expect(await concealOrganizationMembership(session, 'api-playground', 'api-padawan')).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/orgs/api-playground/public_members/api-padawan' });
    expectRequest(sent[1], { method: 'DELETE', path: '/orgs/api-playground/public_members/api-padawan' });
    put.done();
    del.done();
  });

  it('is false on 404; another refusal throws', async () => {
    nock('https://api.github.com').put('/orgs/github/public_members/octocat').reply(404).delete('/orgs/github/public_members/octocat').reply(403, { message: 'Forbidden' });
    const { session } = authed();
    expect(await publicizeOrganizationMembership(session, 'github', 'octocat')).toBe(false);
    expect((await rejection(concealOrganizationMembership(session, 'github', 'octocat'))).status).toBe(403);
  });
});

describe('listOrganizationMembers / listPublicOrganizationMembers (members, public_members)', () => {
  it('yields the members as ShortUser (live)', async () => {
    nock('https://api.github.com').get('/orgs/codeforamerica/members').query({ per_page: '100' }).reply(200, documentedResponse('live/orgs.list-members') as object[]);
    const { session, sent } = authed();
    const members = await listOrganizationMembers(session, 'codeforamerica').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/codeforamerica/members', query: { per_page: '100' } });
    expect(members).toHaveLength(30);
    expect(members.slice(0, 2).map((m) => [m.login, m.id])).toEqual([
      ['waltz', 8681],
      ['sferik', 10308],
    ]);
  });

  it('sends filter and role', async () => {
    nock('https://api.github.com').get('/orgs/github/members').query({ filter: '2fa_disabled', role: 'admin', per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    expect(await listOrganizationMembers(session, 'github', { filter: '2fa_disabled', role: 'admin' }).toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/members', query: { filter: '2fa_disabled', role: 'admin', per_page: '100' } });
  });

  it('refuses an unknown filter or role before sending', () => {
    const { session, sent } = authed();
    expect(() => listOrganizationMembers(session, 'github', { filter: '2fa' as 'all' })).toThrow(expect.objectContaining({ parameter: 'filter' }));
    expect(() => listOrganizationMembers(session, 'github', { role: 'maintainer' as 'all' })).toThrow(expect.objectContaining({ parameter: 'role' }));
    expect(sent).toHaveLength(0);
  });

  it('yields the public members (live)', async () => {
    nock('https://api.github.com').get('/orgs/codeforamerica/public_members').query({ per_page: '2' }).reply(200, documentedResponse('live/orgs.list-public-members') as object[]);
    const { session, sent } = authed();
    const members = await listPublicOrganizationMembers(session, 'codeforamerica', { number: 2 }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/orgs/codeforamerica/public_members', query: { per_page: '2' } });
    expect(members.map((m) => m.login)).toEqual(['Bob741', 'ErikVictory']);
  });
});

it('a NotFoundError stays one for an organization that does not exist', async () => {
  nock('https://api.github.com').get('/orgs/nope/public_members').query(true).reply(404, { message: 'Not Found' });
  const { session } = authed();
  await rejection(listPublicOrganizationMembers(session, 'nope').toArray(), NotFoundError);
});

describe('the facade', () => {
  it('binds Organization operations, the organization first, and the deprecated aliases to the same functions', async () => {
    const { createClient } = await import('../../src/client.js');
    const live = replay('live/orgs.check-membership-for-user');
    const { session, sent } = authed();
    const gh = createClient(session);
    expect(await gh.Organization.isMember('api-playground', 'api-padawan')).toBe(true);
    expect(sent[0]?.url.pathname).toBe('/orgs/api-playground/members/api-padawan');
    live.done();
    nock('https://api.github.com').get('/orgs/github/public_members').query({ per_page: '100' }).reply(200, []);
    expect(await gh.Organization.iterPublicMembers('github').toArray()).toEqual([]);
  });
});
