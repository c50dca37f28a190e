import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { impersonateUser, revokeImpersonation } from '../../src/enterprise-admin/impersonation.js';
import { createOrganization } from '../../src/enterprise-admin/organizations.js';
import { demoteUser, promoteUser } from '../../src/enterprise-admin/site-admin.js';
import { createUser, deleteUser, renameUser } from '../../src/enterprise-admin/users.js';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { ShortUser } from '../../src/models/users.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { admin, GHE, TOKEN } from './fixtures.js';
import { lacks } from '../support/lacks.js';

/** A refusal of the installation (the spec's own answer: no recording holds one). */
const refuse = (method: 'put' | 'delete' | 'patch', path: string) => nock('https://ghe.example.com').intercept(`/api/v3${path}`, method.toUpperCase()).reply(403, { message: 'Must be a site administrator' });

describe('promoteUser / demoteUser (User.promote, User.demote)', () => {
  it('promotes: PUT site_admin with no body, true on 204 (live)', async () => {
    const served = replay('live/enterprise-admin.promote');
    const { session, sent } = admin();
    expect(await promoteUser(session, 'pengwynn')).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/api/v3/users/pengwynn/site_admin', headers: { authorization: `token ${TOKEN}` } });
    served.done();
  });

  it('demotes a parsed user: DELETE site_admin, true on 204 (live)', async () => {
    const served = replay('live/enterprise-admin.demote');
    const { session, sent } = admin();
    const user = fromDict(ShortUser, { id: 1, login: 'pengwynn' });
    expect(await demoteUser(session, user)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/users/pengwynn/site_admin' });
    served.done();
  });

  it.each([
    ['promoteUser', promoteUser, 'put'],
    ['demoteUser', demoteUser, 'delete'],
  ] as const)('%s is false when the installation refuses (403)', async (_, operation, method) => {
    const scope = refuse(method, '/users/octocat/site_admin');
    const { session } = admin();
    expect(await operation(session, 'octocat')).toBe(false);
    scope.done();
  });

  it('throws on any other failure (404: no such user)', async () => {
    nock('https://ghe.example.com').put('/api/v3/users/nobody/site_admin').reply(404, { message: 'Not Found' });
    const { session } = admin();
    await rejection(promoteUser(session, 'nobody'), NotFoundError);
  });

  it('refuses a dot-segment login and an anonymous session before sending', async () => {
    const { session, sent } = admin();
    expect((await rejection(promoteUser(session, '..'), ValidationError)).parameter).toBe('username');
    const anonymous = capturedSession({ baseUrl: GHE });
    await rejection(demoteUser(anonymous.session, 'octocat'), ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('renameUser (User.rename)', () => {
  it('sends the new login as JSON and is true on 202 (live)', async () => {
    const served = replay('live/enterprise-admin.rename-user');
    const { session, sent } = admin();
    expect(await renameUser(session, 'foobar', 'foofoobar')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/api/v3/admin/users/foobar', body: { login: 'foofoobar' }, headers: { 'content-type': 'application/json; charset=utf-8' } });
    served.done();
  });

  it('matches the documented example', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.update-username-for-user');
    const { session } = admin();
    expect(await renameUser(session, 'octocat', 'thenewmonalisa')).toBe(true);
    served.done();
  });

  it('is false when refused (403), and refuses a blank new login before sending', async () => {
    const scope = refuse('patch', '/admin/users/octocat');
    const { session, sent } = admin();
    expect(await renameUser(session, 'octocat', 'hubot')).toBe(false);
    scope.done();
    expect((await rejection(renameUser(session, 'octocat', ' '), ValidationError)).parameter).toBe('login');
    expect(sent).toHaveLength(1);
  });
});

describe('deleteUser (User.delete)', () => {
  it('deletes the account: true on 204 (live)', async () => {
    const served = replay('live/enterprise-admin.delete-user');
    const { session, sent } = admin();
    expect(await deleteUser(session, 'afakeperson')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/admin/users/afakeperson' });
    served.done();
  });

  it('is false when refused (403)', async () => {
    const scope = refuse('delete', '/admin/users/octocat');
    const { session } = admin();
    expect(await deleteUser(session, 'octocat')).toBe(false);
    scope.done();
  });
});

describe('impersonateUser / revokeImpersonation (User.impersonate, User.revoke_impersonation)', () => {
  it('asks for a token with the scopes given and parses the Authorization (documented example)', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.create-impersonation-o-auth-token.201');
    const { session, sent } = admin();
    const authorization = await impersonateUser(session, 'octocat', { scopes: ['public_repo'] });
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/admin/users/octocat/authorizations', body: { scopes: ['public_repo'] } });
    expect(authorization.id).toBe(1);
    expect(authorization.scopes).toEqual(['public_repo']);
    expect(authorization.token_last_eight).toBe('Ae178B4a');
    expect(authorization.created_at).toEqual(new Date('2011-09-06T17:26:27Z'));
    served.done();
  });

  it('sends an empty scope list without scopes (the description requires the member)', async () => {
    const { session, sent } = admin();
    nock('https://ghe.example.com').post('/api/v3/admin/users/octocat/authorizations', { scopes: [] }).reply(201, { id: 2, scopes: [] });
    expect((await impersonateUser(session, 'octocat')).scopes).toEqual([]);
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/admin/users/octocat/authorizations', body: { scopes: [] } });
  });

  it('refuses a scope that is not a name before sending', async () => {
    const { session, sent } = admin();
    expect((await rejection(impersonateUser(session, 'octocat', { scopes: ['repo', ''] }), ValidationError)).parameter).toBe('scopes[1]');
    expect(sent).toHaveLength(0);
  });

  it('revokes: true on 204 (live), false when refused', async () => {
    const served = replay('live/enterprise-admin.delete-impersonation-token');
    const { session, sent } = admin();
    expect(await revokeImpersonation(session, 'foobar')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/admin/users/foobar/authorizations' });
    served.done();
    const scope = refuse('delete', '/admin/users/foobar/authorizations');
    expect(await revokeImpersonation(session, 'foobar')).toBe(false);
    scope.done();
  });
});

describe('createUser / createOrganization (site administrator)', () => {
  it('creates a user and parses the summary (live)', async () => {
    const served = replay('live/enterprise-admin.create-user');
    const { session, sent } = admin();
    const user = await createUser(session, 'foobar', { email: 'notreal@foo.bar' });
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/admin/users', body: { login: 'foobar', email: 'notreal@foo.bar' } });
    expect(user.login).toBe('foobar');
    expect(user.id).toBe(514);
    expect(user.url).toBe('https://ghe.example.com/api/v3/users/foobar');
    // Recorded before the service sent node ids: the field the description promises reads as the error naming it.
    expect(lacks(user, 'node_id')).toBe(true);
    served.done();
  });

  it('sends only the login when no email is given (directory authentication), and `suspended` when asked', async () => {
    const { session, sent } = admin();
    nock('https://ghe.example.com').post('/api/v3/admin/users').twice().reply(201, { id: 3, login: 'ldap-user' });
    await createUser(session, 'ldap-user');
    await createUser(session, 'ldap-user', { suspended: true });
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/admin/users', body: { login: 'ldap-user' } });
    expectRequest(sent[1], { method: 'POST', path: '/api/v3/admin/users', body: { login: 'ldap-user', suspended: true } });
  });

  it('creates an organization managed by a user (live)', async () => {
    const served = replay('live/enterprise-admin.create-organization');
    const { session, sent } = admin();
    const org = await createOrganization(session, 'SuchAGreatOrg', 'crashoverride');
    expectRequest(sent[0], { method: 'POST', path: '/api/v3/admin/organizations', body: { login: 'SuchAGreatOrg', admin: 'crashoverride' } });
    expect(org.login).toBe('SuchAGreatOrg');
    expect(org.id).toBe(513);
    expect(org.members_urlt?.expand({ member: 'hubot' })).toBe('https://ghe.example.com/api/v3/orgs/SuchAGreatOrg/members/hubot');
    served.done();
  });

  it('sends the display name (documented example), the admin given as parsed data', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.create-org');
    const { session } = admin();
    const org = await createOrganization(session, 'github', fromDict(ShortUser, { id: 5, login: 'monalisaoctocat' }), { profileName: 'GitHub, Inc.' });
    expect(org.description).toBe('A great organization');
    served.done();
  });
});
