import { describe, expect, it } from 'vitest';
import { getAdminStats, type AdminStatsType } from '../../src/enterprise-admin/stats.js';
import { ValidationError } from '../../src/errors/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';
import { admin, GHE } from './fixtures.js';

/** Each kind, its live recording (octokit.rb, an installation of 2015), and the figures it recorded. */
const KINDS: [AdminStatsType, Record<string, number>][] = [
  ['issues', { total_issues: 1, open_issues: 1, closed_issues: 0 }],
  ['hooks', { total_hooks: 0, active_hooks: 0, inactive_hooks: 0 }],
  ['milestones', { total_milestones: 0, open_milestones: 0, closed_milestones: 0 }],
  ['orgs', { total_orgs: 1, disabled_orgs: 0, total_teams: 0, total_team_members: 0 }],
  ['comments', { total_commit_comments: 0, total_gist_comments: 0, total_issue_comments: 0, total_pull_request_comments: 0 }],
  ['pages', { total_pages: 0 }],
  ['users', { total_users: 1, admin_users: 1, suspended_users: 0 }],
  ['gists', { total_gists: 0, private_gists: 0, public_gists: 0 }],
  ['pulls', { total_pulls: 0, merged_pulls: 0, mergeable_pulls: 0, unmergeable_pulls: 0 }],
  ['repos', { total_repos: 1, root_repos: 1, fork_repos: 0, org_repos: 0, total_pushes: 0, total_wikis: 0 }],
];

describe('getAdminStats (SelfHostedClient.admin_stats)', () => {
  it.each(KINDS)('reads the %s statistics of the installation', async (kind, figures) => {
    const served = replay(`live/enterprise-admin.stats-${kind}`);
    const { session, sent } = admin();
    const stats = await getAdminStats(session, kind);
    expectRequest(sent[0], { method: 'GET', path: `/api/v3/enterprise/stats/${kind}` });
    for (const [name, value] of Object.entries(figures)) expect((stats as unknown as Record<string, unknown>)[name], name).toBe(value);
    expect(Object.isFrozen(stats)).toBe(true);
    served.done();
  });

  it('reads every kind under its name with `all` (live)', async () => {
    const served = replay('live/enterprise-admin.stats-all');
    const { session, sent } = admin();
    const all = await getAdminStats(session, 'all');
    expectRequest(sent[0], { method: 'GET', path: '/api/v3/enterprise/stats/all' });
    expect(all.issues?.total_issues).toBe(1);
    expect(all.repos?.root_repos).toBe(1);
    expect(all.users?.admin_users).toBe(1);
    expect(all.orgs?.total_orgs).toBe(1);
    expect(all.comments?.total_issue_comments).toBe(0);
    served.done();
  });

  it('reads every kind under its name with `all` (documented example)', async () => {
    const name = 'openapi/ghes-3.19/enterprise-admin.get-all-stats';
    const served = replay(name);
    const { session } = admin();
    const all = await getAdminStats(session, 'all');
    expect(all.repos?.total_pushes).toBe(3082);
    expect(all.hooks?.inactive_hooks).toBe(4);
    expect(all.pages?.total_pages).toBe(36);
    expect(all.orgs?.total_team_members).toBe(314);
    expect(all.users?.suspended_users).toBe(21);
    expect(all.pulls?.mergeable_pulls).toBe(21);
    expect(all.issues?.closed_issues).toBe(96);
    expect(all.milestones?.open_milestones).toBe(6);
    expect(all.gists?.private_gists).toBe(151);
    expect(asDict(all)).toEqual(documentedResponse(name));
    served.done();
  });

  it.each(['Issues', 'security', '', 'all '])('refuses the kind %j before sending', async (kind) => {
    const { session, sent } = admin();
    const error = await rejection(getAdminStats(session, kind as AdminStatsType), ValidationError);
    expect(error.parameter).toBe('type');
    expect(sent).toHaveLength(0);
  });

  it('needs an authenticated session, and says so before sending', async () => {
    const { session, sent } = capturedSession({ baseUrl: GHE });
    const error = await rejection(getAdminStats(session, 'issues'), ValidationError);
    expect(error.message).toContain('admin_stats');
    expect(sent).toHaveLength(0);
  });
});
