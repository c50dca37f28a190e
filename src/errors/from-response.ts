import { AuthenticationFailed } from './authentication-failed.js';
import { ClientError } from './client-error.js';
import { Conflict } from './conflict.js';
import { ForbiddenError, parseAcceptedPermissions } from './forbidden-error.js';
import type { GitHubError, GitHubErrorInit } from './github-error.js';
import { MethodNotAllowed } from './method-not-allowed.js';
import { NotFoundError } from './not-found-error.js';
import { RateLimitExceeded } from './rate-limit-exceeded.js';
import { ServerError } from './server-error.js';
import { UnavailableForLegalReasons } from './unavailable-for-legal-reasons.js';
import { UnprocessableEntity } from './unprocessable-entity.js';

const byStatus: Record<number, new (init: GitHubErrorInit) => GitHubError> = {
  401: AuthenticationFailed,
  403: ForbiddenError,
  404: NotFoundError,
  405: MethodNotAllowed,
  409: Conflict,
  422: UnprocessableEntity,
  451: UnavailableForLegalReasons,
};

function readBody(text: string): { message?: unknown; errors?: unknown; documentation_url?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** `Retry-After` in ms from now (a number of seconds, or an HTTP date: RFC 9110), or null when unreadable: the one reading of it, for errors and retries alike. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const when = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(when) ? null : Math.max(when - now, 0);
}

/** When a spent limit resets: `Retry-After` (seconds or a date) wins, else `X-RateLimit-Reset` (epoch seconds). */
function rateLimitReset(headers: Headers): Date | null | undefined {
  const now = Date.now();
  const retry = retryAfterMs(headers.get('retry-after'), now);
  if (retry !== null) return new Date(now + retry);
  if (headers.get('x-ratelimit-remaining') === '0') {
    const text = headers.get('x-ratelimit-reset') ?? '';
    const reset = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : null;
  }
  return undefined;
}

/**
 * GitHub's id of a request, as its answer names it (`x-github-request-id`, such as
 * `C1D2:3E4F:5A6B7C:8D9E0F:65A1B2C3`); null when absent or not of that form, so that no other
 * text a server puts there (a credential it echoes) is handed on.
 */
export function requestIdOf(headers: Headers): string | null {
  const value = headers.get('x-github-request-id')?.trim() ?? '';
  return /^[0-9A-Fa-f]{1,16}(?::[0-9A-Fa-f]{1,16}){1,7}$/.test(value) ? value : null;
}

/** The typed error for an answer of status >= 400; `url` must already be free of credentials. */
export function errorFromResponse(status: number, headers: Headers, text: string, method: string, url: string): GitHubError {
  const body = readBody(text);
  const init: GitHubErrorInit = {
    status,
    message: typeof body.message === 'string' && body.message !== '' ? body.message : `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    errors: Array.isArray(body.errors) ? body.errors : [],
    documentationUrl: typeof body.documentation_url === 'string' ? body.documentation_url : null,
    method,
    url,
    requestId: requestIdOf(headers),
  };
  if (status === 403 || status === 429) {
    const resetAt = rateLimitReset(headers);
    if (resetAt !== undefined || status === 429 || /rate limit/i.test(init.message)) {
      return new RateLimitExceeded({ ...init, resetAt: resetAt ?? null });
    }
  }
  if (status === 403) return new ForbiddenError({ ...init, acceptedPermissions: parseAcceptedPermissions(headers.get('x-accepted-github-permissions')) });
  const Known = byStatus[status];
  if (Known) return new Known(init);
  return status >= 500 ? new ServerError(init) : new ClientError(init);
}
