import { UnprocessableResponseBody } from '../../src/errors/unprocessable-response-body.js';

/**
 * Whether parsed data lacks a field GitHub's description promises: the answer left it out (an
 * answer recorded before GitHub added it), so reading it throws UnprocessableResponseBody.
 */
export function lacks(value: unknown, field: string): boolean {
  try {
    void (value as Record<string, unknown>)[field];
    return false;
  } catch (error) {
    return error instanceof UnprocessableResponseBody && /is missing, which GitHub's description says it never is/.test(error.message);
  }
}

/**
 * The fields of parsed data, at any depth, that fail to read: each as `.path: message`. A field
 * whose promise the answer breaks by leaving it out or sending null is left out unless `complete`
 * (an answer recorded before GitHub added a field lacks it: age, not a fault of the reading).
 */
export function unreadFields(value: unknown, complete = false, path = '', out: string[] = [], seen = new Set<object>()): string[] {
  if (value === null || typeof value !== 'object' || value instanceof Date || seen.has(value)) return out;
  seen.add(value);
  for (const key of Object.keys(value)) {
    let field: unknown;
    try {
      field = (value as Record<string, unknown>)[key];
    } catch (error) {
      if (complete || !(error instanceof UnprocessableResponseBody && /is (?:missing|null), which GitHub's description says it never is/.test(error.message))) out.push(`${path}.${key}: ${(error as Error).message}`);
      continue;
    }
    unreadFields(field, complete, `${path}.${key}`, out, seen);
  }
  return out;
}
