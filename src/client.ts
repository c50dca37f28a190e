import { authenticateSession, hasCredentials, type Credentials } from './auth/authenticate-session.js';
import { isSession } from './core/codec.js';
import type { CallOptions, Session } from './core/types.js';
import { createSession } from './core/session.js';
import { sessionOptionsOf, type ClientOptions } from './facade/session-options.js';
import type { AnyVersion, ApiVersion } from './core/versions.js';
import type { AdminStatsType } from './enterprise-admin/stats.js';
import type { AdminStatsByType } from './models/admin-stats.js';
import { authOperations } from './facade/auth.js';
import { bind, bindModule, type BoundOperations } from './core/bind-module.js';
import type { DocumentedRepositoryForms } from './facade/documented-forms.js';
import { coreOperations } from './facade/core.js';
import { issueCommentObjectOperations, issueObjectOperations, labelObjectOperations, milestoneObjectOperations } from './facade/issue-objects.js';
import { repositoryIssueOperations } from './facade/issue-repository.js';
import { issueOperations } from './facade/issues.js';
import { miscOperations } from './facade/misc.js';
import { searchOperations } from './facade/search.js';
import { organizationObjectOperations, projectCardObjectOperations, projectColumnObjectOperations, projectObjectOperations, projectOperations } from './facade/orgs.js';
import { pullFileObjectOperations, pullRequestObjectOperations, pullReviewObjectOperations, reviewCommentObjectOperations } from './facade/pull-objects.js';
import { repositoryPullOperations } from './facade/pull-repository.js';
import { repoCommentObjectOperations, repositoryHistoryOperations } from './facade/repo-history.js';
import { pullOperations } from './facade/pulls.js';
import { repositoryOperations } from './facade/repos.js';
import { repositoryContentOperations } from './facade/repository-contents.js';
import { teamObjectOperations, teamOperations } from './facade/teams.js';
import { repositoryReleaseOperations } from './facade/release-repository.js';
import { repositoryActivityOperations } from './facade/activity-repository.js';
import { assetObjectOperations, releaseObjectOperations } from './facade/release-objects.js';
import { threadObjectOperations } from './facade/thread-objects.js';
import { accountOperations, activityOperations } from './facade/activity.js';
import { deploymentObjectOperations, hookObjectOperations, invitationObjectOperations, repositoryCollaborationOperations } from './facade/repository-collaboration.js';
import { keyOperations, planOperations, userObjectOperations } from './facade/user-objects.js';
import { userOperations } from './facade/users.js';
import { gistCommentObjectOperations, gistFileObjectOperations, gistHistoryObjectOperations, gistObjectOperations, gistOperations } from './facade/gists.js';
import { adminOperations, adminUserOperations } from './facade/admin.js';
import { asDict, asJson } from './models/library/objects.js';
import type { refresh } from './core/operation.js';
import { ValidationError } from './errors/validation-error.js';

/**
 * The facade: client-level operations as methods, object operations under a namespace
 * named after the document's type (`gh.Issue.close`). Each area contributes its part from
 * src/facade/ as a plain object of standalone functions; this interface names those parts,
 * so declarations stay small and each method's type is its function's.
 */
