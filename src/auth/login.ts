import { createClient, type Client } from '../client.js';
import type { SessionOptions } from '../core/session.js';
import { hasCredentials } from './authenticate-session.js';

/**
 * A client authenticated with these credentials (username and password, or a token; other
 * session options such as `baseUrl` may be given too), or null when no credential is given.
 * No request.
 */
export function login(options: SessionOptions = {}): Client | null {
  return hasCredentials(options) ? createClient(options) : null;
}

