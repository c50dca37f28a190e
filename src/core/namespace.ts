import type { Session } from './types.js';

const namespaces = /*#__PURE__*/ new WeakMap<Session, Promise<string>>();

/** A 32-bit string hash, where no Web Crypto is at hand (an insecure browser context): still never the credential itself. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * The session's namespace in a store: a hash of its origin and credentials, so that sessions of
 * one token share cache entries and budget, sessions of others never do, and no key holds a
 * credential.
 */
export function namespaceOf(session: Session): Promise<string> {
  let namespace = namespaces.get(session);
  if (!namespace) {
    const text = `hubops ${new URL(session.baseUrl).origin} ${session.authorization ?? (session.credentials ? `${session.credentials.kind} ${session.credentials.identity}` : '')}`;
    const subtle = globalThis.crypto?.subtle;
    namespace = subtle
      ? subtle.digest('SHA-256', new TextEncoder().encode(text)).then((d) => Array.from(new Uint8Array(d).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(''))
      : Promise.resolve(fnv(text));
    namespaces.set(session, namespace);
  }
  return namespace;
}
