import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import type { Infer, Meta, Reading } from '../models/library/model.js';
import { Authorization } from '../models/authorizations.js';

const REDACTED = '[REDACTED]';
const TOKEN_KEYS = /*#__PURE__*/ new Set(['token', 'hashed_token']);
/** A token member in JSON text, also when the text stops inside its value. */
const tokenInText = /("(?:hashed_)?token"\s*:\s*")([^"]*)/g;

function tokensIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') for (const match of value.matchAll(tokenInText)) found.push(match[2] as string);
  else if (Array.isArray(value)) for (const item of value) tokensIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (TOKEN_KEYS.has(key) && typeof member === 'string') found.push(member);
      else tokensIn(member, found);
    }
  }
  return found.filter(Boolean);
}

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(tokenInText, `$1${REDACTED}`);
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, TOKEN_KEYS.has(key) ? REDACTED : scrub(member)]));
}

/**
 * An unreadable body that held an authorization carries its token: the error keeps the body
 * with every token replaced, and drops its cause (a JSON parser quotes the text it failed on).
 */
export function hideTokens(error: unknown): unknown {
  if (!(error instanceof UnprocessableResponseBody)) return error;
  const message = tokensIn(error.body).reduce((text, token) => text.split(token).join(REDACTED), error.message);
  return new UnprocessableResponseBody({
    status: error.status,
    message,
    errors: error.errors,
    documentationUrl: error.documentationUrl,
    method: error.method ?? undefined,
    url: error.url ?? undefined,
    body: scrub(error.body),
    path: error.path,
  });
}

/**
 * An Authorization read in full at once, so that a field that cannot be read fails here,
 * where its error is cleared of the token, rather than later on first access.
 */
export function readAuthorization(raw: unknown, path = '', meta?: Meta, reading?: Reading): Infer<typeof Authorization> {
  try {
    const parsed = Authorization.wrap(raw, path, meta, reading);
    for (const name of Object.keys(Authorization.fields)) void (parsed as unknown as Record<string, unknown>)[name];
    return parsed;
  } catch (error) {
    throw hideTokens(error);
  }
}
