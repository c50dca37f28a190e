import { AuthenticationFailed } from '../errors/authentication-failed.js';
import { errorFromResponse } from '../errors/from-response.js';
import { ValidationError } from '../errors/validation-error.js';
import { headerValueProblem } from './options.js';
import { redactText, redactUrl } from './redact.js';
import { dropped, readText } from './request.js';
import type { Sent, Session, Stage, TwoFactorCallback } from './types.js';

/**
 * A stage that answers GitHub's two-factor challenge for Basic authentication: when the service
 * answers 401 with `X-GitHub-OTP: required`, `callback` is asked for the one-time password and the
 * request is sent once more with it. A code refused is an `AuthenticationFailed`, and so is the
 * challenge to a streamed body, which cannot be sent twice (give the code in the call's headers as
 * `x-github-otp`, or upload bytes): no code is asked for then. Name it in a
 * session's `stages`; `createClient` and `login` take the callback as it is (`twoFactorCallback`).
 * @example
 * ```ts
 * import { createSession, twoFactor } from 'hubops';
 * import { getAuthenticatedUser } from 'hubops/auth';
 *
 * const session = createSession({ username: 'octocat', password: process.env.GITHUB_PASSWORD, stages: [twoFactor(async () => '123456')] });
 * console.log((await getAuthenticatedUser(session)).login);
 * ```
 */
export function twoFactor(callback: TwoFactorCallback): Stage {
  if (typeof callback !== 'function') throw new ValidationError('twoFactorCallback', `must be a function, not ${callback === null ? 'null' : typeof callback}`);
  return Object.freeze({
    name: 'two-factor',
    twoFactor: callback,
    each: async (session, exchange, next) => {
      const first = await next(exchange);
      if (first.response.status !== 401 || !first.response.headers.get('x-github-otp')?.startsWith('required')) return first;
      // A stream is read as it is sent: it cannot go twice, so no code is asked for that could not be used.
      if (typeof ReadableStream !== 'undefined' && exchange.body instanceof ReadableStream) {
        throw await refusal(session, first, first.secrets, exchange.method, "two-factor code required, and a streamed body cannot be sent twice (upload bytes, or give the code in the call's headers as x-github-otp)");
      }
      await dropped(first.response);
      const code = await callback();
      if (typeof code !== 'string' || headerValueProblem(code)) throw new ValidationError('twoFactorCallback', 'must give the one-time password as text a header can carry');
      const secrets = [...first.secrets, code];
      const second = await next({ ...exchange, headers: { ...exchange.headers, 'x-github-otp': code }, secrets });
      if (second.response.status === 401) throw await refusal(session, second, secrets, exchange.method, 'two-factor code refused');
      return { ...second, secrets };
    },
  } satisfies Stage);
}

/** The 401 an answer is, as an AuthenticationFailed saying `why` before the service's own message. */
async function refusal(session: Session, sent: Sent, secrets: readonly string[], method: string, why: string): Promise<AuthenticationFailed> {
  const safeUrl = redactUrl(sent.url, secrets);
  const text = await readText(session, sent.response, method, safeUrl, secrets).catch(() => '');
  const error = errorFromResponse(401, sent.response.headers, redactText(text, secrets), method, safeUrl);
  return new AuthenticationFailed({ ...error, message: `${why}: ${error.message}`, method, url: safeUrl });
}

/** The two-factor callback a session's stages name, or null. */
export function twoFactorOf(session: Session): TwoFactorCallback | null {
  return session.stages.find((stage) => stage.twoFactor)?.twoFactor ?? null;
}

/** `stages` with `callback` as their two-factor stage (in place of any they name), or without one for null. */
export function withTwoFactor(stages: readonly Stage[] | undefined, callback: TwoFactorCallback | null | undefined): readonly Stage[] {
  const others = (stages ?? []).filter((stage) => !stage.twoFactor);
  return callback ? [...others, twoFactor(callback)] : others;
}
