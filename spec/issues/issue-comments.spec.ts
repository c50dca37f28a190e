import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { deleteIssueComment, editIssueComment } from '../../src/issues/comment-objects.js';
import { createIssueComment, getIssueComment, listIssueComments } from '../../src/issues/issue-comments.js';
import type { Infer } from '../../src/models/library/model.js';
import { fromDict } from '../../src/models/library/objects.js';
import { IssueComment } from '../../src/models/issue-comments.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, loadRecording, replay } from '../support/recordings.js';
import { lacks } from '../support/lacks.js';

const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const COMMENTS_PATH = '/repos/octocat/Hello-World/issues/1347/comments';
const COMMENT_PATH = '/repos/octocat/Hello-World/issues/comments/1';

/** The documented comment ("Me too" by octocat), field by field. */
function expectDocumentedComment(comment: Infer<typeof IssueComment> | undefined): void {
  expect(comment?.id).toBe(1);
  expect(comment?.node_id).toBe('MDEyOklzc3VlQ29tbWVudDE=');
  expect(comment?.url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/comments/1');
  expect(comment?.html_url).toBe('https://github.com/octocat/Hello-World/issues/1347#issuecomment-1');
  expect(comment?.issue_url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/1347');
  expect(comment?.body).toBe('Me too');
  expect(comment?.author_association).toBe('COLLABORATOR');
  expect(comment?.user?.login).toBe('octocat');
  expect(comment?.user?.id).toBe(1);
  expect(comment?.created_at).toEqual(new Date('2011-04-14T16:00:49Z'));
  expect(comment?.updated_at).toEqual(new Date('2011-04-14T16:00:49Z'));
  // The rendered forms come only with the full media type; the documented example has neither.
  expect(comment?.body_html).toBeNull();
  expect(comment?.body_text).toBeNull();
  expect(comment?.reactions).toBeNull();
  expect(Object.isFrozen(comment)).toBe(true);
}

describe('getIssueComment (Issue.comment)', () => {
  it('fetches one comment of the issue\'s repository by id', async () => {
    const served = replay('openapi/issues.get-comment');
    const { session, sent } = capturedSession();
    const comment = await getIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1 });
    expectRequest(sent[0], { method: 'GET', path: COMMENT_PATH });
    served.done();
    expectDocumentedComment(comment);
  });

  it('asks for the rendered bodies with the full media type', async () => {
    const example = loadRecording('openapi/issues.get-comment').interactions[0];
    const scope = nock('https://api.github.com', { reqheaders: { accept: 'application/vnd.github.full+json' } }).get(COMMENT_PATH).reply(200, example?.response as nock.Body, example?.rawHeaders);
    const { session, sent } = capturedSession();
    await getIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, { headers: { accept: 'application/vnd.github.full+json' } });
    expectRequest(sent[0], { method: 'GET', path: COMMENT_PATH, headers: { accept: 'application/vnd.github.full+json' } });
    scope.done();
  });

  it.each([0, -3, 2.5, Number.NaN, '1'])('refuses the id %s before sending', async (id) => {
    const { session, sent } = capturedSession();
    await expect(getIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: id as number })).rejects.toThrow(expect.objectContaining({ parameter: 'comment.id' }));
    expect(sent).toHaveLength(0);
  });
});

