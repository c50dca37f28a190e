import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { activateOwnOrganizationMembership, getOwnOrganizationMembership, listOwnOrganizationMemberships } from '../../src/orgs/memberships.js';
import { capturedSession, queryOf } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-memberships' });

describe('listOwnOrganizationMemberships (organization_memberships)', () => {
  it('yields Memberships', async () => {
    const served = replay('openapi/orgs.list-memberships-for-authenticated-user');
    const { session, sent } = authed();
    const memberships = await listOwnOrganizationMemberships(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/memberships/orgs', query: { per_page: '100' } });
    expect(memberships.map((m) => [m.state, m.role, m.organization_url, m.active, m.pending])).toEqual([
      ['active', 'admin', 'https://api.github.com/orgs/octocat', true, false],
      ['pending', 'admin', 'https://api.github.com/orgs/invitocat', false, true],
    ]);
    expect(memberships[0]?.url).toBe('https://api.github.com/orgs/octocat/memberships/defunkt');
    expect(memberships[0]?.organization?.login).toBe('github');
    expect(memberships[0]?.user?.login).toBe('octocat');
    served.done();
  });

  it.each(['active', 'pending'] as const)('sends state=%s', async (state) => {
    const { session, sent } = authed();
    await listOwnOrganizationMemberships(session, { state })
      .toArray()
      .catch(() => undefined);
    expect(queryOf(sent[0])).toEqual({ state, per_page: '100' });
  });

  it('refuses an unknown state and an anonymous session before sending', () => {
    const { session, sent } = authed();
    expect(() => listOwnOrganizationMemberships(session, { state: 'all' as 'active' })).toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(() => listOwnOrganizationMemberships(capturedSession().session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('refuses a state that is not text, options that are not an object and unknown options, sending nothing', () => {
    const { session, sent } = authed();
    for (const state of [null, '', 'ACTIVE', 1, ['active']]) {
      expect(() => listOwnOrganizationMemberships(session, { state: state as never })).toThrow(expect.objectContaining({ parameter: 'state' }));
    }
    expect(() => listOwnOrganizationMemberships(session, null as never)).toThrow(expect.objectContaining({ parameter: 'options' }));
    expect(() => listOwnOrganizationMemberships(session, { role: 'admin' } as never)).toThrow(expect.objectContaining({ parameter: 'role' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getOwnOrganizationMembership (membership_in)', () => {
  it('parses the Membership; takes an organization object or a login', async () => {
    const served = replay('openapi/orgs.get-membership-for-authenticated-user');
    const { session, sent } = authed();
    const membership = await getOwnOrganizationMembership(session, { login: 'invitocat' });
    expectRequest(sent[0], { method: 'GET', path: '/user/memberships/orgs/invitocat' });
    expect([membership.state, membership.role, membership.pending, membership.active]).toEqual(['pending', 'admin', true, false]);
    expect(membership.organization_url).toBe('https://api.github.com/orgs/invitocat');
    served.done();
  });

  it('needs authentication', async () => {
    const { session, sent } = capturedSession();
    await expect(getOwnOrganizationMembership(session, 'invitocat')).rejects.toThrow(ValidationError);
    await expect(activateOwnOrganizationMembership(session, 'invitocat')).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['getOwnOrganizationMembership', getOwnOrganizationMembership],
    ['activateOwnOrganizationMembership', activateOwnOrganizationMembership],
  ] as const)('%s refuses an organization that is not a login or parsed data with one, and options that are not an object; sending nothing', async (_, fn) => {
    const { session, sent } = authed();
    for (const org of ['', '.', '%2E%2E', 'octocat/x', 42, null, undefined, {}, { login: '..' }]) {
      await expect(fn(session, org as never)).rejects.toThrow(expect.objectContaining({ parameter: 'org' }));
    }
    await expect(fn(session, 'octocat', null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    await expect(fn(session, 'octocat', { state: 'active' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });
});

describe('activateOwnOrganizationMembership (activate_membership)', () => {
  it('sends state active and parses the Membership', async () => {
    const served = replay('openapi/orgs.update-membership-for-authenticated-user');
    const { session, sent } = authed();
    const membership = await activateOwnOrganizationMembership(session, 'octocat');
    expectRequest(sent[0], { method: 'PATCH', path: '/user/memberships/orgs/octocat', body: { state: 'active' } });
    expect([membership.state, membership.active, membership.role]).toEqual(['active', true, 'admin']);
    served.done();
  });

  it('moves a pending membership to active (scenario)', async () => {
    const served = replay('scenarios/users-membership-activation');
    const { session, sent } = authed();
    expect((await getOwnOrganizationMembership(session, 'invitocat')).state).toBe('pending');
    const activated = await activateOwnOrganizationMembership(session, { login: 'invitocat' });
    expect([activated.state, activated.active, activated.pending]).toEqual(['active', true, false]);
    expect((await getOwnOrganizationMembership(session, 'invitocat')).active).toBe(true);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'PATCH', 'GET']);
    served.done();
  });
});
