import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';

/** A random sentence of GitHub's design philosophy. `GET /zen` */
export async function getZen(session: Session, options: CallOptions = {}): Promise<string> {
  const reply = await sendForData<string>(session, { ...options, path: '/zen', as: 'text' });
  return reply.data;
}