describe('IssueComment schema', () => {
  // A comment api.github.com really sent (octokit.rb's cassette, 2016, default media type): it
  // predates node_id and author_association and has no rendered forms, so it shows how older or
  // thinner payloads read.
  const RECORDED_BODY =
    "I've got the listing and added a comment done on my fork.\nListing all comments on an issue doesn't (yet) return a unique identifier, unless you count the url.  This makes updating an existing comment ... a pain.\n\nI tried to put in an issue @ support.github.com, but I can't seem to login and Tender didn't like me trying to post an issue with an email they already had, even though they wouldn't let me login.  I'll follow up tomorrow ";
  const recorded = (): Record<string, unknown> => documentedResponse('live/issues.get-comment') as Record<string, unknown>;

  it('reads a recorded comment: the urls, the author, the dates; fields it lacks are null, never an exception', async () => {
    const served = replay('live/issues.get-comment');
    const { session, sent } = capturedSession();
    const comment = await getIssueComment(session, { owner: 'octokit', repo: 'octokit.rb', id: 1194690 });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octokit/octokit.rb/issues/comments/1194690' });
    served.done();
    expect(comment.id).toBe(1194690);
    expect(comment.body).toBe(RECORDED_BODY);
    expect(comment.url).toBe('https://api.github.com/repos/octokit/octokit.rb/issues/comments/1194690');
    expect(comment.issue_url).toBe('https://api.github.com/repos/octokit/octokit.rb/issues/25');
    expect(comment.html_url).toBe('https://github.com/octokit/octokit.rb/pull/25#issuecomment-1194690');
    expect(comment.user?.login).toBe('catsby');
    expect(comment.user?.id).toBe(61721);
    expect(comment.created_at).toEqual(new Date('2011-05-18T03:11:51Z'));
    expect(comment.updated_at).toEqual(new Date('2011-05-18T03:11:51Z'));
    // Promised fields it predates read as the error naming them; the others it lacks are null.
    expect(lacks(comment, 'node_id')).toBe(true);
    expect(comment.author_association).toBeNull();
    expect(comment.body_text).toBeNull();
    expect(comment.body_html).toBeNull();
    expect(comment.reactions).toBeNull();
    expect(Object.isFrozen(comment)).toBe(true);
  });

  it('reads the rendered body forms under their documented names', () => {
    // No recorded or documented comment carries them (octokit.rb's cassettes use the default
    // media type; the description's examples have neither), so they are added to the recorded
    // comment here, with values of this spec's own: what is checked is where they are read from.
    const comment = fromDict(IssueComment, { ...recorded(), body_text: 'rendered as text', body_html: '<p>rendered as <em>HTML</em></p>' });
    expect(comment.body_text).toBe('rendered as text');
    expect(comment.body_html).toBe('<p>rendered as <em>HTML</em></p>');
    expect(comment.body).toBe(RECORDED_BODY);
  });

  it('keeps reactions as received', () => {
    // The reaction counts of the description's reaction-rollup schema, values of this spec's own.
    const reactions = { url: 'https://api.github.com/repos/octokit/octokit.rb/issues/comments/1194690/reactions', total_count: 1, '+1': 1, '-1': 0, laugh: 0, confused: 0, heart: 0, hooray: 0, eyes: 0, rocket: 0 };
    const comment = fromDict(IssueComment, { ...recorded(), reactions });
    expect(comment.reactions).toEqual(reactions);
    expect(Object.isFrozen(comment.reactions)).toBe(true);
  });

  it('cannot read a comment without an id', () => {
    const withoutId = recorded();
    delete withoutId.id;
    expect(() => fromDict(IssueComment, withoutId)).toThrow(/IssueComment\.id is missing/);
  });
});

