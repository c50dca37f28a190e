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
