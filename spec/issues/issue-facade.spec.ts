import { describe, expect, it } from 'vitest';
import { repositoryIssueOperations } from '../../src/facade/issue-repository.js';
import { issueObjectOperations } from '../../src/facade/issue-objects.js';
import { issueOperations } from '../../src/facade/issues.js';
import { capturedSession } from '../support/capture.js';
import { replay } from '../support/recordings.js';
import { bindModule } from '../../src/core/bind-module.js';

describe('issue facade builders', () => {
  it('client level: the documented names and the older iter_* aliases', () => {
    const { session } = capturedSession();
    expect(Object.keys(bindModule(session, issueOperations)).sort()).toEqual(
      ['createIssue', 'issue', 'issues', 'issuesOn', 'iterIssues', 'iterOrgIssues', 'iterRepoIssues', 'iterUserIssues', 'organizationIssues', 'userIssues'].sort(),
    );
  });

  it('gh.Repository: the documented issue-tracking names', () => {
    const { session } = capturedSession();
    expect(Object.keys(bindModule(session, repositoryIssueOperations)).sort()).toEqual(
      ['assignees', 'createIssue', 'createLabel', 'createMilestone', 'importIssue', 'importedIssue', 'importedIssues', 'isAssignee', 'issue', 'issueEvents', 'issues', 'label', 'labels', 'milestone', 'milestones'].sort(),
    );
  });

  it('binds the session: the client-level and repository-level forms send the same request', async () => {
    const { session, sent } = capturedSession({ token: 'test-token-facade' });
    const client = bindModule(session, issueOperations);
    const repository = bindModule(session, repositoryIssueOperations);
    let served = replay('openapi/issues.create');
    await client.createIssue('octocat', 'Hello-World', 'Found a bug', { body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, labels: ['bug'] });
    served.done();
    served = replay('openapi/issues.create');
    await repository.createIssue('octocat/Hello-World', 'Found a bug', { body: "I'm having a problem with this.", assignees: ['octocat'], milestone: 1, labels: ['bug'] });
    served.done();
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /repos/octocat/Hello-World/issues', 'POST /repos/octocat/Hello-World/issues']);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(sent[0]?.headers.authorization).toBe('token test-token-facade');
  });

  it('the deprecated aliases are the same listings', async () => {
    const { session, sent } = capturedSession({ token: 'test-token-facade' });
    const served = replay('openapi/issues.list');
    const issues = await bindModule(session, issueOperations).iterIssues().toArray();
    served.done();
    expect(sent[0]?.url.pathname).toBe('/issues');
    expect(issues[0]?.number).toBe(1347);
  });
});

describe('object operations naming a resource inside another', () => {
  it('gh.Repository.label(repo, name) and gh.Issue.comment(issue, id) reach the same requests as their standalone functions', async () => {
    const { session, sent } = capturedSession();
    const repository = bindModule(session, repositoryIssueOperations);
    const issue = bindModule(session, issueObjectOperations);
    let served = replay('openapi/issues.get-label');
    expect((await repository.label('octocat/Hello-World', 'bug')).name).toBe('bug');
    served.done();
    served = replay('openapi/issues.get-comment');
    expect((await issue.comment({ owner: 'octocat', repo: 'Hello-World', number: 1347 }, 1)).id).toBe(1);
    served.done();
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /repos/octocat/Hello-World/labels/bug', 'GET /repos/octocat/Hello-World/issues/comments/1']);
  });

  it('refuses a bad container or key before sending', async () => {
    const { session, sent } = capturedSession();
    const repository = bindModule(session, repositoryIssueOperations);
    const issue = bindModule(session, issueObjectOperations);
    await expect(repository.label('octocat/Hello-World', '..')).rejects.toThrow(expect.objectContaining({ parameter: 'label.name' }));
    await expect(repository.label(null as never, 'bug')).rejects.toThrow(expect.objectContaining({ parameter: 'repository' }));
    await expect(issue.comment({ owner: 'octocat', repo: 'Hello-World', number: 1347 }, 0)).rejects.toThrow(expect.objectContaining({ parameter: 'comment.id' }));
    await expect(issue.comment({ url: null, number: null }, 1)).rejects.toThrow(expect.objectContaining({ parameter: 'issue' }));
    expect(sent).toHaveLength(0);
  });
});
