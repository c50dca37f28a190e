import type { Exchange, Send, Sent, Session, Stage } from './types.js';

/** Runs `exchange` through the stages' `kind` wrappers in order, then `last`. */
export function through(stages: readonly Stage[], kind: 'around' | 'each', session: Session, exchange: Exchange, last: Send): Promise<Sent> {
  const run = (from: number, current: Exchange): Promise<Sent> => {
    for (let i = from; i < stages.length; i++) {
      const wrap = stages[i]?.[kind];
      if (wrap) return wrap(session, current, (next) => run(i + 1, next));
    }
    return last(current);
  };
  return run(0, exchange);
}

/** Whether a value is a stage (what the stage options take). */
export function isStage(value: unknown): value is Stage {
  return typeof value === 'object' && value !== null && typeof (value as Stage).name === 'string' && ['around', 'each', 'budget'].some((k) => typeof (value as Record<string, unknown>)[k] === 'function');
}
