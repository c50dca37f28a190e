import { expect } from 'vitest';
import { GitHubError } from '../../src/errors/github-error.js';

/** The rejection of `promise`, checked to be an instance of `type` (by default any GitHubError). */
export async function rejection<E = GitHubError>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E = GitHubError as never): Promise<E> {
  const outcome = await promise.then(
    () => new Error('expected the call to fail, but it succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(type);
  return outcome as E;
}

/** What `call` throws, or undefined when it returns. */
export function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}
