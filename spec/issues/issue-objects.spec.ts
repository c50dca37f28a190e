import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import { issueCommentObjectOperations, issueObjectOperations, labelObjectOperations, milestoneObjectOperations } from '../../src/facade/issue-objects.js';
import { editIssue } from '../../src/issues/edit-issue.js';
import { addIssueAssignees, assignIssue, removeIssueAssignees } from '../../src/issues/issue-assignees.js';
import { getIssuePullRequest } from '../../src/issues/issue-pull-request.js';
import { closeIssue, isIssueClosed, lockIssue, reopenIssue, unlockIssue } from '../../src/issues/issue-state.js';
import { listIssueEvents } from '../../src/issues/list-issue-events.js';
import { Issue, ShortIssue } from '../../src/models/issues.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, loadRecording, replay } from '../support/recordings.js';
import { bindModule } from '../../src/core/bind-module.js';

const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const ISSUE_PATH = '/repos/octocat/Hello-World/issues/1347';

/** Serves a recording's documented answer to a request with the given body (for requests the example does not show). */
function serveWithBody(name: string, body: unknown): nock.Scope {
  const interaction = loadRecording(name).interactions[0];
  if (!interaction) throw new Error(`${name}: no interaction`);
  return nock(interaction.scope)
    .intercept(interaction.path, interaction.method, body as nock.RequestBodyMatcher)
    .reply(interaction.status, interaction.response as nock.Body, interaction.rawHeaders);
}

