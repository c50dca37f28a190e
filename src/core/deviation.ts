import { requestIdOf } from '../errors/from-response.js';
import { noting, type Deviation } from '../models/library/model.js';
import type { Reply, Session } from './types.js';

/** Reports an answer gives one by one; past them, one more tells how many were left out. */
export const MAX_DEVIATIONS = 20;

/**
 * What reads one answer (a listing's page) for the session's `deviation` hook, or undefined without
 * one (the answer is then read at no cost): `read` tells the hook of each promise the data it makes
 * breaks, `end` of how many went untold. A hook that throws is logged.
 */
export function witness(session: Session, spec: { method?: string; path: string }, reply: Reply) {
  const hook = session.options.hooks?.deviation;
  if (!hook) return undefined;
  const about = { method: spec.method ?? 'GET', route: spec.path, url: reply.url, requestId: requestIdOf(reply.headers) };
  let count = 0;
  const tell = (report: Deviation & { omitted?: number }): void => {
    try {
      hook(Object.freeze({ ...report, ...about }));
    } catch (error) {
      session.options.log?.warn?.(`${about.url}: deviation hook threw (ignored): ${String(error)}`);
    }
  };
  return {
    read<T>(parse: () => T): T {
      const found: Deviation[] = [];
      const out = noting(found, parse);
      for (const report of found) if (++count <= MAX_DEVIATIONS) tell(report);
      return out;
    },
    end(): void {
      if (count > MAX_DEVIATIONS) tell({ path: '', model: '', expected: '', got: '', omitted: count - MAX_DEVIATIONS });
    },
  };
}

/** Reads one answer with `parse`, telling the session's `deviation` hook (if any) of the promises it breaks. */
export function observed<T>(session: Session, spec: { method?: string; path: string }, reply: Reply, parse: (reply: Reply) => T): T {
  const seen = witness(session, spec, reply);
  if (!seen) return parse(reply);
  const out = seen.read(() => parse(reply));
  seen.end();
  return out;
}
