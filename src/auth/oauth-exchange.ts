import { deadline } from '../core/transport.js';
import { readBytes, transportError } from '../core/request.js';
import { headerValueProblem } from '../core/options.js';
import { answerSecrets, formSecrets, redactText, redactUrl } from '../core/redact.js';
import { checkBaseUrl, VERSION } from '../core/session.js';
import { isLoopback } from '../core/url.js';
import { errorFromResponse } from '../errors/from-response.js';
import { OAuthError } from '../errors/oauth-error.js';
import { RedirectRefused } from '../errors/redirect-refused.js';
import { GitHubError } from '../errors/github-error.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * Where and how the sign-in exchanges are sent: GitHub's web origin, not the API's. The client
 * secret, device codes, authorization codes and refresh tokens go there and nowhere else.
 */
export interface WebOptions {
  /** The web origin of GitHub: `https://github.com` (the default), or an Enterprise Server's own host. */
  webUrl?: string | undefined;
  /** Stops the exchange (and a device flow's polling). */
  signal?: AbortSignal | undefined;
  /** Milliseconds each exchange may take. Default 30 seconds. */
  timeout?: number | undefined;
  /** The `fetch` to send with (default the runtime's). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Sent as `User-Agent`. Default `hubops/<version>`. */
  userAgent?: string | undefined;
  /** Allows plain http to a host that is not loopback. Default false. */
  allowInsecureHttp?: boolean | undefined;
}

const WEB_OPTIONS: Readonly<Record<keyof WebOptions, string>> = {
  webUrl: 'string',
  signal: 'object',
  timeout: 'number',
  fetch: 'function',
  userAgent: 'string',
  allowInsecureHttp: 'boolean',
};

/** The largest answer a sign-in exchange reads. */
const MAX_ANSWER = 64 * 1024;

/** The web origin, checked: http(s), no user info, query or fragment; plain http only to loopback unless allowed. */
export function webOrigin(options: WebOptions): string {
  const origin = checkBaseUrl(options.webUrl ?? 'https://github.com', 'webUrl');
  const url = new URL(origin);
  if (url.protocol === 'http:' && !isLoopback(url.hostname) && !options.allowInsecureHttp) throw new ValidationError('webUrl', 'refusing to send a sign-in exchange over plain http to a host that is not loopback (set allowInsecureHttp to allow it)');
  return origin;
}

/** Checks the web options an exchange takes; `names` are the caller's own options besides them. */
export function checkWebOptions(options: unknown, names: Readonly<Record<string, string>>): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new ValidationError('options', 'must be an object');
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const kind = (WEB_OPTIONS as Record<string, string>)[name] ?? names[name];
    if (!kind) continue;
    if (kind === 'object' ? !(value instanceof AbortSignal) : typeof value !== kind) throw new ValidationError(name, `must be ${kind === 'object' ? 'an AbortSignal' : `a ${kind}`}`);
  }
  const { timeout, userAgent } = options as WebOptions;
  const problem = userAgent === undefined ? null : headerValueProblem(userAgent);
  if (problem) throw new ValidationError('userAgent', problem);
  if (timeout !== undefined && !(timeout > 0 && timeout <= 10 * 60_000)) throw new ValidationError('timeout', 'must be a number of milliseconds from 1 to 600000');
  webOrigin(options as WebOptions);
}

/** The answer of an exchange: its members, as received. */
export type OAuthAnswer = Readonly<Record<string, unknown>>;

/**
 * Posts a form to the web origin and reads GitHub's JSON answer. An answer naming an `error`
 * (GitHub answers those with 200) is an `OAuthError`, unless it is one of `pending` (then the
 * answer is returned as it is); other
 * failures are typed as the API's are. Every value sent is kept out of what is thrown.
 */
export async function oauthPost(options: WebOptions, path: string, form: Readonly<Record<string, string | undefined>>, secrets: readonly string[], pending?: ReadonlySet<string>): Promise<OAuthAnswer> {
  const url = `${webOrigin(options)}${path}`;
  // The secret members of the form (the client secret, codes, the verifier, a refresh token) are kept out of what is thrown.
  const hidden: string[] = [...secrets, ...Object.entries(form).filter(([name, v]) => typeof v === 'string' && v !== '' && /secret|code|token|verifier/.test(name) && name !== 'grant_type').map(([, v]) => v as string)];
  const safeUrl = redactUrl(url, hidden);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value !== undefined) body.set(name, value);
  const signal = deadline(options.timeout ?? 30_000, options.signal ? [options.signal] : []);
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  let text: string;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'user-agent': options.userAgent ?? `hubops/${VERSION}` },
      body: body.toString(),
      // A redirect would carry the form elsewhere: never followed.
      redirect: 'manual',
      signal,
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      throw new RedirectRefused({ status: response.status, message: `POST ${safeUrl}: a sign-in exchange is never redirected; the service pointed elsewhere`, method: 'POST', url: safeUrl, location: location === null ? null : redactUrl(location, hidden) });
    }
    text = new TextDecoder().decode(await readBytes(response, MAX_ANSWER, 'POST', safeUrl, hidden));
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw transportError(error, 'POST', safeUrl, hidden);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const answer = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as OAuthAnswer) : null;
  // What the answer hands out (a token, also in a form-encoded answer) is kept out of what is thrown, as what was sent is.
  hidden.push(...answerSecrets(data), ...formSecrets(text, 'application/x-www-form-urlencoded'));
  if (answer && typeof answer.error === 'string' && answer.error !== '') {
    if (pending?.has(answer.error)) return answer;
    const description = typeof answer.error_description === 'string' && answer.error_description !== '' ? answer.error_description : answer.error;
    throw new OAuthError({
      status: response.status,
      code: answer.error,
      message: redactText(`POST ${safeUrl}: ${description} (${answer.error})`, hidden),
      documentationUrl: typeof answer.error_uri === 'string' ? answer.error_uri : null,
      method: 'POST',
      url: safeUrl,
    });
  }
  if (response.status >= 400) throw errorFromResponse(response.status, response.headers, redactText(text, hidden), 'POST', safeUrl);
  if (!answer) throw new UnprocessableResponseBody({ status: response.status, message: `POST ${safeUrl}: the answer is not a JSON object`, method: 'POST', url: safeUrl, body: null, path: '' });
  return answer;
}
