import { oneOf } from '../core/codec.js';
import { operation, path, type Declared, type Result } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { sendForData } from '../core/request.js';
import type { Model } from '../models/library/model.js';
import { parseReply } from '../models/library/objects.js';
import {
  AllStats,
  CommentStats,
  GistStats,
  HookStats,
  IssueStats,
  MilestoneStats,
  OrganizationStats,
  PageStats,
  PullRequestStats,
  RepositoryStats,
  UserStats,
  type AdminStatsByType,
} from '../models/admin-stats.js';

/** A kind of site statistics: `all`, or one of `repos`, `hooks`, `pages`, `orgs`, `users`, `pulls`, `issues`, `milestones`, `gists`, `comments`. */
export type AdminStatsType = keyof AdminStatsByType;

/** Any answer of `getAdminStats`. */
export type AdminStats = AdminStatsByType[AdminStatsType];

const MODELS: { readonly [K in AdminStatsType]: Model<AdminStatsByType[K]> } = {
  all: AllStats,
  repos: RepositoryStats,
  hooks: HookStats,
  pages: PageStats,
  orgs: OrganizationStats,
  users: UserStats,
  pulls: PullRequestStats,
  issues: IssueStats,
  milestones: MilestoneStats,
  gists: GistStats,
  comments: CommentStats,
};

/** The kinds the installation reports; anything else is refused before sending (the route would be a 404). */
export const statsType = /*#__PURE__*/ oneOf<AdminStatsType>('issues', 'hooks', 'milestones', 'orgs', 'comments', 'pages', 'users', 'gists', 'pulls', 'repos', 'all');

/** Each kind answers with its own shape: the one the request asked for is the one read. */
const statsOfType: Result<Promise<AdminStats>> = {
  run: async (session, spec) => parseReply(MODELS[spec.params?.type as AdminStatsType] as Model<AdminStats>, await sendForData(session, spec)),
};

const getStats = /*#__PURE__*/ operation(() => ({
  path: '/enterprise/stats/{type}',
  target: /*#__PURE__*/ path(statsType, 'type'),
  auth: 'admin_stats',
  result: statsOfType,
}));

/**
 * Site statistics of a self-hosted installation (site administrators): one kind (`issues` →
 * `{ total_issues, open_issues, closed_issues }`, …) or `all`, every kind under its name.
 * `GET /enterprise/stats/{type}`
 */
export const getAdminStats: (<T extends AdminStatsType>(session: Session, type: T, options?: CallOptions) => Promise<AdminStatsByType[T]>) & Declared = getStats as never;
