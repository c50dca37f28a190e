import { invalid } from '../core/codec.js';

/** How a delivery's body may be given: the exact bytes received, or their text (UTF-8). */
export type RawBody = string | Uint8Array;

const encoder = /*#__PURE__*/ new TextEncoder();

function bytesOf(body: RawBody): Uint8Array<ArrayBuffer> {
  // WebCrypto takes bytes of a plain ArrayBuffer: a view of a shared one is copied.
  return typeof body === 'string' ? encoder.encode(body) : body.buffer instanceof ArrayBuffer ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body);
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const ALGORITHMS = { sha256: 'SHA-256', sha1: 'SHA-1' } as const;

async function keyOf(secret: string, hash: 'SHA-256' | 'SHA-1', usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash }, false, [usage]);
}

/** The raw body as received: text or bytes, else a ValidationError naming `body`. */
export function checkBody(body: unknown): asserts body is RawBody {
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) throw invalid('body', 'the raw body (text or bytes, as received)', body);
}

function checkSecret(secret: unknown): asserts secret is string {
  if (typeof secret !== 'string' || secret === '') throw invalid('secret', 'the webhook secret (non-empty text)', '[secret]');
}

/**
 * Whether a delivery's signature header — `X-Hub-Signature-256` (`sha256=<hex>`) or the older
 * `X-Hub-Signature` (`sha1=<hex>`, which hub subscriptions send) — is the HMAC of the raw body
 * under `secret`. Compared by WebCrypto's verify, in constant time; a missing or malformed
 * header is false. Give the body exactly as received: a re-serialized payload does not verify.
 * @example
 * ```ts
 * import { verifyWebhookSignature } from 'hubops/webhooks';
 *
 * // GitHub's documented example: the secret "It's a Secret to Everybody" and the body "Hello, World!".
 * const ok = await verifyWebhookSignature("It's a Secret to Everybody", 'Hello, World!', 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
 * console.log(ok); // true
 * ```
 */
export async function verifyWebhookSignature(secret: string, body: RawBody, signature: string | null | undefined): Promise<boolean> {
  checkSecret(secret);
  checkBody(body);
  const match = typeof signature === 'string' ? /^(sha256|sha1)=([0-9a-f]+)$/i.exec(signature.trim()) : null;
  if (!match) return false;
  const digest = hexBytes(match[2] as string);
  const hash = ALGORITHMS[(match[1] as string).toLowerCase() as keyof typeof ALGORITHMS];
  if (!digest) return false;
  return crypto.subtle.verify('HMAC', await keyOf(secret, hash, 'verify'), digest, bytesOf(body));
}

/**
 * The signature header value GitHub would send for `body` under `secret`: `sha256=<hex>`
 * (`X-Hub-Signature-256`), or with `sha1`, `sha1=<hex>` (`X-Hub-Signature`). For building
 * deliveries in tests (`hubops/testing` re-exports it).
 * @example
 * ```ts
 * import { signWebhook } from 'hubops/webhooks';
 *
 * console.log(await signWebhook("It's a Secret to Everybody", 'Hello, World!')); // sha256=757107ea…
 * ```
 */
export async function signWebhook(secret: string, body: RawBody, algorithm: 'sha256' | 'sha1' = 'sha256'): Promise<string> {
  checkSecret(secret);
  checkBody(body);
  if (algorithm !== 'sha256' && algorithm !== 'sha1') throw invalid('algorithm', '"sha256" or "sha1"', algorithm);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret, ALGORITHMS[algorithm], 'sign'), bytesOf(body)));
  return `${algorithm}=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