describe('listIssueComments (Issue.comments)', () => {
  it('yields IssueComment items', async () => {
    const served = replay('openapi/issues.list-comments');
    const { session, sent } = capturedSession();
    const comments = await listIssueComments(session, ref).toArray();
    expectRequest(sent[0], { method: 'GET', path: COMMENTS_PATH, query: { per_page: '100' } });
    served.done();
    expect(comments).toHaveLength(1);
    expectDocumentedComment(comments[0]);
  });

  const cases: [string, Parameters<typeof listIssueComments>[2], Record<string, string>][] = [
    ['sort and direction', { sort: 'updated', direction: 'asc' }, { sort: 'updated', direction: 'asc' }],
    ['sort alone', { sort: 'created' }, { sort: 'created' }],
    ['direction without sort', { direction: 'desc' }, { direction: 'desc' }],
    ['since as a Date', { since: new Date('2011-04-14T16:00:49Z') }, { since: '2011-04-14T16:00:49Z' }],
    ['since as ISO text', { since: '2011-04-14T16:00:49Z' }, { since: '2011-04-14T16:00:49Z' }],
  ];

  const sortUndocumented = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments documents only since, per_page and page, but the interface sends sort and direction';

  it.each(cases)('sends the query: %s', async (_, options, query) => {
    const example = loadRecording('openapi/issues.list-comments').interactions[0];
    const scope = nock('https://api.github.com').get(COMMENTS_PATH).query({ ...query, per_page: '100' }).reply(200, example?.response as nock.Body, example?.rawHeaders);
    const { session, sent } = capturedSession();
    expect(await listIssueComments(session, ref, options).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path: COMMENTS_PATH, query: { ...query, per_page: '100' }, undocumented: query.sort === undefined && query.direction === undefined ? undefined : sortUndocumented });
    scope.done();
  });

  const invalid: [string, Parameters<typeof listIssueComments>[2]][] = [
    ['sort', { sort: 'comments' as 'created' }],
    ['direction', { sort: 'created', direction: 'up' as 'asc' }],
    ['direction', { direction: 'up' as 'asc' }],
    ['since', { since: 'last week' }],
  ];

  it.each(invalid)('refuses a bad %s before sending', (name, options) => {
    const { session, sent } = capturedSession();
    expect(() => listIssueComments(session, ref, options)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('createIssueComment (Issue.create_comment)', () => {
  it('posts the body and returns the new comment', async () => {
    const served = replay('openapi/issues.create-comment');
    const { session, sent } = capturedSession();
    const comment = await createIssueComment(session, ref, 'Me too');
    expectRequest(sent[0], { method: 'POST', path: COMMENTS_PATH, body: { body: 'Me too' } });
    served.done();
    expectDocumentedComment(comment);
  });

  it.each(['', '   '])('refuses the empty body %j before sending', async (body) => {
    const { session, sent } = capturedSession();
    await expect(createIssueComment(session, ref, body)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['body', [ref, { body: 'Me too' }]],
    ['issue.number', [{ owner: 'octocat', repo: 'Hello-World' }, 'Me too']],
    ['issue.repo', [{ owner: 'octocat', repo: '.', number: 1347 }, 'Me too']],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = capturedSession();
    const create = createIssueComment as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('IssueComment.delete / IssueComment.edit', () => {
  const comment = IssueComment.wrap(documentedResponse('openapi/issues.get-comment'));

  it('delete answers true on 204', async () => {
    const served = replay('openapi/issues.delete-comment');
    const { session, sent } = capturedSession();
    expect(await deleteIssueComment(session, comment)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: COMMENT_PATH });
    served.done();
  });

  it('delete answers false on 404', async () => {
    // The description documents only 204 for this route: the "no" answer is served as a bare status.
    const scope = nock('https://api.github.com').delete(COMMENT_PATH).reply(404);
    const { session } = capturedSession();
    expect(await deleteIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1 })).toBe(false);
    scope.done();
  });

  it('edit sends the body and answers true', async () => {
    const served = replay('openapi/issues.update-comment');
    const { session, sent } = capturedSession();
    expect(await editIssueComment(session, comment, 'Me too')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: COMMENT_PATH, body: { body: 'Me too' } });
    served.done();
  });

  it('edit throws UnprocessableEntity on 422', async () => {
    const served = replay('openapi/issues.update-comment.422');
    const { session } = capturedSession();
    await expect(editIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, 'Me too')).rejects.toThrow(UnprocessableEntity);
    served.done();
  });

  it('refuses an empty body or a reference without a url before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(editIssueComment(session, comment, '')).rejects.toThrow(expect.objectContaining({ parameter: 'body' }));
    await expect(deleteIssueComment(session, { url: 'https://api.github.com/repos/octocat/Hello-World/issues/1347' })).rejects.toThrow(expect.objectContaining({ parameter: 'comment' }));
    await expect(deleteIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 0 })).rejects.toThrow(expect.objectContaining({ parameter: 'comment.id' }));
    await expect(editIssueComment(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, null as unknown as string)).rejects.toThrow(expect.objectContaining({ parameter: 'body' }));
    await expect(deleteIssueComment(session, null as unknown as { url: string })).rejects.toThrow(expect.objectContaining({ parameter: 'comment' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a parsed comment whose url holds an escaped dot segment', async () => {
    const { session, sent } = capturedSession();
    const forged = IssueComment.wrap({ ...(documentedResponse('openapi/issues.get-comment') as object), url: 'https://api.github.com/repos/octocat/%2E%2E/issues/comments/1' });
    await expect(deleteIssueComment(session, forged)).rejects.toThrow(expect.objectContaining({ parameter: 'comment.url' }));
    await expect(editIssueComment(session, forged, 'Me too')).rejects.toThrow(expect.objectContaining({ parameter: 'comment.url' }));
    expect(sent).toHaveLength(0);
  });
});
