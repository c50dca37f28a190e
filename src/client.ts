import { createSession, newSession, type Session, type SessionOptions } from './core/session.js';
import { getIssue } from './issues/get-issue.js';
import { listRepositoryIssues } from './issues/list-repository-issues.js';
import { getEmojis } from './misc/emojis.js';
import { getFeeds } from './misc/feeds.js';
import { getGitignoreTemplate, listGitignoreTemplates } from './misc/gitignore.js';
import { getLicense, listLicenses } from './misc/licenses.js';
import { renderMarkdown } from './misc/markdown.js';
import { getMascot } from './misc/mascot.js';
import { getMeta } from './misc/meta.js';
import { getRateLimit, ratelimitRemaining } from './misc/rate-limit.js';
import { getZen } from './misc/zen.js';
import { getRepository } from './repos/get-repository.js';
import { asDict, asJson, refresh } from './schema/objects.js';
import { getUser } from './users/get-user.js';
import { listAllUsers } from './users/list-all-users.js';

type Bound<F> = F extends (session: Session, ...args: infer A) => infer R ? (...args: A) => R : never;

/** Binds a session to a standalone operation: the facade adds nothing else. */
function bind<F extends (session: Session, ...args: never[]) => unknown>(session: Session, fn: F): Bound<F> {
  return ((...args: never[]) => fn(session, ...args)) as Bound<F>;
}

function build(session: Session) {
  return {
    session,
    // §1.4: what every object offers
    refresh: bind(session, refresh),
    ratelimitRemaining: bind(session, ratelimitRemaining),
    newSession: bind(session, newSession),
    asDict,
    asJson,
    // §4.2 client-level operations
    user: bind(session, getUser),
    allUsers: bind(session, listAllUsers),
    repository: bind(session, getRepository),
    issue: bind(session, getIssue),
    issuesOn: bind(session, listRepositoryIssues),
    zen: bind(session, getZen),
    mascot: bind(session, getMascot),
    emojis: bind(session, getEmojis),
    feeds: bind(session, getFeeds),
    gitignoreTemplate: bind(session, getGitignoreTemplate),
    gitignoreTemplates: bind(session, listGitignoreTemplates),
    license: bind(session, getLicense),
    licenses: bind(session, listLicenses),
    markdown: bind(session, renderMarkdown),
    meta: bind(session, getMeta),
    rateLimit: bind(session, getRateLimit),
    /** @deprecated use `allUsers` */
    iterAllUsers: bind(session, listAllUsers),
  };
}

export type Client = ReturnType<typeof build>;

function isSession(value: unknown): value is Session {
  return typeof value === 'object' && value !== null && 'ky' in value && 'state' in value;
}

/** A client: the documented operations bound to one session (made from `options`, or given). */
export function createClient(options: SessionOptions | Session = {}): Client {
  return build(isSession(options) ? options : createSession(options));
}

export interface SelfHostedOptions extends Omit<SessionOptions, 'baseUrl'> {
  /** The installation's web address, e.g. `https://ghe.example.com`; the API is under `/api/v3`. */
  url: string;
}

/** A client for a GitHub Enterprise Server installation. */
export function createSelfHostedClient(options: SelfHostedOptions): Client {
  const { url, ...rest } = options;
  return createClient({ ...rest, baseUrl: `${url.replace(/\/+$/, '')}/api/v3` });
}
