import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { addEmailAddress, addEmailAddresses, deleteEmailAddress, deleteEmailAddresses, listEmails } from '../../src/users/emails.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-emails' });
const ADDRESSES = ['octocat@github.com', 'mona@github.com'];

describe('listEmails (emails)', () => {
  it('yields Email items', async () => {
    const served = replay('openapi/users.list-emails-for-authenticated-user');
    const { session, sent } = authed();
    const emails = await listEmails(session).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/emails', query: { per_page: '100' } });
    expect(emails.map((e) => [e.email, e.verified, e.primary, e.visibility])).toEqual([['octocat@github.com', true, true, 'public']]);
    expect(Object.isFrozen(emails[0])).toBe(true);
    served.done();
  });
});

describe('addEmailAddresses (add_email_addresses)', () => {
  it('sends the addresses in the documented { emails } form and parses the Email list', async () => {
    const served = replay('openapi/users.add-email-for-authenticated-user');
    const { session, sent } = authed();
    // The documented request example adds three addresses.
    const added = [...ADDRESSES, 'octocat@octocat.org'];
    const emails = await addEmailAddresses(session, added);
    expectRequest(sent[0], { method: 'POST', path: '/user/emails', body: { emails: added } });
    expect(emails.map((e) => [e.email, e.primary, e.verified, e.visibility])).toEqual([
      ['octocat@octocat.org', false, false, 'public'],
      ['octocat@github.com', false, false, null],
      ['mona@github.com', false, false, null],
    ]);
    expect(Object.isFrozen(emails)).toBe(true);
    served.done();
  });

  it('an empty list gives [] without a request', async () => {
    const { session, sent } = authed();
    expect(await addEmailAddresses(session, [])).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('the older add_email_address sends one address', async () => {
    nock('https://api.github.com').post('/user/emails', { emails: ['mona@github.com'] }).reply(201, documentedResponse('openapi/users.add-email-for-authenticated-user') as object[]);
    const { session, sent } = authed();
    const emails = await addEmailAddress(session, 'mona@github.com');
    expectRequest(sent[0], { method: 'POST', path: '/user/emails', body: { emails: ['mona@github.com'] } });
    expect(emails.map((e) => e.email)).toContain('mona@github.com');
  });
});

describe('deleteEmailAddresses (delete_email_addresses)', () => {
  it('is true on 204 and false on 404', async () => {
    for (const [name, expected] of [['users.delete-email-for-authenticated-user', true], ['users.delete-email-for-authenticated-user.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await deleteEmailAddresses(session, ADDRESSES)).toBe(expected);
      expectRequest(sent[0], { method: 'DELETE', path: '/user/emails', body: { emails: ADDRESSES } });
      served.done();
    }
  });

  it('the older delete_email_address sends one address', async () => {
    nock('https://api.github.com').delete('/user/emails', { emails: ['mona@github.com'] }).reply(204);
    const { session, sent } = authed();
    expect(await deleteEmailAddress(session, 'mona@github.com')).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/user/emails', body: { emails: ['mona@github.com'] } });
  });

  it('refuses an empty list, a bad address and an anonymous session before sending', async () => {
    const { session, sent } = authed();
    await expect(deleteEmailAddresses(session, [])).rejects.toThrow(expect.objectContaining({ parameter: 'addresses' }));
    await expect(addEmailAddresses(session, [''])).rejects.toThrow(expect.objectContaining({ parameter: 'addresses[0]' }));
    await expect(deleteEmailAddresses(session, ['mona@github.com', 7 as never])).rejects.toThrow(expect.objectContaining({ parameter: 'addresses[1]' }));
    await expect(addEmailAddresses(session, 'mona@github.com' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'addresses' }));
    await expect(deleteEmailAddresses(session, null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'addresses' }));
    await expect(addEmailAddresses(session, [], 'fast' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    await expect(addEmailAddress(session, { email: 'mona@github.com' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'address' }));
    await expect(deleteEmailAddress(session, '')).rejects.toThrow(expect.objectContaining({ parameter: 'address' }));
    const anonymous = capturedSession();
    await expect(addEmailAddresses(anonymous.session, ADDRESSES)).rejects.toThrow(ValidationError);
    await expect(deleteEmailAddresses(anonymous.session, ADDRESSES)).rejects.toThrow(ValidationError);
    await expect(addEmailAddresses(anonymous.session, [])).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(() => listEmails(anonymous.session)).toThrow(ValidationError);
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});
