import { describe, expect, it } from 'vitest';
import { pullFileObjectOperations, pullRequestObjectOperations, pullReviewObjectOperations, reviewCommentObjectOperations } from '../../src/facade/pull-objects.js';
import { repositoryPullOperations } from '../../src/facade/pull-repository.js';
import { pullOperations } from '../../src/facade/pulls.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';
import { bindModule } from '../../src/core/bind-module.js';

describe('pull request facade builders', () => {
  it('bind the session: client, Repository and PullRequest entries reach the service', async () => {
    const served = replay('scenarios/pull-merge-at-head');
    const { session, sent } = capturedSession();
    const pr = await bindModule(session, pullOperations).pullRequest('octocat', 'Hello-World', 1347);
    expect(await bindModule(session, pullRequestObjectOperations).merge(pr, { sha: pr.head?.sha as string })).toBe(true);
    const merged = await bindModule(session, repositoryPullOperations).pullRequest('octocat/Hello-World', 1347);
    expect(merged.merged).toBe(true);
    expect(await bindModule(session, pullRequestObjectOperations).isMerged(merged)).toBe(true);
    expectRequest(sent[1], { method: 'PUT', path: '/repos/octocat/Hello-World/pulls/1347/merge', body: { sha: pr.head?.sha } });
    served.done();
  });

  it('fill the documented names of each namespace', () => {
    const { session } = capturedSession();
    expect(Object.keys(bindModule(session, repositoryPullOperations)).sort()).toEqual(['createPull', 'createPullFromIssue', 'pullRequest', 'pullRequests']);
    expect(Object.keys(bindModule(session, pullRequestObjectOperations)).sort()).toEqual([
      'close', 'commits', 'createComment', 'createReview', 'createReviewComment', 'createReviewRequests', 'deleteReviewRequests', 'diff', 'files',
      'isMerged', 'issue', 'issueComments', 'merge', 'patch', 'reopen', 'reviewComments', 'reviewRequests', 'reviews', 'update',
    ]);
    expect(Object.keys(bindModule(session, reviewCommentObjectOperations)).sort()).toEqual(['delete', 'edit', 'reply']);
    expect(Object.keys(bindModule(session, pullFileObjectOperations))).toEqual(['contents']);
    expect(Object.keys(bindModule(session, pullReviewObjectOperations))).toEqual(['submit']);
  });
});
