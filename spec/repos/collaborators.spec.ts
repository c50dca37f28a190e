import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ForbiddenError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { addCollaborator, isCollaborator, listCollaborators, removeCollaborator } from '../../src/repos/collaborators.js';
import { deleteRepositoryInvitation, listRepositoryInvitations, updateRepositoryInvitation } from '../../src/repos/invitations.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { replayPaged } from '../support/paged.js';

const authed = () => capturedSession({ token: 'test-token-collaborators' });

describe('addCollaborator (Repository.add_collaborator)', () => {
  it('is true when the service sends an invitation (201), with the permission sent', async () => {
    const served = replay('openapi/repos.add-collaborator');
    const { session, sent } = authed();
    expect(await addCollaborator(session, 'octocat/Hello-World', 'octocat', { permission: 'triage' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/repos/octocat/Hello-World/collaborators/octocat', body: { permission: 'triage' } });
    served.done();
  });

  it('is true when the user already collaborates (204, recorded live), sending no body without a permission', async () => {
    const served = replay('live/repos.add-collaborator.204');
    const { session, sent } = authed();
    expect(await addCollaborator(session, { owner: 'api-padawan', repo: 'an-repo' }, { login: 'pengwynn' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/repos/api-padawan/an-repo/collaborators/pengwynn' });
    served.done();
  });

  it('is false on 404, and a refusal (422) throws', async () => {
    nock('https://api.github.com').put('/repos/octocat/Hello-World/collaborators/ghost').reply(404, { message: 'Not Found' });
    nock('https://api.github.com').put('/repos/octocat/Hello-World/collaborators/octocat').reply(422, { message: 'Validation Failed' });
    const { session } = authed();
    expect(await addCollaborator(session, 'octocat/Hello-World', 'ghost')).toBe(false);
    await rejection(addCollaborator(session, 'octocat/Hello-World', 'octocat'), UnprocessableEntity);
  });

  it.each([
    ['username', ['..']],
    ['username', ['a/b']],
    ['permission', ['octocat', { permission: '' }]],
    ['session', ['octocat']],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = name === 'session' ? capturedSession() : authed();
    const add = addCollaborator as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(add(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('removeCollaborator and isCollaborator', () => {
  it('removes a collaborator (204, recorded live)', async () => {
    const served = replay('live/repos.remove-collaborator');
    const { session, sent } = authed();
    expect(await removeCollaborator(session, 'api-padawan/an-repo', 'pengwynn')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/api-padawan/an-repo/collaborators/pengwynn' });
    served.done();
  });

  it('is true for a collaborator (204, recorded live)', async () => {
    const served = replay('live/repos.check-collaborator');
    const { session, sent } = authed();
    expect(await isCollaborator(session, 'api-padawan/an-repo', 'pengwynn')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/repos/api-padawan/an-repo/collaborators/pengwynn' });
    served.done();
  });

  it('is false for someone else (404)', async () => {
    const served = replay('openapi/repos.check-collaborator.404');
    const { session } = authed();
    expect(await isCollaborator(session, 'octocat/Hello-World', 'octocat')).toBe(false);
    served.done();
  });

  it('throws on another failure (403)', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/collaborators/octocat').reply(403, { message: 'Must have push access to view collaborators.' });
    const { session } = authed();
    const error = await rejection(isCollaborator(session, 'octocat/Hello-World', 'octocat'), ForbiddenError);
    expect(error.message).toContain('Must have push access');
  });
});

describe('listCollaborators (Repository.collaborators)', () => {
  it('yields Collaborators with their permissions', async () => {
    const served = replay('openapi/repos.list-collaborators');
    const { session, sent } = authed();
    const [first] = await listCollaborators(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/collaborators', query: { per_page: '100' } });
    served.done();
    expect(first?.login).toBe('octocat');
    expect(first?.id).toBe(1);
    expect(first?.permissions).toEqual({ pull: true, triage: true, push: true, maintain: false, admin: false });
    expect(first?.role_name).toBe('write');
  });

  it('reads the older listing without permissions (recorded live), as null', async () => {
    const served = replayPaged('live/repos.list-collaborators');
    const { session } = authed();
    const collaborators = await listCollaborators(session, 'sferik/rails_admin').toArray();
    expect(served.isDone()).toBe(true);
    expect(collaborators).toHaveLength(11);
    expect(collaborators[0]?.login).toBe('sferik');
    expect(collaborators[0]?.id).toBe(10308);
    expect(collaborators[0]?.permissions).toBeNull();
  });

  it('sends the affiliation and permission filters', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/collaborators').query({ affiliation: 'outside', permission: 'admin', per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    expect(await listCollaborators(session, 'octocat/Hello-World', { affiliation: 'outside', permission: 'admin' }).toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/collaborators', query: { affiliation: 'outside', permission: 'admin', per_page: '100' } });
  });

  it.each([
    ['affiliation', { affiliation: 'everyone' }],
    ['permission', { permission: 'write' }],
  ])('refuses an unknown %s before sending', (name, options) => {
    const { session, sent } = authed();
    expect(() => listCollaborators(session, 'octocat/Hello-World', options as never)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('lists the open Invitations of a repository', async () => {
    const served = replay('openapi/repos.list-invitations');
    const { session, sent } = authed();
    const [invitation] = await listRepositoryInvitations(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/invitations', query: { per_page: '100' } });
    served.done();
    expect(invitation?.id).toBe(1);
    expect(invitation?.permissions).toBe('write');
    expect(invitation?.repository?.full_name).toBe('octocat/Hello-World');
    expect(invitation?.invitee?.login).toBe('octocat');
    expect(invitation?.inviter?.login).toBe('octocat');
    expect(invitation?.created_at?.toISOString()).toBe('2016-06-13T19:52:50.000Z');
  });

  it('updates a parsed invitation through its repository (its url is the invitee\u2019s)', async () => {
    const listed = replay('openapi/repos.list-invitations');
    const { session, sent } = authed();
    const [invitation] = await listRepositoryInvitations(session, 'octocat/Hello-World').toArray();
    listed.done();
    const served = replay('openapi/repos.update-invitation');
    const updated = await updateRepositoryInvitation(session, invitation!, { permissions: 'write' });
    expectRequest(sent[1], { method: 'PATCH', path: '/repos/octocat/Hello-World/invitations/1', body: { permissions: 'write' } });
    served.done();
    expect(updated.permissions).toBe('write');
    expect(updated.expired).toBe(false);
  });

  it('deletes an invitation named by { owner, repo, id }', async () => {
    const served = replay('openapi/repos.delete-invitation');
    const { session, sent } = authed();
    expect(await deleteRepositoryInvitation(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/invitations/1' });
    served.done();
  });

  it.each([
    ['invitation.id', [{ owner: 'octocat', repo: 'Hello-World', id: 0 }]],
    ['invitation.repository.owner', [{ id: 1, repository: { full_name: '../Hello-World' } }]],
    ['invitation', [{ id: 1, url: 'https://api.github.com/user/repository_invitations/1' }]],
    ['permissions', [{ owner: 'octocat', repo: 'Hello-World', id: 1 }, { permissions: 'push' }]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const update = updateRepositoryInvitation as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(update(session, ...args)).rejects.toThrow(ValidationError);
    await expect(update(session, ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('the facade', () => {
  it('binds the documented names on gh.Repository and gh.Invitation', async () => {
    const served = replay('live/repos.check-collaborator');
    const gh = createClient({ token: 'test-token-collaborators' });
    expect(await gh.Repository.isCollaborator('api-padawan/an-repo', 'pengwynn')).toBe(true);
    served.done();
    expect(typeof gh.Repository.addCollaborator).toBe('function');
    expect(typeof gh.Repository.collaborators).toBe('function');
    expect(typeof gh.Repository.invitations).toBe('function');
    expect(typeof gh.Invitation.update).toBe('function');
    expect(typeof gh.Invitation.delete).toBe('function');
  });
});