describe('editIssue (Issue.edit)', () => {
  it('sends the given fields and answers true', async () => {
    const served = replay('openapi/issues.update');
    const { session, sent } = capturedSession();
    const changed = await editIssue(session, ref, { title: 'Found a bug', body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, state: 'open', labels: ['bug'] });
    expect(changed).toBe(true);
    expectRequest(sent[0], {
      method: 'PATCH',
      path: ISSUE_PATH,
      body: { title: 'Found a bug', body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, state: 'open', labels: ['bug'] },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    served.done();
  });

  it('throws NotFoundError when the service answers 404', async () => {
    const served = replay('openapi/issues.update.404');
    const { session } = capturedSession();
    const edit = editIssue(session, ref, { title: 'Found a bug', body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, state: 'open', labels: ['bug'] });
    await expect(edit).rejects.toThrow(NotFoundError);
    served.done();
  });

  it('sends milestone 0 as null (removes the milestone) and leaves out what is not given', async () => {
    const scope = serveWithBody('openapi/issues.update', { milestone: null });
    const { session, sent } = capturedSession();
    expect(await editIssue(session, ref, { milestone: 0 })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { milestone: null } });
    scope.done();
  });

  it('takes parsed issue data, users and labels as well as plain names', async () => {
    const issue = Issue.wrap(documentedResponse('openapi/issues.get'));
    const label = issue.original_labels?.[0];
    const user = issue.user;
    if (!label || !user) throw new Error('the documented issue has a label and a user');
    const body = { assignee: 'octocat', assignees: ['octocat'], labels: ['bug'], state_reason: 'not_planned', state: 'closed' };
    const scope = serveWithBody('openapi/issues.update', body);
    const { session, sent } = capturedSession();
    expect(await editIssue(session, issue, { assignee: user, assignees: [user], labels: [label], stateReason: 'not_planned', state: 'closed' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body });
    scope.done();
  });

  const invalid: [string, Parameters<typeof editIssue>[2]][] = [
    ['state', { state: 'merged' as 'open' }],
    ['stateReason', { stateReason: 'fixed' as 'completed' }],
    ['milestone', { milestone: -1 }],
    ['milestone', { milestone: 1.5 }],
    ['changes', {}],
    ['title', { title: '' }],
    ['labels', { labels: 'bug' as unknown as string[] }],
    ['assignees[0]', { assignees: [{ login: null }] }],
    ['assignee', { assignee: '..' }],
    ['milestone', { milestone: '1' as unknown as number }],
    ['options', 'closed' as unknown as { state: 'closed' }],
    ['locked', { locked: true } as unknown as { state: 'closed' }],
  ];

  it.each(invalid)('refuses a bad %s before sending', async (name, changes) => {
    const { session, sent } = capturedSession();
    await expect(editIssue(session, ref, changes)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a reference without a number or url', async () => {
    const { session, sent } = capturedSession();
    await expect(editIssue(session, { url: null, number: null }, { title: 'x' })).rejects.toThrow(ValidationError);
    await expect(editIssue(session, { ...ref, number: 0 }, { title: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    await expect(editIssue(session, { url: 'https://api.github.com/repos/octocat/Hello-World/issues/%2E%2E', number: 1 }, { title: 'x' })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.url' }));
    expect(sent).toHaveLength(0);
  });
});

describe('closeIssue / reopenIssue (Issue.close, Issue.reopen)', () => {
  it('close sends only the state and answers true', async () => {
    const scope = serveWithBody('openapi/issues.update', { state: 'closed' });
    const { session, sent } = capturedSession();
    expect(await closeIssue(session, ref)).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'closed' } });
    scope.done();
  });

  it('close sends a state reason when given', async () => {
    const scope = serveWithBody('openapi/issues.update', { state: 'closed', state_reason: 'duplicate' });
    const { session, sent } = capturedSession();
    expect(await closeIssue(session, ref, { stateReason: 'duplicate' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'closed', state_reason: 'duplicate' } });
    scope.done();
  });

  it('close refuses the reason "reopened" before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(closeIssue(session, ref, { stateReason: 'reopened' as 'completed' })).rejects.toThrow(expect.objectContaining({ parameter: 'stateReason' }));
    expect(sent).toHaveLength(0);
  });

  it('close and reopen refuse a bad reference or option before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(closeIssue(session, { ...ref, repo: '..' })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.repo' }));
    await expect(reopenIssue(session, null as unknown as typeof ref)).rejects.toThrow(expect.objectContaining({ parameter: 'issue' }));
    await expect(reopenIssue(session, ref, { state: 'open' } as object)).rejects.toThrow(expect.objectContaining({ parameter: 'state' }));
    expect(sent).toHaveLength(0);
  });

  it('reopen sends only the state and answers true', async () => {
    const scope = serveWithBody('openapi/issues.update', { state: 'open' });
    const { session, sent } = capturedSession();
    expect(await reopenIssue(session, ref)).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'open' } });
    scope.done();
  });

  it('close throws NotFoundError on 404', async () => {
    const interaction = loadRecording('openapi/issues.update.404').interactions[0];
    const scope = nock('https://api.github.com').patch(ISSUE_PATH, { state: 'closed' }).reply(interaction?.status ?? 0);
    const { session } = capturedSession();
    await expect(closeIssue(session, ref)).rejects.toThrow(NotFoundError);
    scope.done();
  });
});

describe('lockIssue / unlockIssue (Issue.lock, Issue.unlock)', () => {
  it('lock answers true on 204, with the reason sent as lock_reason', async () => {
    const served = replay('openapi/issues.lock');
    const { session, sent } = capturedSession();
    expect(await lockIssue(session, ref, { lockReason: 'off-topic' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: `${ISSUE_PATH}/lock`, body: { lock_reason: 'off-topic' } });
    served.done();
  });

  it('lock answers false on 404', async () => {
    const served = replay('openapi/issues.lock.404');
    const { session } = capturedSession();
    expect(await lockIssue(session, ref, { lockReason: 'off-topic' })).toBe(false);
    served.done();
  });

  it('lock without a reason sends no body', async () => {
    const scope = nock('https://api.github.com').put(`${ISSUE_PATH}/lock`).reply(204);
    const { session, sent } = capturedSession();
    expect(await lockIssue(session, ref)).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: `${ISSUE_PATH}/lock` });
    scope.done();
  });

  it('lock refuses an unknown reason before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(lockIssue(session, ref, { lockReason: 'boring' as 'spam' })).rejects.toThrow(expect.objectContaining({ parameter: 'lockReason' }));
    expect(sent).toHaveLength(0);
  });

  it('unlock refuses a bad reference before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(unlockIssue(session, { ...ref, number: 2.5 })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    expect(sent).toHaveLength(0);
  });

  it('unlock answers true on 204', async () => {
    const served = replay('openapi/issues.unlock');
    const { session, sent } = capturedSession();
    expect(await unlockIssue(session, ref)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `${ISSUE_PATH}/lock` });
    served.done();
  });

  it('unlock answers false on 404', async () => {
    const served = replay('openapi/issues.unlock.404');
    const { session } = capturedSession();
    expect(await unlockIssue(session, ref)).toBe(false);
    served.done();
  });
});

