import { noting, type Deviation } from '../models/library/model.js';
import type { Reply, Session } from './types.js';

/** Reports an answer gives the `deviation` hook one by one; past them, one more tells how many were left out. */
export const MAX_DEVIATIONS = 20;

/** Reads parsed data out of one answer, telling the session's `deviation` hook of each promise it breaks. */
export interface Witness {
  read<T>(parse: () => T): T;
  /** The answer is read (or left): tells how many reports were left out, if any. */
  end(): void;
}

/**
 * A witness of one answer (a listing's page), or undefined when the session has no `deviation`
 * hook: then the answer is read as is, at no cost. The hook is called once the data is made
 * (an answer that cannot be read at all tells nothing: its error does); one that throws is logged.
 */
export function witness(session: Session, spec: { method?: string; path: string }, reply: Reply): Witness | undefined {
  const { hooks, log } = session.options;
  const hook = hooks?.deviation;
  if (!hook) return undefined;
  const about = { method: spec.method ?? 'GET', route: spec.path, url: reply.url, requestId: reply.headers.get('x-github-request-id') };
  let count = 0;
  const tell = (report: Deviation & { omitted?: number }): void => {
    try {
      hook(Object.freeze({ ...report, ...about }));
    } catch (error) {
      log?.warn?.(`${about.method} ${about.url}: the deviation hook threw (ignored): ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    read(parse) {
      const found: Deviation[] = [];
      const out = noting(found, parse);
      for (const report of found) if (++count <= MAX_DEVIATIONS) tell(report);
      return out;
    },
    end() {
      if (count > MAX_DEVIATIONS) tell({ path: '', model: '', expected: '', got: '', omitted: count - MAX_DEVIATIONS });
    },
  };
}

/** Reads one answer with `parse`, telling the session's `deviation` hook, if any, of each promise it breaks. */
export function observed<T>(session: Session, spec: { method?: string; path: string }, reply: Reply, parse: () => T): T {
  const seen = witness(session, spec, reply);
  if (!seen) return parse();
  const out = seen.read(parse);
  seen.end();
  return out;
}
