import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { fromDict } from '../../src/models/library/objects.js';
import { User } from '../../src/models/users.js';
import { updateUser } from '../../src/users/update-user.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-update' });
const updated = () => documentedResponse('openapi/users.update-authenticated') as object;

describe('updateUser (User.update)', () => {
  it('sends only the fields given; true on 200, false on 404', async () => {
    for (const [name, expected] of [['users.update-authenticated', true], ['users.update-authenticated.404', false]] as const) {
      const served = replay(`openapi/${name}`);
      const { session, sent } = authed();
      expect(await updateUser(session, 'octocat', { name: 'monalisa octocat', blog: 'https://github.com/blog' })).toBe(expected);
      expectRequest(sent[0], { method: 'PATCH', path: '/user', body: { name: 'monalisa octocat', blog: 'https://github.com/blog' } });
      served.done();
    }
  });

  it('maps every documented field to its wire name', async () => {
    nock('https://api.github.com').patch('/user').reply(200, updated());
    const { session, sent } = authed();
    const changes = { name: 'n', email: 'e@example.com', blog: 'b', company: 'c', location: 'l', hireable: false, bio: 'x', twitterUsername: 't' };
    expect(await updateUser(session, 'octocat', changes)).toBe(true);
    expectRequest(sent[0], {
      method: 'PATCH',
      path: '/user',
      body: { name: 'n', email: 'e@example.com', blog: 'b', company: 'c', location: 'l', hireable: false, bio: 'x', twitter_username: 't' },
    });
  });

  it('sends no change as an empty object, and twitterUsername: null as null (remove it)', async () => {
    nock('https://api.github.com').patch('/user', {}).reply(200, updated());
    nock('https://api.github.com').patch('/user', { twitter_username: null }).reply(200, updated());
    const { session, sent } = authed();
    expect(await updateUser(session, 'octocat')).toBe(true);
    expect(await updateUser(session, 'octocat', { twitterUsername: null })).toBe(true);
    expect(sent.map((r) => r.body)).toEqual(['{}', '{"twitter_username":null}']);
  });

  it('takes the user as parsed data; a session that knows its user takes that user, in any case', async () => {
    nock('https://api.github.com').patch('/user', { bio: 'b' }).times(2).reply(200, updated());
    const me = fromDict(User, documentedResponse('openapi/users.get-by-username'));
    const { session, sent } = capturedSession({ username: 'octocat', password: 'not-a-real-password' });
    expect(await updateUser(session, me, { bio: 'b' })).toBe(true);
    expect(await updateUser(session, 'OctoCat', { bio: 'b' })).toBe(true);
    expect(sent.map((r) => [r.method, r.url.pathname])).toEqual([
      ['PATCH', '/user'],
      ['PATCH', '/user'],
    ]);
  });

  it('refuses another user than the session’s own, sending nothing', async () => {
    const { session, sent } = capturedSession({ username: 'octocat', password: 'not-a-real-password' });
    await expect(updateUser(session, 'hubot', { name: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    await expect(updateUser(session, { login: 'hubot' }, { name: 'x' })).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('needs authentication', async () => {
    const { session, sent } = capturedSession();
    await expect(updateUser(session, 'octocat', { name: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a bad user, sending nothing', async () => {
    const { session, sent } = authed();
    for (const user of ['', '..', 'octo/cat', 42, null, undefined, {}]) {
      await expect(updateUser(session, user as never, { name: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses changes that are not profile fields: a wrong type, an unknown field, parsed data, null or text; sending nothing', async () => {
    const { session, sent } = authed();
    const me = fromDict(User, documentedResponse('openapi/users.get-by-username'));
    await expect(updateUser(session, 'octocat', { hireable: 'yes' as never })).rejects.toThrow(expect.objectContaining({ parameter: 'hireable' }));
    await expect(updateUser(session, 'octocat', { name: 42 as never })).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    await expect(updateUser(session, 'octocat', { twitter_username: 't' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'twitter_username' }));
    await expect(updateUser(session, 'octocat', me as never)).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    await expect(updateUser(session, 'octocat', null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    await expect(updateUser(session, 'octocat', 'x' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    await expect(updateUser(session, 'octocat', [] as never)).rejects.toThrow(expect.objectContaining({ parameter: 'changes' }));
    await expect((updateUser as (...args: unknown[]) => Promise<boolean>)(session, 'octocat', {}, {})).rejects.toThrow(expect.objectContaining({ parameter: 'arguments' }));
    await expect(updateUser(undefined as never, 'octocat', { name: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses the older form, changes without the user, sending nothing', async () => {
    const { session, sent } = authed();
    await expect(updateUser(session, { name: 'x' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    expect(sent).toHaveLength(0);
  });
});
