import { ValidationError } from '../errors/validation-error.js';

export type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * `.` and `..` as URL parsers read them: WHATWG URL also collapses `%2e`, `.%2E`, `%2E%2e`, …
 * (any case), so a segment of those is as dangerous as the plain dots.
 */
const dotSegment = /^(?:\.|%2e){1,2}$/i;

/** True when a path (no query) has a segment a URL parser would collapse, moving the request elsewhere. */
export function hasDotSegment(path: string): boolean {
  // No dot, plain or encoded: no dot segment (the common case, told without splitting).
  if (!/\.|%2e/i.test(path)) return false;
  // A URL parser also drops tabs and line breaks first: `.\t.` arrives as `..`.
  return path.replace(/[\t\n\r]/g, '').split(/[/\\]/).some((segment) => dotSegment.test(segment));
}

/** Percent-encoded text; a lone surrogate (which has no UTF-8 form) is a ValidationError naming the parameter, not a URIError. */
function encodedText(name: string, text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw new ValidationError(name, 'must be well-formed text: it holds half of a UTF-16 surrogate pair, which no URL can carry');
  }
}

/** Text that percent-encoding leaves as it is, and that is no dot segment. */
const plainSegment = /^(?!\.\.?$)[\w.~-]+$/;

function segmentsOf(name: string, text: string, reserved: boolean): string {
  if (plainSegment.test(text)) return text;
  const segments = reserved ? text.split('/') : [text];
  const encoded = segments.map((segment) => encodedText(name, segment));
  // Checked on the encoded text too: whatever a codec hands over, the wire must not carry a dot segment.
  if (segments.some((s) => dotSegment.test(s)) || encoded.some((s) => dotSegment.test(s))) {
    throw new ValidationError(name, 'must not be "." or ".." (the request would go to another resource)');
  }
  return encoded.join('/');
}

/** A path template's parts, read once per template: its texts, and between them each parameter's name and whether it keeps slashes. */
const templates = /*#__PURE__*/ new Map<string, readonly (string | readonly [string, boolean])[]>();

function partsOfTemplate(template: string): readonly (string | readonly [string, boolean])[] {
  let parts = templates.get(template);
  if (!parts) {
    const split = template.split(/\{(\+?)(\w+)\}/);
    const built: (string | readonly [string, boolean])[] = [split[0] as string];
    for (let i = 1; i < split.length; i += 3) built.push([split[i + 1] as string, split[i] === '+'], split[i + 2] as string);
    parts = built;
    // Only templates are kept (a path with no parameter has one part), and at most 4,096 of them:
    // a caller's own paths (by route string, or `send`) are as many as its code names.
    if (built.length > 1 && template.length <= 1024 && templates.size < 4096) templates.set(template, built);
  }
  return parts;
}

/**
 * Fills `{name}` (one escaped segment) and `{+name}` (slashes kept) in a path template.
 * A missing or empty parameter, or a dot segment (`.`, `..`, also percent-encoded), is a
 * ValidationError naming the parameter: the request would go to another resource.
 */
export function expandPath(template: string, params: PathParams = {}): string {
  const parts = partsOfTemplate(template);
  let path = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const [name, reserved] = parts[i] as readonly [string, boolean];
    const value = params[name];
    if (value === undefined || value === '') throw new ValidationError(name, 'is required and must not be empty');
    path += segmentsOf(name, String(value), reserved) + (parts[i + 1] as string);
  }
  if (hasDotSegment(path.split(/[?#]/, 1)[0] as string)) throw new ValidationError('path', 'must not contain a "." or ".." segment');
  return path;
}

/** Query text for the defined values only; dates as ISO 8601, lists joined by commas (an empty list is left out). */
export function buildQuery(query: Readonly<Record<string, QueryValue>> = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodedText(key, key)}=${encodedText(key, text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The path of an absolute URL as written, before a parser collapses anything in it. */
function rawPathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] as string;
}

/** A base URL's origin and path: it is written as its origin, then its path without a trailing slash (no parsing needed). */
function partsOf(base: string): readonly [origin: string, path: string] {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(base)?.[0] ?? base;
  return [origin, base.slice(origin.length)];
}

/**
 * An absolute URL is kept; a path is joined to the base URL and must stay under the base
 * URL's path. Neither may hold a dot segment: the URL parser would send it elsewhere.
 */
export function resolveUrl(baseUrl: string, path: string, params?: PathParams, query?: Readonly<Record<string, QueryValue>>): string {
  return resolveTarget(baseUrl, path, params, query).href;
}

/** `resolveUrl`, the URL as written and as parsed. */
export function resolveTarget(baseUrl: string, path: string, params?: PathParams, query?: Readonly<Record<string, QueryValue>>): { readonly href: string; readonly target: URL } {
  if (/^https?:\/\//i.test(path)) {
    if (hasDotSegment(rawPathOf(path))) throw new ValidationError('path', 'must not contain a "." or ".." segment');
    const href = path + buildQuery(query);
    return { href, target: new URL(href) };
  }
  if (!path.startsWith('/')) throw new ValidationError('path', 'must be an absolute http(s) URL or a path starting with "/"');
  const href = baseUrl + expandPath(path, params) + (query ? buildQuery(query) : '');
  const target = new URL(href);
  // A session's base URL is its origin and a path without a trailing slash: the path is what follows the host.
  if (!target.pathname.startsWith(`${partsOf(baseUrl)[1]}/`)) throw new ValidationError('path', 'must stay under the session’s base URL');
  return { href, target };
}

/**
 * True when `target` is at or under `base` (an origin and a path without a trailing slash, as
 * a session's base URL is): where a session's credentials and request bodies may go.
 */
export function isUnder(base: string, target: URL): boolean {
  const [origin, path] = partsOf(base);
  return target.origin === origin && (path === '' || target.pathname === path || target.pathname.startsWith(`${path}/`));
}

const loopback = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** True for hosts that never leave this machine. */
export function isLoopback(hostname: string): boolean {
  return loopback.test(hostname);
}
