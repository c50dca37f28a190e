import type { CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { getDocument } from './json-document.js';

export interface RateLimitResource {
  readonly limit: number;
  readonly remaining: number;
  readonly reset: number;
  readonly used: number;
}

/** The limits of every resource: `resources.core` for most requests, `resources.search` for search. */
export interface RateLimitOverview {
  readonly resources: Readonly<Record<string, RateLimitResource>>;
  /** Deprecated by the service in favour of `resources.core`. */
  readonly rate?: RateLimitResource;
}

/** The current rate limits; this request itself does not count against them. `GET /rate_limit` */
export function getRateLimit(session: Session, options: CallOptions = {}): Promise<RateLimitOverview> {
  return getDocument(session, '/rate_limit', options) as Promise<unknown> as Promise<RateLimitOverview>;
}

/**
 * Requests left before the limit applies: read from the last response of this session
 * for that resource, or asked of `GET /rate_limit` when none has been seen.
 */
export async function ratelimitRemaining(session: Session, options: CallOptions & { resource?: string } = {}): Promise<number> {
  const { resource = 'core', ...call } = options;
  const known = session.state.rateLimits[resource];
  if (known) return known.remaining;
  const overview = await getRateLimit(session, call);
  return overview.resources[resource]?.remaining ?? 0;
}
