import { inspect } from 'node:util';
import { expect } from 'vitest';

/** Every way an error is shown or kept: message, stack, inspect, JSON, url, and each cause down the chain. */
export function renderings(error: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const e = current as Error & { url?: unknown };
    texts.push(String(e.message), String(e.stack), String(e), inspect(e, { depth: 10 }), JSON.stringify(e) ?? '', String(e.url));
    current = e.cause;
  }
  return texts;
}

/** None of the secrets in any rendering of the error. */
export function expectFreeOf(error: unknown, secrets: readonly string[]): void {
  for (const text of renderings(error)) for (const secret of secrets) expect(text).not.toContain(secret);
}
