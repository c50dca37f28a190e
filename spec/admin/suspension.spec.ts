import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { SuspensionRefused } from '../../src/enterprise-admin/suspension-refused.js';
import { suspendUser, unsuspendUser } from '../../src/enterprise-admin/suspension.js';
import { ForbiddenError, NotFoundError, RateLimitExceeded, ValidationError } from '../../src/errors/index.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { admin, TOKEN } from './fixtures.js';

/**
 * A directory login service's refusal: the status and the reason the description gives (403 when
 * LDAP sync manages the user); the message text is the spec's own, no recording holds one.
 */
const DIRECTORY = 'Users cannot be suspended while LDAP Sync manages them';

describe('suspendUser (User.suspend)', () => {
  it('suspends with no body: true on 204 (live)', async () => {
    const served = replay('live/enterprise-admin.suspend');
    const { session, sent } = admin();
    expect(await suspendUser(session, 'pengwynn')).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/api/v3/users/pengwynn/suspended', headers: { authorization: `token ${TOKEN}` } });
    served.done();
  });

  it('sends the reason for the audit log (documented example)', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.suspend-user');
    const { session, sent } = admin();
    expect(await suspendUser(session, 'octocat', { reason: 'Suspended during leave of absence.' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/api/v3/users/octocat/suspended', body: { reason: 'Suspended during leave of absence.' } });
    served.done();
  });

  it('surfaces a directory login service’s refusal as SuspensionRefused with the service’s message', async () => {
    const scope = nock('https://ghe.example.com')
      .put('/api/v3/users/octocat/suspended')
      .reply(403, { message: DIRECTORY, documentation_url: 'https://docs.github.com/enterprise-server@3.19/rest/enterprise-admin/users#suspend-a-user' });
    const { session } = admin();
    const error = await rejection(suspendUser(session, 'octocat'), SuspensionRefused);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.name).toBe('SuspensionRefused');
    expect(error.message).toBe(DIRECTORY);
    expect(error.status).toBe(403);
    expect(error.method).toBe('PUT');
    expect(error.url).toBe('https://ghe.example.com/api/v3/users/octocat/suspended');
    expect(error.documentationUrl).toContain('suspend-a-user');
    expect(error.cause).toBeInstanceOf(ForbiddenError);
    scope.done();
  });

  it('leaves other failures as they are (404, a spent rate limit)', async () => {
    nock('https://ghe.example.com').put('/api/v3/users/nobody/suspended').reply(404, { message: 'Not Found' });
    nock('https://ghe.example.com').put('/api/v3/users/octocat/suspended').reply(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000000' });
    const { session } = admin();
    await rejection(suspendUser(session, 'nobody'), NotFoundError);
    const limited = await rejection(suspendUser(session, 'octocat'), RateLimitExceeded);
    expect(limited).not.toBeInstanceOf(SuspensionRefused);
  });

  it('refuses a blank reason before sending', async () => {
    const { session, sent } = admin();
    expect((await rejection(suspendUser(session, 'octocat', { reason: ' ' }), ValidationError)).parameter).toBe('reason');
    expect(sent).toHaveLength(0);
  });
});

describe('unsuspendUser (User.unsuspend)', () => {
  it('unsuspends with no body: true on 204 (live)', async () => {
    const served = replay('live/enterprise-admin.unsuspend');
    const { session, sent } = admin();
    expect(await unsuspendUser(session, 'pengwynn')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/users/pengwynn/suspended' });
    served.done();
  });

  it('sends the reason (documented example)', async () => {
    const served = replay('openapi/ghes-3.19/enterprise-admin.unsuspend-user');
    const { session, sent } = admin();
    expect(await unsuspendUser(session, 'octocat', { reason: 'Unsuspended after leave of absence.' })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/api/v3/users/octocat/suspended', body: { reason: 'Unsuspended after leave of absence.' } });
    served.done();
  });

  it('surfaces a directory login service’s refusal as SuspensionRefused', async () => {
    nock('https://ghe.example.com').delete('/api/v3/users/octocat/suspended').reply(403, { message: DIRECTORY });
    const { session } = admin();
    expect((await rejection(unsuspendUser(session, 'octocat'), SuspensionRefused)).message).toBe(DIRECTORY);
  });
});
