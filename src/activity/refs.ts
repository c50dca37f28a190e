import { codec, isRecord, positive, shown } from '../core/codec.js';
import { decodedSegment } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/** A notification thread: its id (a number, or the digits the service gives as text), `{ id }`, or a parsed thread. */
export type ThreadRef = number | string | { readonly id: number | string | null } | { readonly url: string | null };

function idOf(value: unknown, name: string): number {
  if (typeof value === 'number') return positive(value, name);
  if (typeof value === 'string' && /^\d+$/.test(value)) return positive(Number(value), name);
  throw new ValidationError(name, `must be a thread id (a whole number ≥ 1, or its digits), not ${shown(value)}`);
}

/** A thread: `{ thread_id }`, read from its id or from a parsed thread's API url (`…/notifications/threads/{id}`). */
export const thread = /*#__PURE__*/ codec<ThreadRef, { thread_id: number }>('ref', (value, name) => {
  const label = name || 'thread';
  if (!isRecord(value)) return { thread_id: idOf(value, label) };
  if (typeof value.url === 'string') {
    const match = /\/notifications\/threads\/([^/?#]+)$/.exec(value.url);
    if (!match) throw new ValidationError(`${label}.url`, 'is not the API url of a notification thread');
    return { thread_id: idOf(decodedSegment(match[1] as string, `${label}.url`), `${label}.url`) };
  }
  return { thread_id: idOf(value.id, `${label}.id`) };
}, 1);
