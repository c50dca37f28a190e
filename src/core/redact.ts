const sensitiveQuery = /([?&](?:access_token|client_secret|token|password)=)[^&#]*/gi;
const REDACTED = '[REDACTED]';

/** Header names whose values are credentials. */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = /*#__PURE__*/ new Set(['authorization', 'proxy-authorization', 'x-github-otp', 'cookie']);
/** Body members and path parameters whose values are credentials (client secrets, access tokens, passwords). */
const secretName = /token|secret|password|otp/i;

/** A secret as a URL carries it; text no URL can carry (it holds a lone surrogate) has no such form. */
function urlForm(secret: string): string {
  try {
    return encodeURIComponent(secret);
  } catch {
    return secret;
  }
}

/**
 * Below this length a secret is replaced only where it stands alone: a short credential (`t`,
 * `test`) is also a piece of ordinary words and paths, and replacing it inside them would turn
 * every message into nonsense. A longer one is replaced wherever it occurs.
 */
const SHORT = 8;
/** What may continue a word or a path segment: a short secret beside one of these is part of something else. */
const WORDISH = 'A-Za-z0-9_.\\-';

function replaceAll(text: string, form: string, replacement: string): string {
  if (form.length >= SHORT) return text.split(form).join(replacement);
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![${WORDISH}])${escaped}(?![${WORDISH}])`, 'g'), () => replacement);
}

/**
 * Every form each secret may take in text, in the order they are replaced: as is, URL-encoded,
 * JSON-escaped, and each long line of a multi-line value (a runtime may quote only the part up to a
 * line break). Worked out once per list: a request redacts several texts with the same secrets.
 */
const formsByList = /*#__PURE__*/ new WeakMap<readonly string[], readonly string[]>();

function formsOf(secrets: readonly string[]): readonly string[] {
  let forms = formsByList.get(secrets);
  if (forms) return forms;
  const all: string[] = [];
  for (const secret of secrets) {
    if (!secret) continue;
    all.push(...new Set([secret, urlForm(secret), JSON.stringify(secret).slice(1, -1)]));
    for (const line of secret.split(/[\r\n]+/)) if (line.length >= SHORT && line !== secret) all.push(line);
  }
  formsByList.set(secrets, (forms = all));
  return forms;
}

/** The text with every secret (as is, URL-encoded, JSON-escaped) replaced. */
export function redactText(text: string, secrets: readonly string[], replacement = REDACTED): string {
  let safe = text;
  // A form the text does not hold changes nothing: asked first, it costs a search, not a split.
  for (const form of formsOf(secrets)) if (safe.includes(form)) safe = replaceAll(safe, form, replacement);
  return safe;
}

/** The last URL redacted with each list of secrets: a request names its URL several times on its way. */
const lastUrl = /*#__PURE__*/ new WeakMap<readonly string[], readonly [url: string, safe: string]>();

/** The URL without user info, secret query values, or any of the given secrets. */
export function redactUrl(url: string, secrets: readonly string[], replacement = REDACTED): string {
  const last = replacement === REDACTED ? lastUrl.get(secrets) : undefined;
  if (last && last[0] === url) return last[1];
  const safe = redactText(url.replace(/^(https?:\/\/)[^/@]*@/i, '$1').replace(sensitiveQuery, `$1${replacement}`), secrets, replacement);
  if (replacement === REDACTED) lastUrl.set(secrets, [url, safe]);
  return safe;
}

/**
 * The credentials a URL carries itself (its user info, its secret query values): a runtime's
 * error may quote the URL as it was given.
 */
export function urlSecrets(url: string): string[] {
  const found: string[] = [];
  const userInfo = /^https?:\/\/([^/@]*)@/i.exec(url)?.[1];
  if (userInfo) found.push(userInfo, userInfo.slice(userInfo.indexOf(':') + 1));
  for (const [match, name] of url.matchAll(sensitiveQuery)) found.push(match.slice((name as string).length));
  return found;
}

/**
 * The secrets one request carries besides the session's: its credential headers, and the
 * credential members of its body (also nested: a hook's `config.secret`) and path (an access
 * token being checked, a client secret).
 */
export function requestSecrets(headers: Readonly<Record<string, string>>, body: unknown, params: Readonly<Record<string, unknown>> | undefined): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!CREDENTIAL_HEADERS.has(name) || !value) continue;
    found.push(value);
    // `token <t>`, `Bearer <t>`, `Basic <b64>`: the bare credential is a secret on its own too.
    const bare = /^\S+\s+(\S.*)$/.exec(value)?.[1];
    if (bare) found.push(bare);
  }
  for (const source of [body, params]) collectSecrets(source, found, 0);
  return found;
}

/**
 * The credential fields of a form-encoded body (a hub subscription's `hub.secret`), decoded and
 * as the form wrote them (`a b` is `a+b` there), so that neither shows in an error.
 */
export function formSecrets(rawBody: unknown, contentType: string | undefined): string[] {
  if (typeof rawBody !== 'string' || !/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return [];
  const found: string[] = [];
  for (const [name, value] of new URLSearchParams(rawBody)) {
    if (secretName.test(name) && value) found.push(value, new URLSearchParams([['', value]]).toString().slice(1));
  }
  return found;
}

/** Credential members of an object, and of the objects it holds (a hook's `config.secret`), a few levels down. */
function collectSecrets(source: unknown, found: string[], depth: number, isSecret: (name: string) => boolean = (name) => secretName.test(name)): void {
  // Only plain objects and lists: a body of bytes (an upload) has no members to look at, only its length to walk.
  if (source === null || typeof source !== 'object' || depth > 2) return;
  const proto: unknown = Object.getPrototypeOf(source);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return;
  for (const [name, value] of Object.entries(source)) {
    if (isSecret(name) && typeof value === 'string' && value) found.push(value);
    else collectSecrets(value, found, depth + 1, isSecret);
  }
}

/** Members of an answer that hold a credential the service has just made (an installation token, an authorization's token). */
const MINTED = /*#__PURE__*/ new Set(['token', 'access_token', 'refresh_token', 'client_secret', 'password']);

/**
 * The credentials an answer hands out, a few levels down: only members named exactly as one, so
 * that an ordinary value (`token_type: 'bearer'`) is not taken for a secret and scrubbed everywhere.
 */
export function answerSecrets(body: unknown): string[] {
  const found: string[] = [];
  collectSecrets(body, found, 0, (name) => MINTED.has(name));
  // A value too short to be a credential would be scrubbed out of every text it occurs in.
  return found.filter((secret) => secret.length >= 4);
}

/**
 * A copy of an error (and its causes) that is safe to keep: name, code, message and stack
 * with every secret removed. A runtime's error may quote a header value or hold the
 * request (with its headers) itself, so nothing else of the original is kept.
 */
export function safeCause(error: unknown, secrets: readonly string[], depth = 0): unknown {
  if (error === null || error === undefined) return error;
  if (typeof error !== 'object') return redactText(String(error), secrets);
  const { name, message, stack, code, cause } = error as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown; cause?: unknown };
  const copy = new Error(redactText(String(message ?? ''), secrets)) as Error & { code?: string };
  copy.name = redactText(String(name ?? 'Error'), secrets);
  copy.stack = typeof stack === 'string' ? redactText(stack, secrets) : `${copy.name}: ${copy.message}`;
  if (typeof code === 'string') copy.code = code;
  if (cause !== undefined && depth < 4) copy.cause = safeCause(cause, secrets, depth + 1);
  return copy;
}
