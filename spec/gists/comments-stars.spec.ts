import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../src/errors/index.js';
import { createGistComment, deleteGistComment, getGistComment, listGistComments, updateGistComment } from '../../src/gists/comments.js';
import { isGistStarred, starGist, unstarGist } from '../../src/gists/stars.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-gist-comments' });

describe('gist comments', () => {
  it('listGistComments (Gist.comments) yields GistComments (documented example)', async () => {
    const served = replay('openapi/gists.list-comments');
    const { session, sent } = capturedSession();
    const comments = await listGistComments(session, 'aa5a315d61ae9438b18d').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/gists/aa5a315d61ae9438b18d/comments', query: { per_page: '100' } });
    served.done();
    expect(comments[0]?.id).toBe(1);
    expect(comments[0]?.body).toBe('Just commenting for the sake of commenting');
    expect(comments[0]?.user?.login).toBe('octocat');
    expect(comments[0]?.author_association).toBe('COLLABORATOR');
    expect(comments[0]?.created_at?.toISOString()).toBe('2011-04-18T23:23:56.000Z');
  });

  it('createGistComment (Gist.create_comment) sends the body (live)', async () => {
    const served = replay('live/gists.create-comment');
    const { session, sent } = authed();
    const comment = await createGistComment(session, '5421307', ':metal:');
    expectRequest(sent[0], { method: 'POST', path: '/gists/5421307/comments', body: { body: ':metal:' } });
    served.done();
    expect(comment.id).toBe(986136);
    expect(comment.body).toBe(':metal:');
    expect(comment.user?.login).toBe('api-padawan');
    expect(comment.url).toBe('https://api.github.com/gists/5421307/comments/986136');
  });

  it('getGistComment reads one, addressed by { gist, id } (live)', async () => {
    const served = replay('live/gists.get-comment');
    const { session, sent } = authed();
    const comment = await getGistComment(session, { gist: { id: '5421307' }, id: 818334 });
    expectRequest(sent[0], { method: 'GET', path: '/gists/5421307/comments/818334' });
    served.done();
    expect(comment.body).toBe(':sparkles:');
    expect(comment.user?.login).toBe('pengwynn');
  });

  it('updateGistComment (GistComment.edit) sends the new body, addressed by its url (live)', async () => {
    const served = replay('live/gists.update-comment');
    const { session, sent } = authed();
    const comment = await updateGistComment(session, { url: 'https://api.github.com/gists/5421307/comments/986134' }, ':heart:');
    expectRequest(sent[0], { method: 'PATCH', path: '/gists/5421307/comments/986134', body: { body: ':heart:' } });
    served.done();
    expect(comment.body).toBe(':heart:');
  });

  it('updateGistComment reads today\u2019s answer (documented example)', async () => {
    const served = replay('openapi/gists.update-comment');
    const { session, sent } = authed();
    const comment = await updateGistComment(session, { gist: 'aa5a315d61ae9438b18d', id: 1 }, 'This is an update to a comment in a gist');
    expectRequest(sent[0], { method: 'PATCH', path: '/gists/aa5a315d61ae9438b18d/comments/1', body: { body: 'This is an update to a comment in a gist' } });
    served.done();
    expect(comment.node_id).toBe('MDExOkdpc3RDb21tZW50MQ==');
  });

  it('deleteGistComment (GistComment.delete) is true on 204 (live), false on 404', async () => {
    const served = replay('live/gists.delete-comment');
    const { session, sent } = authed();
    expect(await deleteGistComment(session, { url: 'https://api.github.com/gists/5421307/comments/986129' })).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/gists/5421307/comments/986129' });
    served.done();
    nock('https://api.github.com').delete('/gists/5421307/comments/986129').reply(404, { message: 'Not Found' });
    expect(await deleteGistComment(session, { gist: 5421307, id: 986129 })).toBe(false);
  });

  it('refuses an empty body, a bad reference and an anonymous session before sending', async () => {
    const { session, sent } = authed();
    await expect(createGistComment(session, '5421307', '  ')).rejects.toThrow(expect.objectContaining({ parameter: 'body' }));
    await expect(updateGistComment(session, { url: 'https://api.github.com/gists/5421307/comments/%2E%2E' }, 'x')).rejects.toThrow(expect.objectContaining({ name: 'ValidationError' }));
    await expect(updateGistComment(session, { gist: '..', id: 1 }, 'x')).rejects.toThrow(expect.objectContaining({ parameter: 'comment.gist' }));
    // A gist's own url is not a comment's.
    await expect(deleteGistComment(session, { url: 'https://api.github.com/gists/5421307' })).rejects.toThrow(expect.objectContaining({ parameter: 'comment' }));
    const anonymous = capturedSession();
    await expect(createGistComment(anonymous.session, '5421307', 'x')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect([...sent, ...anonymous.sent]).toHaveLength(0);
  });
});

describe('stars', () => {
  it('isGistStarred (Gist.is_starred) is true on 204 (live)', async () => {
    const served = replay('live/gists.check-is-starred');
    const { session, sent } = authed();
    expect(await isGistStarred(session, '5421307')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/gists/5421307/star' });
    served.done();
  });

  it('isGistStarred is false on 404 (live); another failure throws', async () => {
    const served = replay('live/gists.check-is-starred.404');
    const { session } = authed();
    expect(await isGistStarred(session, '5421308')).toBe(false);
    served.done();
    nock('https://api.github.com').get('/gists/5421308/star').reply(500, { message: 'boom' });
    await rejection(isGistStarred(session, '5421308'), ServerError);
  });

  it('starGist (Gist.star) and unstarGist (Gist.unstar) are true on 204 (live)', async () => {
    const star = replay('live/gists.star');
    const unstar = replay('live/gists.unstar');
    const { session, sent } = authed();
    expect(await starGist(session, '8410633')).toBe(true);
    expect(await unstarGist(session, '8410641')).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: '/gists/8410633/star' });
    expectRequest(sent[1], { method: 'DELETE', path: '/gists/8410641/star' });
    star.done();
    unstar.done();
  });

  it('starGist is false on 404', async () => {
    nock('https://api.github.com').put('/gists/1/star').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect(await starGist(session, 1)).toBe(false);
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    for (const op of [isGistStarred, starGist, unstarGist]) await expect(op(session, '1')).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});
