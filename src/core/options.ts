import { ValidationError } from '../errors/validation-error.js';

/** The longest timer a runtime keeps (a 32-bit count of milliseconds); longer ones fire at once. */
export const MAX_TIMEOUT = 2 ** 31 - 1;

const KNOWN = new Set([
  'baseUrl', 'token', 'username', 'login', 'password', 'twoFactorCallback', 'userAgent', 'apiVersion',
  'accept', 'timeout', 'fetch', 'allowInsecureHttp', 'cache', 'maxResponseBytes',
]);

/** Characters a header value cannot carry: fetch would refuse them, quoting the value in its error. */
// eslint-disable-next-line no-control-regex
const notHeaderSafe = /[\x00-\x08\x0a-\x1f\x7f]|[^\x00-\xff]/;
// eslint-disable-next-line no-control-regex
const lineBreak = /[\r\n\x00]/;

/**
 * A header value's problem, described without quoting the value (it may be a secret), or
 * null when it can be sent.
 */
export function headerValueProblem(value: string): string | null {
  if (lineBreak.test(value)) return 'contains a line break or NUL, which a header cannot carry (a file read with its newline or comment?)';
  if (notHeaderSafe.test(value)) return 'contains a control character or a character outside Latin-1, which a header cannot carry';
  if (value !== value.trim()) return 'starts or ends with white space';
  return null;
}

function text(options: Record<string, unknown>, name: string, header: boolean, nullable = false): void {
  const value = options[name];
  if (value === undefined || (nullable && value === null)) return;
  if (typeof value !== 'string') throw new ValidationError(name, `must be a string${nullable ? ' or null' : ''}, not ${value === null ? 'null' : typeof value}`);
  const problem = header ? headerValueProblem(value) : lineBreak.test(value) ? 'contains a line break or NUL' : null;
  if (problem) throw new ValidationError(name, problem);
}

function kind(options: Record<string, unknown>, name: string, type: 'function' | 'boolean'): void {
  const value = options[name];
  if (value !== undefined && typeof value !== type) throw new ValidationError(name, `must be a ${type}, not ${value === null ? 'null' : typeof value}`);
}

function checkNumbers(options: Record<string, unknown>): void {
  const { timeout, maxResponseBytes } = options;
  if (timeout !== undefined && timeout !== false && (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0 || timeout > MAX_TIMEOUT)) {
    throw new ValidationError('timeout', `must be false or a number of milliseconds from 1 to ${MAX_TIMEOUT}, not ${typeof timeout === 'number' ? String(timeout) : typeof timeout}`);
  }
  if (maxResponseBytes !== undefined && maxResponseBytes !== Infinity && (typeof maxResponseBytes !== 'number' || !Number.isSafeInteger(maxResponseBytes) || maxResponseBytes < 1)) {
    throw new ValidationError('maxResponseBytes', `must be a whole number of bytes ≥ 1 (or Infinity), not ${typeof maxResponseBytes === 'number' ? String(maxResponseBytes) : typeof maxResponseBytes}`);
  }
}

function checkCache(cache: unknown): void {
  if (cache === undefined || typeof cache === 'boolean') return;
  const store = cache as { get?: unknown; set?: unknown } | null;
  if (store === null || typeof store !== 'object' || typeof store.get !== 'function' || typeof store.set !== 'function') {
    throw new ValidationError('cache', 'must be true, false, or a store with get(key) and set(key, entry), such as a Map');
  }
}

/**
 * Every session option checked when the session is made, so that a wrong one fails here
 * with its name rather than later as a network error. Secret values are never quoted.
 */
export function checkSessionOptions(options: unknown): void {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new ValidationError('options', typeof options === 'string' ? 'must be an options object: pass a token as { token }' : 'must be an options object');
  }
  const given = options as Record<string, unknown>;
  for (const name of Object.keys(given)) if (!KNOWN.has(name)) throw new ValidationError(name, 'is not a session option');
  text(given, 'baseUrl', false);
  text(given, 'token', true);
  text(given, 'username', false);
  text(given, 'login', false);
  text(given, 'password', false);
  text(given, 'userAgent', true);
  text(given, 'accept', true);
  text(given, 'apiVersion', true, true);
  kind(given, 'twoFactorCallback', 'function');
  kind(given, 'fetch', 'function');
  kind(given, 'allowInsecureHttp', 'boolean');
  checkNumbers(given);
  checkCache(given.cache);
}
