import { createClient, type Client } from '../client.js';
import type { Session, SessionOptions } from '../core/session.js';
import { authenticateSession, hasCredentials, type Credentials } from './authenticate-session.js';

/**
 * A client authenticated with these credentials (username and password, or a token; other
 * session options such as `baseUrl` may be given too), or null when no credential is given.
 * No request.
 */
export function login(options: SessionOptions = {}): Client | null {
  return hasCredentials(options) ? createClient(options) : null;
}

/**
 * A new client with this session's settings (base URL, timeout, …) and these credentials,
 * or null when none is given (sessions are immutable). No request.
 */
export function loginWith(session: Session, credentials: Credentials = {}): Client | null {
  const next = authenticateSession(session, credentials);
  return next && createClient(next);
}
