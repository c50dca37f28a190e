import type { CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { getDocument } from './json-document.js';

/** The service's address ranges, SSH key fingerprints and the like. `GET /meta` */
export function getMeta(session: Session, options: CallOptions = {}): Promise<Readonly<Record<string, unknown>>> {
  return getDocument(session, '/meta', options);
}
