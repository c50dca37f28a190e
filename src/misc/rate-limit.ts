import type { Changes } from '../core/versions.js';
import { invalid, isRecord, segment } from '../core/codec.js';
import { composed, operation, type Op, reads, documentOf } from '../core/operation.js';
import type { CallOptions, Session } from '../core/types.js';
import { unreadable } from '../models/library/model.js';

export interface RateLimitResource {
  readonly limit: number;
  readonly remaining: number;
  readonly reset: number;
  readonly used: number;
}

/** The limits of every resource: `resources.core` for most requests, `resources.search` for search. */
/** Under API version 2026-03-10 there is no `rate` (read `resources.core`). */
export interface RateLimitOverview extends Changes<'rate'> {
  readonly resources: Readonly<Record<string, RateLimitResource>>;
  /** Deprecated by the service in favour of `resources.core`. */
  readonly rate?: RateLimitResource;
}

/** The current rate limits; this request itself does not count against them. `GET /rate_limit` */
export const getRateLimit: Op<[], CallOptions, Promise<RateLimitOverview>> = /*#__PURE__*/ operation(() => ({
  path: '/rate_limit',
  result: /*#__PURE__*/ reads((reply) => {
    const overview = documentOf(reply);
    if (!isRecord(overview.resources)) throw unreadable('resources', 'expected an object of resources', overview, reply.url);
    return overview as unknown as RateLimitOverview;
  }),
}));

export interface RateLimitRemainingOptions extends CallOptions {
  /** The resource whose limit is asked (`core`, the default, `search`, `graphql`, …). */
  resource?: string;
}

/**
 * Requests left before the limit applies: read from the last response of this session
 * for that resource, or asked of `GET /rate_limit` when none has been seen.
 * @example
 * ```ts
 * import { createSession, ratelimitRemaining } from 'hubops';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * console.log(await ratelimitRemaining(session)); // from the last answer's headers, or one request
 * ```
 */
export const ratelimitRemaining = /*#__PURE__*/ composed(async function ratelimitRemaining(session: Session, options: RateLimitRemainingOptions = {}): Promise<number> {
  if (!isRecord(options)) throw invalid('options', 'an object', options);
  const { resource: given = 'core', ...call } = options as RateLimitRemainingOptions;
  const resource = segment(given, 'resource');
  const known = isRecord(session) && isRecord(session.state) && isRecord(session.state.rateLimits) ? session.state.rateLimits[resource] : undefined;
  if (known) return known.remaining;
  const overview = await getRateLimit(session, call);
  return overview.resources[resource]?.remaining ?? 0;
}, getRateLimit);
