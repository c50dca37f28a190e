import { createPrivateKey } from 'node:crypto';

/** A throwaway RSA key made for the run (never committed): PKCS#8 and PKCS#1 PEM, and its public half. */
export interface TestKey {
  pkcs8: string;
  pkcs1: string;
  publicKey: CryptoKey;
}

const pem = (label: string, der: ArrayBuffer): string => `-----BEGIN ${label}-----\n${Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n').trim()}\n-----END ${label}-----\n`;

export async function generateTestKey(): Promise<TestKey> {
  const pair = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
  const pkcs8 = pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const pkcs1 = createPrivateKey(pkcs8).export({ type: 'pkcs1', format: 'pem' }).toString();
  return { pkcs8, pkcs1, publicKey: pair.publicKey };
}

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text, 'base64url'));

/** The JWT's header and claims when its RS256 signature verifies with the key, else null. */
export async function verifyJwt(jwt: string, publicKey: CryptoKey): Promise<{ header: Record<string, unknown>; claims: Record<string, unknown> } | null> {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return null;
  const ok = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', publicKey, fromBase64url(signature), new TextEncoder().encode(`${header}.${claims}`));
  if (!ok) return null;
  const read = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: read(header), claims: read(claims) };
}
