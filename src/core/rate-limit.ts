/** A rate-limit reading from a response's `X-RateLimit-*` headers. */
export interface RateLimit {
  readonly resource: string;
  readonly limit: number;
  readonly remaining: number;
  readonly used: number;
  readonly resetAt: Date;
}

/** The reading a response carries, or null when it carries none. */
export function readRateLimit(headers: Headers): RateLimit | null {
  const remaining = headers.get('x-ratelimit-remaining');
  if (remaining === null) return null;
  const num = (name: string) => Number(headers.get(name) ?? NaN);
  return Object.freeze({
    resource: headers.get('x-ratelimit-resource') ?? 'core',
    limit: num('x-ratelimit-limit'),
    remaining: Number(remaining),
    used: num('x-ratelimit-used'),
    resetAt: new Date(num('x-ratelimit-reset') * 1000),
  });
}
