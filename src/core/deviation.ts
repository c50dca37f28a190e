import { answerReading } from '../models/library/compile.js';
import type { Reading } from '../models/library/model.js';
import type { Reply, Session } from './types.js';

/**
 * Reads one answer with `parse`, telling the session's deviation hook (`watch({ deviation })`), if
 * it names one, of the promises it breaks; without one the answer is read at no cost. `parse`
 * hands `reading` to each object it reads (`wrap`): the broken promises travel with it.
 */
export function observed<T>(session: Session, spec: { method?: string; path: string }, reply: Reply, parse: (reply: Reply, reading?: Reading) => T): T {
  answerReading();
  const seen = session.witness?.(session, spec, reply);
  if (!seen) return parse(reply);
  const out = seen.read((reading) => parse(reply, reading));
  seen.end();
  return out;
}
