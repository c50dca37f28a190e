import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { starRepository, unstarRepository } from '../../src/activity/index.js';
import { createClient } from '../../src/client.js';
import { ForbiddenError } from '../../src/errors/index.js';
import { updateAuthenticatedUser } from '../../src/users/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replayPaged } from '../support/paged.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const TOKEN = 'test-token-activity';
const authed = () => capturedSession({ token: TOKEN });

describe('starRepository (star) and unstarRepository (unstar)', () => {
  it.each([
    ['starRepository', starRepository, 'live/repositories.star', 'PUT'],
    ['unstarRepository', unstarRepository, 'live/repositories.unstar', 'DELETE'],
  ] as const)('%s is true on 204 (live)', async (_, operation, recording, method) => {
    const served = replay(recording);
    const { session, sent } = authed();
    expect(await operation(session, 'sferik/rails_admin')).toBe(true);
    expectRequest(sent[0], { method, path: '/user/starred/sferik/rails_admin' });
    served.done();
  });

  it.each([
    ['starRepository', starRepository, 'openapi/activity.star-repo-for-authenticated-user', 'PUT'],
    ['unstarRepository', unstarRepository, 'openapi/activity.unstar-repo-for-authenticated-user', 'DELETE'],
  ] as const)('%s answers both ways: true on 204, false on 404 (documented examples)', async (_, operation, recording, method) => {
    const yes = replay(recording);
    const no = replay(`${recording}.404`);
    const { session, sent } = authed();
    expect(await operation(session, { owner: 'octocat', repo: 'Hello-World' })).toBe(true);
    expect(await operation(session, 'octocat/Hello-World')).toBe(false);
    expectRequest(sent[0], { method, path: '/user/starred/octocat/Hello-World' });
    yes.done();
    no.done();
  });

  it('another failure throws', async () => {
    nock('https://api.github.com').put('/user/starred/octocat/Hello-World').reply(403, { message: 'Forbidden' });
    await rejection(starRepository(authed().session, 'octocat/Hello-World'), ForbiddenError);
  });

  it('refuses a bad repository, and an anonymous session, before sending', async () => {
    const { session, sent } = authed();
    await expect(starRepository(session, 'octocat/..')).rejects.toThrow(expect.objectContaining({ parameter: 'repository.repo' }));
    const anonymous = capturedSession();
    await expect(unstarRepository(anonymous.session, 'octocat/Hello-World')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });

  it('gh.star and gh.unstar keep the documented (owner, repo) form', async () => {
    const star = replay('live/repositories.star');
    const unstar = replay('live/repositories.unstar');
    const gh = createClient({ token: TOKEN });
    expect(await gh.star('sferik', 'rails_admin')).toBe(true);
    expect(await gh.unstar('sferik', 'rails_admin')).toBe(true);
    star.done();
    unstar.done();
  });
});

describe('gh.starred and gh.subscriptions (the authenticated user’s)', () => {
  it('gh.starred lists the repositories the user starred (live)', async () => {
    const served = replayPaged('live/users.starred');
    // The recorded page links to a next one, not recorded: the 30 recorded are all that are asked for.
    const repositories = await createClient({ token: TOKEN }).starred({ number: 30, perPage: 100 }).toArray();
    served.done();
    expect(repositories).toHaveLength(30);
    expect(repositories[0]?.full_name).toBe('bkeepers/github-notifications');
    expect(repositories[0]?.owner?.login).toBe('bkeepers');
    expect(repositories[29]?.full_name).toBe('wraithan/funday');
  });

  it('gh.starred sends its ordering', async () => {
    const documented = documentedResponse('openapi/activity.list-repos-starred-by-authenticated-user') as object;
    nock('https://api.github.com').get('/user/starred').query({ sort: 'updated', direction: 'asc', per_page: '100' }).reply(200, documented);
    const { session, sent } = authed();
    const repositories = await createClient(session).starred({ sort: 'updated', direction: 'asc' }).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/starred', query: { sort: 'updated', direction: 'asc', per_page: '100' } });
    expect(repositories[0]?.full_name).toBe('octocat/Hello-World');
  });

  it('gh.subscriptions lists the repositories the user watches (live)', async () => {
    const served = replayPaged('live/users.subscriptions');
    const { session, sent } = authed();
    const repositories = await createClient(session).subscriptions().toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/subscriptions', query: { per_page: '100' } });
    served.done();
    expect(repositories).toHaveLength(27);
    expect(repositories[0]?.full_name).toBe('rails/rails');
    expect(repositories[26]?.full_name).toBe('api-padawan/github-star-chart');
  });
});

describe('updateAuthenticatedUser (update_me)', () => {
  it('sends only the fields given: true on 200 (live)', async () => {
    const served = replay('live/users.update-me');
    const { session, sent } = authed();
    expect(await updateAuthenticatedUser(session, { location: 'San Francisco, CA', hireable: false })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/user', body: { location: 'San Francisco, CA', hireable: false } });
    served.done();
  });

  it('is false on 404 (documented example), through gh.updateMe', async () => {
    const served = replay('openapi/users.update-authenticated.404');
    const { session, sent } = authed();
    expect(await createClient(session).updateMe({ name: 'monalisa octocat', blog: 'https://github.com/blog' })).toBe(false);
    expectRequest(sent[0], { method: 'PATCH', path: '/user', body: { name: 'monalisa octocat', blog: 'https://github.com/blog' } });
    served.done();
  });

  it('refuses a bad field, an unknown one, and an anonymous session, before sending', async () => {
    const { session, sent } = authed();
    await expect(updateAuthenticatedUser(session, { hireable: 'yes' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'hireable' }));
    await expect(updateAuthenticatedUser(session, { login: 'other' } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'login' }));
    const anonymous = capturedSession();
    await expect(updateAuthenticatedUser(anonymous.session, { name: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});
