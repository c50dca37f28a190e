import { GitHubError, type GitHubErrorInit } from './github-error.js';

/** 403 or 429 with the rate limit spent (primary) or a secondary limit hit. */
export class RateLimitExceeded extends GitHubError {
  /** When the limit resets, from `X-RateLimit-Reset` or `Retry-After`; null if the service did not say. */
  readonly resetAt: Date | null;

  constructor(init: GitHubErrorInit & { resetAt: Date | null }) {
    super(init);
    this.resetAt = init.resetAt;
  }
}
