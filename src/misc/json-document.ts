import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { unreadable } from '../schema/model.js';
import { deepFreeze } from '../schema/freeze.js';

/** A JSON object answer kept as received, deep-frozen. */
export async function getDocument(session: Session, path: string, options: CallOptions): Promise<Readonly<Record<string, unknown>>> {
  const reply = await sendForData(session, { ...options, path });
  const { data } = reply;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw unreadable('', `expected an object from ${path}`, data);
  return deepFreeze(data as Record<string, unknown>);
}