describe('isIssueClosed (Issue.is_closed)', () => {
  const documented = documentedResponse('openapi/issues.get') as Record<string, unknown>;

  it('is false for an open issue without closed_at, and sends nothing', () => {
    const { session, sent } = capturedSession();
    expect(isIssueClosed(session, Issue.wrap(documented))).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('refuses what is not issue data, without a TypeError', () => {
    const { session } = capturedSession();
    expect(() => isIssueClosed(session, null as unknown as { state: null; closed_at: null })).toThrow(ValidationError);
  });

  it('is true when the state is closed', () => {
    const { session } = capturedSession();
    expect(isIssueClosed(session, ShortIssue.wrap({ ...documented, state: 'closed' }))).toBe(true);
  });

  it('is true when closed_at is set, whatever the state says', () => {
    const { session } = capturedSession();
    expect(isIssueClosed(session, Issue.wrap({ ...documented, closed_at: '2011-04-23T09:00:00Z' }))).toBe(true);
  });
});

describe('addIssueAssignees / removeIssueAssignees / assignIssue', () => {
  it('addAssignees posts the logins and answers true', async () => {
    const served = replay('openapi/issues.add-assignees');
    const { session, sent } = capturedSession();
    expect(await addIssueAssignees(session, ref, ['hubot', { login: 'other_user' }])).toBe(true);
    expectRequest(sent[0], { method: 'POST', path: `${ISSUE_PATH}/assignees`, body: { assignees: ['hubot', 'other_user'] } });
    served.done();
  });

  it('removeAssignees deletes the logins and answers true', async () => {
    const served = replay('openapi/issues.remove-assignees');
    const { session, sent } = capturedSession();
    expect(await removeIssueAssignees(session, ref, ['hubot', 'other_user'])).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `${ISSUE_PATH}/assignees`, body: { assignees: ['hubot', 'other_user'] } });
    served.done();
  });

  it('assign (deprecated) adds the one login', async () => {
    const scope = serveWithBody('openapi/issues.add-assignees', { assignees: ['hubot'] });
    const { session, sent } = capturedSession();
    expect(await assignIssue(session, ref, 'hubot')).toBe(true);
    expectRequest(sent[0], { method: 'POST', path: `${ISSUE_PATH}/assignees`, body: { assignees: ['hubot'] } });
    scope.done();
  });

  it('a failure is a typed error, not false', async () => {
    const scope = nock('https://api.github.com').post(`${ISSUE_PATH}/assignees`).reply(404);
    const { session } = capturedSession();
    await expect(addIssueAssignees(session, ref, ['hubot'])).rejects.toThrow(NotFoundError);
    scope.done();
  });

  it('refuses an empty list or an empty login before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(addIssueAssignees(session, ref, [])).rejects.toThrow(expect.objectContaining({ parameter: 'users' }));
    await expect(removeIssueAssignees(session, ref, [''])).rejects.toThrow(expect.objectContaining({ parameter: 'users[0]' }));
    await expect(assignIssue(session, ref, '')).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    await expect(addIssueAssignees(session, ref, 'hubot' as unknown as string[])).rejects.toThrow(expect.objectContaining({ parameter: 'users' }));
    await expect(assignIssue(session, ref, null as unknown as string)).rejects.toThrow(expect.objectContaining({ parameter: 'user' }));
    expect(sent).toHaveLength(0);
  });
});