export interface Client<V extends ApiVersion | null = AnyVersion>
  extends BoundOperations<Omit<typeof coreOperations, 'refresh'>, V>,
    BoundOperations<typeof authOperations, V>,
    BoundOperations<typeof miscOperations, V>,
    BoundOperations<typeof userOperations, V>,
    BoundOperations<typeof repositoryOperations, V>,
    BoundOperations<typeof issueOperations, V>,
    BoundOperations<typeof pullOperations, V>,
    BoundOperations<typeof teamOperations, V>,
    BoundOperations<typeof projectOperations, V>,
    BoundOperations<typeof gistOperations, V>,
    BoundOperations<typeof searchOperations, V>,
    BoundOperations<typeof activityOperations, V>,
    BoundOperations<typeof accountOperations, V> {
  readonly session: Session<V>;
  readonly asDict: typeof asDict;
  readonly asJson: typeof asJson;
  /** The full, current representation from the object's own url (see `refresh`). */
  refresh: BoundRefresh;
  /** A new client with this one's settings and these credentials, or null without any. */
  login: (credentials?: Credentials) => Client<V> | null;
  readonly User: BoundOperations<typeof userObjectOperations, V>;
  readonly Key: BoundOperations<typeof keyOperations, V>;
  readonly Plan: BoundOperations<typeof planOperations, V>;
  readonly Repository: BoundOperations<Omit<RepositoryOperations, keyof DocumentedRepositoryForms>, V> & DocumentedRepositoryForms;
  readonly RepoComment: BoundOperations<typeof repoCommentObjectOperations, V>;
  readonly Release: BoundOperations<typeof releaseObjectOperations, V>;
  readonly Asset: BoundOperations<typeof assetObjectOperations, V>;
  readonly Thread: BoundOperations<typeof threadObjectOperations, V>;
  readonly Hook: BoundOperations<typeof hookObjectOperations, V>;
  readonly Deployment: BoundOperations<typeof deploymentObjectOperations, V>;
  readonly Invitation: BoundOperations<typeof invitationObjectOperations, V>;
  readonly Issue: BoundOperations<typeof issueObjectOperations, V>;
  readonly IssueComment: BoundOperations<typeof issueCommentObjectOperations, V>;
  readonly Label: BoundOperations<typeof labelObjectOperations, V>;
  readonly Milestone: BoundOperations<typeof milestoneObjectOperations, V>;
  readonly PullRequest: BoundOperations<typeof pullRequestObjectOperations, V>;
  readonly ReviewComment: BoundOperations<typeof reviewCommentObjectOperations, V>;
  readonly PullFile: BoundOperations<typeof pullFileObjectOperations, V>;
  readonly PullReview: BoundOperations<typeof pullReviewObjectOperations, V>;
  readonly Team: BoundOperations<typeof teamObjectOperations, V>;
  readonly Organization: BoundOperations<typeof organizationObjectOperations, V>;
  readonly Project: BoundOperations<typeof projectObjectOperations, V>;
  readonly ProjectColumn: BoundOperations<typeof projectColumnObjectOperations, V>;
  readonly ProjectCard: BoundOperations<typeof projectCardObjectOperations, V>;
  readonly Gist: BoundOperations<typeof gistObjectOperations, V>;
  readonly GistComment: BoundOperations<typeof gistCommentObjectOperations, V>;
  readonly GistFile: BoundOperations<typeof gistFileObjectOperations, V>;
  readonly GistHistory: BoundOperations<typeof gistHistoryObjectOperations, V>;
}

/** The object operations of a repository, contributed by several areas. */
type RepositoryOperations = typeof repositoryIssueOperations &
  typeof repositoryPullOperations &
  typeof repositoryHistoryOperations &
  typeof repositoryContentOperations &
  typeof repositoryReleaseOperations &
  typeof repositoryActivityOperations &
  typeof repositoryCollaborationOperations;

/** `refresh` keeps its type parameters on the facade (a generic function does not survive `Bound`). */
type BoundRefresh = <T extends object, U = never>(value: T, options?: Parameters<typeof refresh<T, U>>[2]) => ReturnType<typeof refresh<T, U>>;

/**
 * A new client with this session's settings (base URL, timeout, …) and these credentials,
 * or null when none is given (sessions are immutable). No request.
 * @example
 * ```ts
 * import { createSession, loginWith } from 'hubops';
 *
 * const anonymous = createSession({ baseUrl: 'https://ghe.example.com/api/v3' });
 * // The same installation and settings, as a user.
 * const gh = loginWith(anonymous, { token: process.env.GITHUB_TOKEN });
 * ```
 */
export function loginWith(session: Session, credentials: Credentials = {}): Client | null {
  const next = authenticateSession(session, credentials);
  return next && createClient(next);
}

/**
 * A client: the documented operations bound to one session (made from `options`, or given).
 * Its methods are typed for the session's REST API version: a client for `2026-03-10` has
 * results without the fields that version removes.
 * @example
 * ```ts
 * import { createClient } from 'hubops';
 *
 * const gh = createClient({ token: process.env.GITHUB_TOKEN });
 * const repo = await gh.repository('octocat', 'Hello-World');
 * await gh.Repository.createIssue(repo, 'Found a bug', { body: "I'm having a problem with this." });
 * ```
 */
