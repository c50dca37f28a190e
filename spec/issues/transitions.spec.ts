import { describe, expect, it } from 'vitest';
import { getIssue } from '../../src/issues/get-issue.js';
import { editIssue } from '../../src/issues/edit-issue.js';
import { closeIssue, isIssueClosed, lockIssue, reopenIssue, unlockIssue } from '../../src/issues/issue-state.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';

/** Issue state transitions (open, closed, locked, …), each a recorded story checked step by step. */

const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const ISSUE_PATH = '/repos/octocat/Hello-World/issues/1347';
const read = () => getIssue(capturedSession().session, ref);

describe('open → close() → closed → reopen() → open', () => {
  it('follows the story', async () => {
    const served = replay('scenarios/issue-close-reopen');
    const { session, sent } = capturedSession();

    const open = await getIssue(session, ref);
    expect(open.state).toBe('open');
    expect(open.closed_at).toBeNull();
    expect(open.closed_by).toBeNull();
    expect(isIssueClosed(session, open)).toBe(false);

    expect(await closeIssue(session, open)).toBe(true);
    expectRequest(sent[1], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'closed' } });

    const closed = await getIssue(session, ref);
    expect(closed.state).toBe('closed');
    expect(closed.closed_at).toEqual(new Date('2011-04-23T09:00:00Z'));
    expect(closed.closed_by?.login).toBe('octocat');
    expect(closed.state_reason).toBe('completed');
    expect(isIssueClosed(session, closed)).toBe(true);

    expect(await reopenIssue(session, closed)).toBe(true);
    expectRequest(sent[3], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'open' } });

    const reopened = await getIssue(session, ref);
    expect(reopened.state).toBe('open');
    expect(reopened.closed_at).toBeNull();
    expect(reopened.state_reason).toBe('reopened');
    expect(isIssueClosed(session, reopened)).toBe(false);

    expect(sent.map((r) => r.method)).toEqual(['GET', 'PATCH', 'GET', 'PATCH', 'GET']);
    served.done();
  });
});

describe('open → edit({ state: "closed" }) → closed → edit({ state: "open" }) → open', () => {
  it('follows the story', async () => {
    const served = replay('scenarios/issue-edit-state');
    const { session, sent } = capturedSession();

    expect((await read()).state).toBe('open');

    expect(await editIssue(session, ref, { state: 'closed', stateReason: 'not_planned' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'closed', state_reason: 'not_planned' } });

    const closed = await read();
    expect(closed.state).toBe('closed');
    expect(closed.closed_at).toEqual(new Date('2011-04-23T09:00:00Z'));
    expect(closed.closed_by?.login).toBe('octocat');
    expect(closed.state_reason).toBe('not_planned');

    expect(await editIssue(session, ref, { state: 'open' })).toBe(true);
    expectRequest(sent[1], { method: 'PATCH', path: ISSUE_PATH, body: { state: 'open' } });

    const reopened = await read();
    expect(reopened.state).toBe('open');
    expect(reopened.closed_at).toBeNull();
    served.done();
  });
});

describe('unlocked → lock() → locked → unlock() → unlocked', () => {
  it('follows the story', async () => {
    const served = replay('scenarios/issue-lock-unlock');
    const { session, sent } = capturedSession();

    const before = await read();
    expect(before.locked).toBe(false);
    expect(before.active_lock_reason).toBeNull();

    expect(await lockIssue(session, ref, { lockReason: 'too heated' })).toBe(true);
    expectRequest(sent[0], { method: 'PUT', path: `${ISSUE_PATH}/lock`, body: { lock_reason: 'too heated' } });

    const locked = await read();
    expect(locked.locked).toBe(true);
    expect(locked.active_lock_reason).toBe('too heated');

    expect(await unlockIssue(session, locked)).toBe(true);
    expectRequest(sent[1], { method: 'DELETE', path: `${ISSUE_PATH}/lock` });

    const unlocked = await read();
    expect(unlocked.locked).toBe(false);
    expect(unlocked.active_lock_reason).toBeNull();
    served.done();
  });
});

describe('in a milestone → edit({ milestone: 0 }) → no milestone', () => {
  it('follows the story', async () => {
    const served = replay('scenarios/issue-milestone-removed');
    const { session, sent } = capturedSession();

    const before = await read();
    expect(before.milestone?.number).toBe(1);
    expect(before.milestone?.title).toBe('v1.0');

    expect(await editIssue(session, before, { milestone: 0 })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: ISSUE_PATH, body: { milestone: null } });

    const after = await read();
    expect(after.milestone).toBeNull();
    expect(after.updated_at).toEqual(new Date('2011-04-23T09:00:00Z'));
    served.done();
  });
});