describe('listIssueEvents (Issue.events)', () => {
  it('yields IssueEvent items', async () => {
    const served = replay('openapi/issues.list-events');
    const { session, sent } = capturedSession();
    const events = await listIssueEvents(session, ref).toArray();
    expectRequest(sent[0], { method: 'GET', path: `${ISSUE_PATH}/events`, query: { per_page: '100' } });
    served.done();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.id).toBe(1);
    expect(event?.event).toBe('closed');
    expect(event?.actor?.login).toBe('octocat');
    expect(event?.commit_id).toBe('6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(event?.commit_url).toBe('https://api.github.com/repos/octocat/Hello-World/commits/6dcb09b5b57875f334f61aebed695e2e4193db5e');
    expect(event?.created_at).toEqual(new Date('2011-04-14T16:00:49Z'));
    expect(event?.url).toBe('https://api.github.com/repos/octocat/Hello-World/issues/events/1');
  });

  it('refuses a bad issue reference before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listIssueEvents(session, { url: 'https://api.github.com/repos/octocat/Hello-World/milestones/1', number: 1 })).toThrow(expect.objectContaining({ parameter: 'issue' }));
    expect(sent).toHaveLength(0);
  });
});

describe('getIssuePullRequest (Issue.pull_request)', () => {
  it('fetches the pull request of an issue that has one', async () => {
    const served = replay('openapi/pulls.get.for-issue');
    const { session, sent } = capturedSession();
    const issue = Issue.wrap(documentedResponse('openapi/issues.get'));
    expect(issue.pull_request_urls?.url).toBe('https://api.github.com/repos/octocat/Hello-World/pulls/1347');
    const pull = await getIssuePullRequest(session, issue);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/pulls/1347' });
    served.done();
    expect(pull?.number).toBe(1347);
    expect(pull?.title).toBe('Amazing new feature');
    expect(pull?.state).toBe('open');
    expect(pull?.html_url).toBe('https://github.com/octocat/Hello-World/pull/1347');
  });

  it('answers null without a request for an issue that has none', async () => {
    const { session, sent } = capturedSession();
    const withoutPull = documentedResponse('openapi/issues.get') as Record<string, unknown>;
    delete withoutPull.pull_request;
    expect(await getIssuePullRequest(session, Issue.wrap(withoutPull))).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('looks a plain reference up by its number', async () => {
    const served = replay('openapi/pulls.get.for-issue');
    const { session, sent } = capturedSession();
    const pull = await getIssuePullRequest(session, ref);
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/pulls/1347' });
    served.done();
    expect(pull?.id).toBe(1);
  });

  it('refuses a bad reference before sending, without a TypeError', async () => {
    const { session, sent } = capturedSession();
    await expect(getIssuePullRequest(session, null as unknown as typeof ref)).rejects.toThrow(ValidationError);
    await expect(getIssuePullRequest(session, { ...ref, number: -1 })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    expect(sent).toHaveLength(0);
  });
});

describe('facade builders (gh.Issue, gh.IssueComment, gh.Label, gh.Milestone)', () => {
  it('bind the session to the standalone operations', async () => {
    const served = replay('openapi/issues.unlock');
    const { session, sent } = capturedSession();
    const Issue_ = bindModule(session, issueObjectOperations);
    expect(await Issue_.unlock(ref)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: `${ISSUE_PATH}/lock` });
    served.done();
    expect(Issue_.isClosed(Issue.wrap(documentedResponse('openapi/issues.get')))).toBe(false);
    expect(Object.keys(Issue_).sort()).toEqual(
      ['addAssignees', 'addLabels', 'assign', 'close', 'comment', 'comments', 'createComment', 'edit', 'events', 'isClosed', 'labels', 'lock', 'pullRequest', 'removeAllLabels', 'removeAssignees', 'removeLabel', 'reopen', 'replaceLabels', 'unlock'],
    );
    expect(Object.keys(bindModule(session, issueCommentObjectOperations)).sort()).toEqual(['delete', 'edit']);
    expect(Object.keys(bindModule(session, labelObjectOperations)).sort()).toEqual(['delete', 'update']);
    expect(Object.keys(bindModule(session, milestoneObjectOperations)).sort()).toEqual(['delete', 'labels']);
  });
});
