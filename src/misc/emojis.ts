import type { CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { getDocument } from './json-document.js';

/** Every emoji name with the URL of its image. `GET /emojis` */
export function getEmojis(session: Session, options: CallOptions = {}): Promise<Readonly<Record<string, string>>> {
  return getDocument(session, '/emojis', options) as Promise<Readonly<Record<string, string>>>;
}
