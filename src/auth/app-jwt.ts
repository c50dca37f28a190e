import { ValidationError } from '../errors/validation-error.js';

/** What a PEM private key is, read without quoting it: PKCS#8 (`BEGIN PRIVATE KEY`) or PKCS#1 (`BEGIN RSA PRIVATE KEY`). */
function pemBody(pem: string): { der: Uint8Array; pkcs1: boolean } {
  const match = /-----BEGIN (RSA )?PRIVATE KEY-----([\s\S]*?)-----END (RSA )?PRIVATE KEY-----/.exec(pem);
  if (!match || match[1] !== match[3]) throw new ValidationError('privateKey', 'must be an RSA private key in PEM form (BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY), as GitHub gives it');
  const base64 = (match[2] ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ValidationError('privateKey', 'has a PEM body that is not base64');
  const binary = atob(base64);
  return { der: Uint8Array.from(binary, (c) => c.charCodeAt(0)), pkcs1: match[1] !== undefined };
}

/** A DER length: short form below 128, else the count of length bytes, then the bytes. */
function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return [0x80 | bytes.length, ...bytes];
}

function der(tag: number, content: Uint8Array | number[]): Uint8Array {
  return Uint8Array.from([tag, ...derLength(content.length), ...content]);
}

/** rsaEncryption (1.2.840.113549.1.1.1) with NULL parameters: the algorithm of a PKCS#8 RSA key. */
const RSA_ALGORITHM = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];

/** A PKCS#1 RSAPrivateKey wrapped as a PKCS#8 PrivateKeyInfo, the form WebCrypto imports. */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array {
  const octets = der(0x04, pkcs1);
  const content = new Uint8Array(3 + RSA_ALGORITHM.length + octets.length);
  content.set([0x02, 0x01, 0x00], 0);
  content.set(RSA_ALGORITHM, 3);
  content.set(octets, 3 + RSA_ALGORITHM.length);
  return der(0x30, content);
}

/** The PKCS#8 bytes of a PEM key, checked for its form only (no import yet). */
export function pkcs8Of(pem: string): Uint8Array {
  if (typeof pem !== 'string') throw new ValidationError('privateKey', 'must be the PEM text of the private key');
  const { der: bytes, pkcs1 } = pemBody(pem);
  return pkcs1 ? pkcs1ToPkcs8(bytes) : bytes;
}

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new ValidationError('privateKey', 'cannot be used: this runtime has no WebCrypto (crypto.subtle)');
  return found;
}

/** The key, imported for RS256 signing; an unreadable one is a ValidationError that never quotes it. */
export async function importSigningKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  try {
    return await subtle().importKey('pkcs8', new Uint8Array(pkcs8), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  } catch {
    throw new ValidationError('privateKey', 'is not an RSA private key WebCrypto can import (PKCS#8 or PKCS#1 PEM)');
  }
}

/** Bytes as base64url without padding (JWT segments, PKCE values). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown): string => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** Seconds an app JWT is backdated, for a clock running ahead of GitHub's. */
export const JWT_BACKDATE = 60;
/** The longest lifetime GitHub accepts for an app JWT, in seconds. */
export const JWT_LIFETIME = 600;

/**
 * A GitHub App's JWT (RS256): issued by `appId`, backdated a minute (`iat`), and expiring
 * at most ten minutes after it (`exp`). `now` is in epoch ms. No request.
 */
export async function signAppJwt(key: CryptoKey, appId: string | number, now: number): Promise<{ jwt: string; expiresAt: number }> {
  const iat = Math.floor(now / 1000) - JWT_BACKDATE;
  const exp = iat + JWT_LIFETIME;
  const input = `${encodeJson({ alg: 'RS256', typ: 'JWT' })}.${encodeJson({ iat, exp, iss: appId })}`;
  const signature = await subtle().sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(input));
  return { jwt: `${input}.${base64url(new Uint8Array(signature))}`, expiresAt: exp * 1000 };
}

/** A hex SHA-256 of the text (a store key's namespace: never the key or a token itself). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
