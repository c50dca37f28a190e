import { authenticateSession, type Credentials } from './auth/authenticate-session.js';
import { createSession, type Session, type SessionOptions } from './core/session.js';
import { authOperations } from './facade/auth.js';
import { bind } from './facade/bind.js';
import { coreOperations } from './facade/core.js';
import { issueCommentObjectOperations, issueObjectOperations, labelObjectOperations, milestoneObjectOperations } from './facade/issue-objects.js';
import { repositoryIssueOperations } from './facade/issue-repository.js';
import { issueOperations } from './facade/issues.js';
import { miscOperations } from './facade/misc.js';
import { pullFileObjectOperations, pullRequestObjectOperations, pullReviewObjectOperations, reviewCommentObjectOperations } from './facade/pull-objects.js';
import { repositoryPullOperations } from './facade/pull-repository.js';
import { pullOperations } from './facade/pulls.js';
import { repositoryOperations } from './facade/repos.js';
import { keyOperations, planOperations, userObjectOperations } from './facade/user-objects.js';
import { userOperations } from './facade/users.js';
import { asDict, asJson } from './schema/objects.js';

/**
 * The facade: client-level operations as methods, object operations under a namespace
 * named after the document's type (`gh.Issue.close`). Each area contributes its part
 * from src/facade/; a namespace several areas fill is merged here.
 */
function build(session: Session) {
  return {
    session,
    asDict,
    asJson,
    ...coreOperations(session),
    ...authOperations(session),
    ...miscOperations(session),
    ...userOperations(session),
    ...repositoryOperations(session),
    ...issueOperations(session),
    ...pullOperations(session),
    User: userObjectOperations(session),
    Key: keyOperations(session),
    Plan: planOperations(session),
    Repository: { ...repositoryIssueOperations(session), ...repositoryPullOperations(session) },
    Issue: issueObjectOperations(session),
    IssueComment: issueCommentObjectOperations(session),
    Label: labelObjectOperations(session),
    Milestone: milestoneObjectOperations(session),
    PullRequest: pullRequestObjectOperations(session),
    ReviewComment: reviewCommentObjectOperations(session),
    PullFile: pullFileObjectOperations(session),
    PullReview: pullReviewObjectOperations(session),
  };
}

type Operations = ReturnType<typeof build>;

/** A client: every documented operation bound to one session. */
export interface Client extends Operations {
  /** A new client with this one's settings and these credentials, or null without any. */
  login: (credentials?: Credentials) => Client | null;
}

function isSession(value: unknown): value is Session {
  return typeof value === 'object' && value !== null && 'ky' in value && 'state' in value;
}

/**
 * A new client with this session's settings (base URL, timeout, …) and these credentials,
 * or null when none is given (sessions are immutable). No request.
 */
export function loginWith(session: Session, credentials: Credentials = {}): Client | null {
  const next = authenticateSession(session, credentials);
  return next && createClient(next);
}

/** A client: the documented operations bound to one session (made from `options`, or given). */
export function createClient(options: SessionOptions | Session = {}): Client {
  const session = isSession(options) ? options : createSession(options);
  return {
    ...build(session),
    login: bind(session, loginWith),
  };
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
