import { ValidationError } from '../errors/validation-error.js';
import type { Stage } from './types.js';

/**
 * The longest timer a runtime keeps (a 32-bit count of milliseconds); longer ones fire at once.
 * The messages below write it out: a template at a module's top level is kept by bundlers.
 */
export const MAX_TIMEOUT = 2 ** 31 - 1;

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

/** A finite number from `low` to `high` (a safe integer when `whole`). */
export const isNumberIn = (value: unknown, low: number, high: number, whole = false): boolean =>
  typeof value === 'number' && value >= low && value <= high && (whole ? Number.isSafeInteger(value) : Number.isFinite(value));

/**
 * How each session option is checked: a kind (`header`: text a header can carry; `text`: one
 * line; a `typeof`), or a test with what it expects. Secret values are never quoted.
 */
const RULES: Record<string, string | [test: (value: unknown) => boolean, expected: string]> = {
  baseUrl: 'text',
  token: 'header',
  username: 'text',
  login: 'text',
  password: 'text',
  twoFactorCallback: [() => false, 'given to twoFactor(callback) from hubops, in stages (createClient and login take it as is)'],
  userAgent: 'header',
  apiVersion: 'header',
  accept: 'header',
  timeout: [(v) => v === false || isNumberIn(v, Number.MIN_VALUE, MAX_TIMEOUT), 'false or a number of milliseconds from 1 to 2147483647'],
  fetch: 'function',
  allowInsecureHttp: 'boolean',
  cache: [(v) => v === false || isStage(v), 'false, or conditionalCache() (or conditionalCache(store)) from hubops'],
  retry: [(v) => typeof v === 'boolean' || (isRecord(v) && Object.entries(v).every(([k, n]) => ['limit', 'delay', 'backoffLimit', 'maxRetryAfter'].includes(k) && (n === undefined || isNumberIn(n, 0, k === 'limit' ? 10 : MAX_TIMEOUT, k === 'limit')))), 'true, false, or { limit (0–10), delay, backoffLimit, maxRetryAfter } in ms'],
  rateLimit: [(v) => v === false || (isStage(v) && typeof v.throttle === 'function'), "false or rateBudget() (rateBudget({ wait: true, maxWait }) to wait for a reset) from hubops; createClient takes 'fail' or 'wait'"],
  maxWait: [() => false, 'given to rateBudget({ wait: true, maxWait }) from hubops (createClient takes it as is)'],
  pacing: [(v) => typeof v === 'boolean' || isStage(v) || isRecord(v), 'pacing(options) from hubops; or, with a store, true, false or its options'],
  store: [(v) => isRecord(v) && ['get', 'set', 'reserve', 'update'].every((m) => typeof v[m] === 'function'), 'a store with get, set, reserve and update: a MemoryStore, or redisStore(client) from hubops/redis'],
  hooks: [() => false, 'given to watch(hooks) from hubops, in stages (createClient takes them as they are)'],
  log: [() => false, 'given to logging(log) from hubops, in stages (createClient takes it as is)'],
  credentials: [(v) => isRecord(v) && typeof v.authorization === 'function' && typeof v.refused === 'function' && (v.kind === 'app' || v.kind === 'installation' || v.kind === 'user'), 'a credential provider (from createAppSession or createUserSession)'],
  maxResponseBytes: [(v) => v === Infinity || isNumberIn(v, 1, Number.MAX_SAFE_INTEGER, true), 'a whole number of bytes ≥ 1 (or Infinity)'],
  stages: [(v) => Array.isArray(v) && v.every(isStage), 'a list of stages, such as [watch(hooks)], [logging(console)], [twoFactor(callback)], [wrapRequests(wrap)] or [tracing()] from hubops/tracing'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as an error names it: a number as written, else its type (a text is never quoted: it may be a secret). */
export const described = (value: unknown): string => (typeof value === 'number' ? String(value) : value === null ? 'null' : typeof value);

function check(name: string, value: unknown): void {
  const rule = RULES[name];
  if (rule === undefined) throw new ValidationError(name, 'is not a session option');
  // `apiVersion: null` sends no version header (older Enterprise Server).
  if (value === undefined || (name === 'apiVersion' && value === null)) return;
  if (Array.isArray(rule)) {
    if (!rule[0](value)) throw new ValidationError(name, `must be ${rule[1]}, not ${described(value)}`);
    return;
  }
  const type = rule === 'header' || rule === 'text' ? 'string' : rule;
  if (typeof value !== type) throw new ValidationError(name, `must be a ${type}, not ${described(value)}`);
  const problem = rule === 'header' ? headerValueProblem(value as string) : rule === 'text' && lineBreak.test(value as string) ? 'contains a line break or NUL' : null;
  if (problem) throw new ValidationError(name, problem);
}

/**
 * Every session option checked when the session is made, so that a wrong one fails here
 * with its name rather than later as a network error.
 */
export function checkSessionOptions(options: unknown): void {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new ValidationError('options', typeof options === 'string' ? 'must be an options object: pass a token as { token }' : 'must be an options object');
  }
  for (const [name, value] of Object.entries(options)) check(name, value);
}

/** Whether a value is a stage (what the stage options take). */
export function isStage(value: unknown): value is Stage {
  return typeof value === 'object' && value !== null && typeof (value as Stage).name === 'string' && (['around', 'each', 'budget'].some((k) => typeof (value as Record<string, unknown>)[k] === 'function') || typeof (value as Stage).attempts === 'object');
}
