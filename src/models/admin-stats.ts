import { one, promisedNum } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

/*
 * The site statistics of a self-hosted installation (`GET /enterprise/stats/{type}`): one
 * small type per kind of statistics, and the `all` answer holding one of each under its kind.
 */

const repositoryStatsType = /* @__PURE__ */ model('RepositoryStats', () => ({
  total_repos: promisedNum,
  root_repos: promisedNum,
  fork_repos: promisedNum,
  org_repos: promisedNum,
  total_pushes: promisedNum,
  total_wikis: promisedNum,
}));
/** Repository statistics of an installation. */
export interface RepositoryStats extends Infer<typeof repositoryStatsType> {}
export const RepositoryStats: Model<RepositoryStats> = repositoryStatsType;

const hookStatsType = /* @__PURE__ */ model('HookStats', () => ({
  total_hooks: promisedNum,
  active_hooks: promisedNum,
  inactive_hooks: promisedNum,
}));
/** Hook statistics of an installation. */
export interface HookStats extends Infer<typeof hookStatsType> {}
export const HookStats: Model<HookStats> = hookStatsType;

const pageStatsType = /* @__PURE__ */ model('PageStats', () => ({
  total_pages: promisedNum,
}));
/** Pages statistics of an installation. */
export interface PageStats extends Infer<typeof pageStatsType> {}
export const PageStats: Model<PageStats> = pageStatsType;

const organizationStatsType = /* @__PURE__ */ model('OrganizationStats', () => ({
  total_orgs: promisedNum,
  disabled_orgs: promisedNum,
  total_teams: promisedNum,
  total_team_members: promisedNum,
}));
/** Organization and team statistics of an installation. */
export interface OrganizationStats extends Infer<typeof organizationStatsType> {}
export const OrganizationStats: Model<OrganizationStats> = organizationStatsType;

const userStatsType = /* @__PURE__ */ model('UserStats', () => ({
  total_users: promisedNum,
  admin_users: promisedNum,
  suspended_users: promisedNum,
}));
/** User statistics of an installation. */
export interface UserStats extends Infer<typeof userStatsType> {}
export const UserStats: Model<UserStats> = userStatsType;

const pullRequestStatsType = /* @__PURE__ */ model('PullRequestStats', () => ({
  total_pulls: promisedNum,
  merged_pulls: promisedNum,
  mergeable_pulls: promisedNum,
  unmergeable_pulls: promisedNum,
}));
/** Pull request statistics of an installation. */
export interface PullRequestStats extends Infer<typeof pullRequestStatsType> {}
export const PullRequestStats: Model<PullRequestStats> = pullRequestStatsType;

const issueStatsType = /* @__PURE__ */ model('IssueStats', () => ({
  total_issues: promisedNum,
  open_issues: promisedNum,
  closed_issues: promisedNum,
}));
/** Issue statistics of an installation. */
export interface IssueStats extends Infer<typeof issueStatsType> {}
export const IssueStats: Model<IssueStats> = issueStatsType;

const milestoneStatsType = /* @__PURE__ */ model('MilestoneStats', () => ({
  total_milestones: promisedNum,
  open_milestones: promisedNum,
  closed_milestones: promisedNum,
}));
/** Milestone statistics of an installation. */
export interface MilestoneStats extends Infer<typeof milestoneStatsType> {}
export const MilestoneStats: Model<MilestoneStats> = milestoneStatsType;

const gistStatsType = /* @__PURE__ */ model('GistStats', () => ({
  total_gists: promisedNum,
  private_gists: promisedNum,
  public_gists: promisedNum,
}));
/** Gist statistics of an installation. */
export interface GistStats extends Infer<typeof gistStatsType> {}
export const GistStats: Model<GistStats> = gistStatsType;

const commentStatsType = /* @__PURE__ */ model('CommentStats', () => ({
  total_commit_comments: promisedNum,
  total_gist_comments: promisedNum,
  total_issue_comments: promisedNum,
  total_pull_request_comments: promisedNum,
}));
/** Comment statistics of an installation. */
export interface CommentStats extends Infer<typeof commentStatsType> {}
export const CommentStats: Model<CommentStats> = commentStatsType;

const allStatsType = /* @__PURE__ */ model('AllStats', () => ({
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
}));
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
