import { inspect } from 'node:util';
import { expect } from 'vitest';
import type { GitHubError } from '../../src/errors/index.js';
export { rejection } from '../support/rejection.js';

/** A self-hosted installation's API base: the `/authorizations` recordings come from the GHES description. */
export const GHE = 'https://ghe.example.com/api/v3';
export const PASSWORD = 'correct horse battery staple';
export const TOKEN = 'test-token-3f9a1c7e5b2d4086';
/** The description's examples: the client-id path parameter, and the client secret of the create-authorization request. */
export const CLIENT_ID = 'Iv1.8a61f9b3a7aba766';
export const CLIENT_SECRET = '3ef4ad510c59ad37bac6bb4f80047fb3aee3cc7f';
/** The access token of the description's apps/check-token and apps/delete-token request examples. */
export const ACCESS_TOKEN = 'e72e16c7e42f292c6912e7710c838347ae178b4a';

export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;


/** Every way an error is commonly shown or stored. */
export function renderings(error: GitHubError): string[] {
  return [error.message, String(error.url), String(error), JSON.stringify(error), inspect(error, { depth: 10 }), String(error.stack), inspect(error.cause, { depth: 10 })];
}

export function expectFreeOf(texts: readonly string[], secrets: readonly string[]): void {
  for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
}
