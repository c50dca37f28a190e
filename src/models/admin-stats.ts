import { num, one, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

/*
 * The site statistics of a self-hosted installation (`GET /enterprise/stats/{type}`): one
 * small type per kind of statistics, and the `all` answer holding one of each under its kind.
 */

const repositoryStatsType = /* @__PURE__ */ model('RepositoryStats', {
  total_repos: /* @__PURE__ */ promised(num),
  root_repos: /* @__PURE__ */ promised(num),
  fork_repos: /* @__PURE__ */ promised(num),
  org_repos: /* @__PURE__ */ promised(num),
  total_pushes: /* @__PURE__ */ promised(num),
  total_wikis: /* @__PURE__ */ promised(num),
});
/** Repository statistics of an installation. */
export interface RepositoryStats extends Infer<typeof repositoryStatsType> {}
export const RepositoryStats: Model<RepositoryStats> = repositoryStatsType;

const hookStatsType = /* @__PURE__ */ model('HookStats', {
  total_hooks: /* @__PURE__ */ promised(num),
  active_hooks: /* @__PURE__ */ promised(num),
  inactive_hooks: /* @__PURE__ */ promised(num),
});
/** Hook statistics of an installation. */
export interface HookStats extends Infer<typeof hookStatsType> {}
export const HookStats: Model<HookStats> = hookStatsType;

const pageStatsType = /* @__PURE__ */ model('PageStats', {
  total_pages: /* @__PURE__ */ promised(num),
});
/** Pages statistics of an installation. */
export interface PageStats extends Infer<typeof pageStatsType> {}
export const PageStats: Model<PageStats> = pageStatsType;

const organizationStatsType = /* @__PURE__ */ model('OrganizationStats', {
  total_orgs: /* @__PURE__ */ promised(num),
  disabled_orgs: /* @__PURE__ */ promised(num),
  total_teams: /* @__PURE__ */ promised(num),
  total_team_members: /* @__PURE__ */ promised(num),
});
/** Organization and team statistics of an installation. */
export interface OrganizationStats extends Infer<typeof organizationStatsType> {}
export const OrganizationStats: Model<OrganizationStats> = organizationStatsType;

const userStatsType = /* @__PURE__ */ model('UserStats', {
  total_users: /* @__PURE__ */ promised(num),
  admin_users: /* @__PURE__ */ promised(num),
  suspended_users: /* @__PURE__ */ promised(num),
});
/** User statistics of an installation. */
export interface UserStats extends Infer<typeof userStatsType> {}
export const UserStats: Model<UserStats> = userStatsType;

const pullRequestStatsType = /* @__PURE__ */ model('PullRequestStats', {
  total_pulls: /* @__PURE__ */ promised(num),
  merged_pulls: /* @__PURE__ */ promised(num),
  mergeable_pulls: /* @__PURE__ */ promised(num),
  unmergeable_pulls: /* @__PURE__ */ promised(num),
});
/** Pull request statistics of an installation. */
export interface PullRequestStats extends Infer<typeof pullRequestStatsType> {}
export const PullRequestStats: Model<PullRequestStats> = pullRequestStatsType;

const issueStatsType = /* @__PURE__ */ model('IssueStats', {
  total_issues: /* @__PURE__ */ promised(num),
  open_issues: /* @__PURE__ */ promised(num),
  closed_issues: /* @__PURE__ */ promised(num),
});
/** Issue statistics of an installation. */
export interface IssueStats extends Infer<typeof issueStatsType> {}
export const IssueStats: Model<IssueStats> = issueStatsType;

const milestoneStatsType = /* @__PURE__ */ model('MilestoneStats', {
  total_milestones: /* @__PURE__ */ promised(num),
  open_milestones: /* @__PURE__ */ promised(num),
  closed_milestones: /* @__PURE__ */ promised(num),
});
/** Milestone statistics of an installation. */
export interface MilestoneStats extends Infer<typeof milestoneStatsType> {}
export const MilestoneStats: Model<MilestoneStats> = milestoneStatsType;

const gistStatsType = /* @__PURE__ */ model('GistStats', {
  total_gists: /* @__PURE__ */ promised(num),
  private_gists: /* @__PURE__ */ promised(num),
  public_gists: /* @__PURE__ */ promised(num),
});
/** Gist statistics of an installation. */
export interface GistStats extends Infer<typeof gistStatsType> {}
export const GistStats: Model<GistStats> = gistStatsType;

const commentStatsType = /* @__PURE__ */ model('CommentStats', {
  total_commit_comments: /* @__PURE__ */ promised(num),
  total_gist_comments: /* @__PURE__ */ promised(num),
  total_issue_comments: /* @__PURE__ */ promised(num),
  total_pull_request_comments: /* @__PURE__ */ promised(num),
});
/** Comment statistics of an installation. */
export interface CommentStats extends Infer<typeof commentStatsType> {}
export const CommentStats: Model<CommentStats> = commentStatsType;

const allStatsType = /* @__PURE__ */ model('AllStats', {
  repos: /* @__PURE__ */ one(RepositoryStats),
  hooks: /* @__PURE__ */ one(HookStats),
  pages: /* @__PURE__ */ one(PageStats),
  orgs: /* @__PURE__ */ one(OrganizationStats),
  users: /* @__PURE__ */ one(UserStats),
  pulls: /* @__PURE__ */ one(PullRequestStats),
  issues: /* @__PURE__ */ one(IssueStats),
  milestones: /* @__PURE__ */ one(MilestoneStats),
  gists: /* @__PURE__ */ one(GistStats),
  comments: /* @__PURE__ */ one(CommentStats),
});
/** Every kind of statistics of an installation, each under its kind (`issues`, `repos`, …). */
export interface AllStats extends Infer<typeof allStatsType> {}
export const AllStats: Model<AllStats> = allStatsType;

/** What `admin_stats` answers for each kind of statistics. */
export interface AdminStatsByType {
  all: AllStats;
  repos: RepositoryStats;
  hooks: HookStats;
  pages: PageStats;
  orgs: OrganizationStats;
  users: UserStats;
  pulls: PullRequestStats;
  issues: IssueStats;
  milestones: MilestoneStats;
  gists: GistStats;
  comments: CommentStats;
}