export function createClient<const V extends ApiVersion | null = '2022-11-28'>(options?: (ClientOptions & { apiVersion?: V | undefined }) | Session<V>): Client<V>;
export function createClient(options: ClientOptions | Session = {}): Client {
  const session = isSession(options) ? options : createSession(sessionOptionsOf(options));
  return made(session, (clientShape ??= shapeOf(clientLayout())), {
    login: bind(session, loginWith),
  });
}

/** Where a client's parts go: its own methods, and its namespaces (each bound from one or more parts). */
interface Layout {
  readonly methods: readonly object[];
  readonly spaces: Readonly<Record<string, readonly object[]>>;
}

function clientLayout(): Layout {
  return {
    methods: [coreOperations, authOperations, miscOperations, userOperations, repositoryOperations, issueOperations, pullOperations, teamOperations, projectOperations, gistOperations, searchOperations, activityOperations, accountOperations],
    spaces: {
      User: [userObjectOperations],
      Key: [keyOperations],
      Plan: [planOperations],
      Repository: [repositoryIssueOperations, repositoryPullOperations, repositoryHistoryOperations, repositoryContentOperations, repositoryReleaseOperations, repositoryActivityOperations, repositoryCollaborationOperations],
      RepoComment: [repoCommentObjectOperations],
      Release: [releaseObjectOperations],
      Asset: [assetObjectOperations],
      Thread: [threadObjectOperations],
      Hook: [hookObjectOperations],
      Deployment: [deploymentObjectOperations],
      Invitation: [invitationObjectOperations],
      Issue: [issueObjectOperations],
      IssueComment: [issueCommentObjectOperations],
      Label: [labelObjectOperations],
      Milestone: [milestoneObjectOperations],
      PullRequest: [pullRequestObjectOperations],
      ReviewComment: [reviewCommentObjectOperations],
      PullFile: [pullFileObjectOperations],
      PullReview: [pullReviewObjectOperations],
      Team: [teamObjectOperations],
      Organization: [organizationObjectOperations],
      Project: [projectObjectOperations],
      ProjectColumn: [projectColumnObjectOperations],
      ProjectCard: [projectCardObjectOperations],
      Gist: [gistObjectOperations],
      GistComment: [gistCommentObjectOperations],
      GistFile: [gistFileObjectOperations],
      GistHistory: [gistHistoryObjectOperations],
    },
  };
}

/** The prototype of a layout's clients: each method and namespace a getter that binds it to the client's session on first read. */
type Shape = object;

let clientShape: Shape | undefined;
let selfHostedShape: Shape | undefined;

/**
 * A client's methods are bound when first read, not when it is made (octokit's way): the first
 * read of `gh.repository` binds it to the session and keeps it as the client's own property,
 * so a method read twice is the same function, and one taken off the client keeps its session.
 */
function shapeOf(layout: Layout): Shape {
  const shape: PropertyDescriptorMap = {};
  // A client the caller froze still answers: its methods are bound afresh on each read.
  const kept = (self: object, name: string, value: unknown) => (Object.isExtensible(self) && Object.defineProperty(self, name, { value, enumerable: true }), value);
  for (const part of layout.methods) {
    for (const [name, fn] of Object.entries(part)) {
      if (typeof fn !== 'function') continue;
      shape[name] = { configurable: true, enumerable: true, get(this: { session: Session }) { return kept(this, name, bind(this.session, fn as never)); } };
    }
  }
  for (const [name, parts] of Object.entries(layout.spaces)) {
    shape[name] = { configurable: true, enumerable: true, get(this: { session: Session }) { return kept(this, name, Object.freeze(Object.assign({}, ...parts.map((part) => bindModule(this.session, part))))); } };
  }
  return Object.create(Object.prototype, shape) as Shape;
}

/** A client of `session` over a shape: its session, the model helpers, its own entries, and the shape's lazily bound parts. */
function made(session: Session, shape: Shape, own: { login: (credentials?: Credentials) => unknown }): never {
  return Object.assign(Object.create(shape) as object, { session, asDict, asJson }, own) as never;
}

