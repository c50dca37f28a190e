import { ValidationError } from '../errors/validation-error.js';

export type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;
export type PathParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` (one escaped segment) and `{+name}` (slashes kept) in a path template.
 * A missing or empty parameter is a ValidationError: the request would go to another resource.
 */
export function expandPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\+?)(\w+)\}/g, (_, reserved: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new ValidationError(name, 'is required and must not be empty');
    const text = String(value);
    return reserved ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** Query text for the defined values only; dates as ISO 8601, lists joined by commas (an empty list is left out). */
export function buildQuery(query: Readonly<Record<string, QueryValue>> = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** An absolute URL is kept; a path is joined to the base URL. */
export function resolveUrl(baseUrl: string, path: string, params?: PathParams, query?: Readonly<Record<string, QueryValue>>): string {
  if (/^https?:\/\//i.test(path)) return path + buildQuery(query);
  return baseUrl + expandPath(path, params) + buildQuery(query);
}

const loopback = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** True for hosts that never leave this machine. */
export function isLoopback(hostname: string): boolean {
  return loopback.test(hostname);
}
