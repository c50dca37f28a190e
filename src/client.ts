import { createSession, type Session, type SessionOptions } from './core/session.js';
import { coreOperations } from './facade/core.js';
import { issueOperations } from './facade/issues.js';
import { miscOperations } from './facade/misc.js';
import { repositoryOperations } from './facade/repos.js';
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
    ...miscOperations(session),
    ...userOperations(session),
    ...repositoryOperations(session),
    ...issueOperations(session),
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