/**
 * A client authenticated with these credentials (username and password, or a token; other
 * session options such as `baseUrl` may be given too), or null when no credential is given.
 * No request.
 * @example
 * ```ts
 * import { login } from 'hubops';
 *
 * const gh = login({ token: process.env.GITHUB_TOKEN });
 * if (gh === null) throw new Error('GITHUB_TOKEN is not set');
 * console.log((await gh.me()).login);
 * ```
 */
export function login(options: ClientOptions = {}): Client | null {
  return hasCredentials(options) ? createClient(options) : null;
}

export interface SelfHostedOptions extends Omit<ClientOptions, 'baseUrl'> {
  /**
   * The installation's address: its site (`https://ghe.example.com`) or its API
   * (`https://ghe.example.com/api/v3`), with or without a trailing slash.
   */
  url: string;
}

/**
 * A client of a GitHub Enterprise Server installation: every operation of `Client`, plus the
 * site administrator's, which api.github.com does not serve and `createClient` leaves out.
 */
export interface SelfHostedClient extends Omit<Client, 'User' | 'login'>, BoundOperations<Omit<typeof adminOperations, 'adminStats'>> {
  /** Site statistics: one kind (`'issues'`, `'repos'`, …) or `'all'`, typed by the kind asked for. */
  adminStats: <T extends AdminStatsType>(type: T, options?: CallOptions) => Promise<AdminStatsByType[T]>;
  readonly User: Client['User'] & BoundOperations<typeof adminUserOperations>;
  /** A new client of the same installation with these credentials, or null without any. */
  login: (credentials?: Credentials) => SelfHostedClient | null;
}

/**
 * The REST API address of an installation given by its site or API address: always exactly
 * one `/api/v3` (`https://ghe.example.com/` and `https://ghe.example.com/api/v3/` alike give
 * `https://ghe.example.com/api/v3`). No request.
 * @example
 * ```ts
 * import { selfHostedBaseUrl } from 'hubops';
 *
 * console.log(selfHostedBaseUrl('https://ghe.example.com/')); // https://ghe.example.com/api/v3
 * ```
 */
export function selfHostedBaseUrl(url: string): string {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw new ValidationError('url', 'must be the installation\u2019s http(s) address, such as https://ghe.example.com');
  }
  const parsed = new URL(url);
  if (parsed.username || parsed.password) throw new ValidationError('url', 'must not carry a user name or password: pass them as options');
  if (parsed.search || parsed.hash) throw new ValidationError('url', 'must not carry a query or fragment');
  const site = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${site.endsWith('/api/v3') ? site : `${site}/api/v3`}`;
}

function selfHostedClientOf(session: Session): SelfHostedClient {
  selfHostedShape ??= shapeOf(selfHostedLayout());
  return made(session, selfHostedShape, {
    login: (credentials?: Credentials) => {
      const next = authenticateSession(session, credentials);
      return next && selfHostedClientOf(next);
    },
  });
}

/** A client's layout with the site administrator's operations. */
function selfHostedLayout(): Layout {
  const { methods, spaces } = clientLayout();
  return { methods: [...methods, adminOperations], spaces: { ...spaces, User: [...(spaces.User ?? []), adminUserOperations] } };
}

/**
 * A client for a GitHub Enterprise Server installation (`url`: its site or API address), with
 * the site administrator's operations. Release assets are uploaded to the installation's
 * `/api/uploads`. No request.
 * @example
 * ```ts
 * import { createSelfHostedClient } from 'hubops';
 *
 * const ghe = createSelfHostedClient({ url: 'https://ghe.example.com', token: process.env.GITHUB_TOKEN });
 * console.log(await ghe.adminStats('issues'));
 * await ghe.User.promote(await ghe.user('octocat'));
 * ```
 */
export function createSelfHostedClient(options: SelfHostedOptions): SelfHostedClient {
  if (typeof options !== 'object' || options === null) throw new ValidationError('options', 'must be an options object with the installation url');
  const { url, ...rest } = options;
  return selfHostedClientOf(createSession(sessionOptionsOf({ ...rest, baseUrl: selfHostedBaseUrl(url) })));
}
