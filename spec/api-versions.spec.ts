import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorkflowDispatch } from '../src/actions/index.js';
import { createSession } from '../src/core/session.js';
import { ValidationError } from '../src/errors/index.js';
import { createIssue, editIssue } from '../src/issues/index.js';
import { createTeam, editOrganization } from '../src/orgs/index.js';
import { answered } from './support/capture.js';

/*
 * REST API version 2026-03-10 beside 2022-11-28: a request member a version removes (the
 * description's x-github-breaking-changes, applied by npm run generate) is refused before sending
 * under that version, naming what replaces it; the default version sends it as before.
 */

const index = JSON.parse(readFileSync(new URL('../operations.json', import.meta.url), 'utf8')) as { operations: Record<string, { versions?: Record<string, string[]> }> };

/** The call under each version: what the default session sends, and the refusal under 2026-03-10. */
async function underBoth(call: (session: ReturnType<typeof createSession>) => Promise<unknown>) {
  const current = answered({ token: 'versions-token' });
  await call(current.session).catch(() => undefined);
  const next = answered({ token: 'versions-token', apiVersion: '2026-03-10' });
  const refusal = await call(next.session).then(
    () => null,
    (error: unknown) => error,
  );
  return { sent: current.sent, refusal, sentUnder2026: next.sent };
}

describe('API version 2026-03-10', () => {
  it('remove_singular_assignee_from_issues_and_pull_requests: an issue’s assignee is refused, naming assignees; 2022-11-28 sends it', async () => {
    for (const call of [(s: ReturnType<typeof createSession>) => createIssue(s, 'octocat/Hello-World', 'Found a bug', { assignee: 'octocat' }), (s: ReturnType<typeof createSession>) => editIssue(s, { owner: 'octocat', repo: 'Hello-World', number: 1347 }, { assignee: 'octocat' })]) {
      const { sent, refusal, sentUnder2026 } = await underBoth(call);
      expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ assignee: 'octocat' });
      expect(sent[0]?.headers['x-github-api-version']).toBe('2022-11-28');
      expect(refusal).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).parameter).toBe('assignee');
      expect((refusal as ValidationError).message).toMatch(/2026-03-10.*assignees/);
      expect(sentUnder2026).toHaveLength(0);
    }
    // The plural form goes under either version, with the version's header.
    const next = answered({ token: 'versions-token', apiVersion: '2026-03-10' });
    await createIssue(next.session, 'octocat/Hello-World', 'Found a bug', { assignees: ['octocat'] }).catch(() => undefined);
    expect(JSON.parse(next.sent[0]?.body ?? '{}')).toEqual({ title: 'Found a bug', assignees: ['octocat'] });
    expect(next.sent[0]?.headers['x-github-api-version']).toBe('2026-03-10');
  });

  it('remove_team_permission: a new team’s permission is refused; 2022-11-28 sends it', async () => {
    const { sent, refusal, sentUnder2026 } = await underBoth((s) => createTeam(s, 'github', 'Justice League', { permission: 'push' }));
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ name: 'Justice League', permission: 'push' });
    expect(refusal).toMatchObject({ name: 'ValidationError', parameter: 'permission' });
    expect(sentUnder2026).toHaveLength(0);
  });

  it('remove_secret_scanning_custom_link_enablement_field: an organization’s custom link setting is refused; 2022-11-28 sends it', async () => {
    const { sent, refusal, sentUnder2026 } = await underBoth((s) => editOrganization(s, 'github', { secretScanningPushProtectionCustomLinkEnabled: true }));
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ secret_scanning_push_protection_custom_link_enabled: true });
    expect(refusal).toMatchObject({ name: 'ValidationError', parameter: 'secretScanningPushProtectionCustomLinkEnabled' });
    expect(sentUnder2026).toHaveLength(0);
  });

  it('change_workflow_dispatch_response_status: return_run_details is refused (the version always returns them); 2022-11-28 sends it', async () => {
    const { sent, refusal, sentUnder2026 } = await underBoth((s) => createWorkflowDispatch(s, 'octocat/Hello-World', 'main.yaml', 'main', { returnRunDetails: true }));
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ ref: 'main', return_run_details: true });
    expect(refusal).toMatchObject({ name: 'ValidationError', parameter: 'returnRunDetails' });
    expect(sentUnder2026).toHaveLength(0);
  });

  it('the operation index names, for each operation a later version changes, the version and its changesets', () => {
    const changed = Object.entries(index.operations).filter(([, entry]) => entry.versions);
    expect(index.operations['issues/create']?.versions).toEqual({ '2026-03-10': ['remove_singular_assignee_from_issues_and_pull_requests'] });
    expect(index.operations['actions/create-workflow-dispatch']?.versions?.['2026-03-10']).toContain('change_workflow_dispatch_response_status');
    expect(changed.length).toBeGreaterThanOrEqual(15);
  });

  it('a session names its version from the known ones', () => {
    expect(createSession({ apiVersion: '2026-03-10' }).apiVersion).toBe('2026-03-10');
    expect(createSession().apiVersion).toBe('2022-11-28');
    expect(createSession({ apiVersion: null }).apiVersion).toBeNull();
    // @ts-expect-error: not a version GitHub serves
    void createSession({ apiVersion: '2025-01-01' });
  });
});
