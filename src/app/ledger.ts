/**
 * Which deliveries an app has done, is running, or gave up on, by their `X-GitHub-Delivery` id:
 * what makes a delivery run once, whether it arrives twice, is redelivered, or reaches another
 * receiver. The default keeps it in this process; `redisLedger` (hubops/redis) shares it.
 */

/** What the ledger says of a delivery about to run. */
export type Claim = 'run' | 'done' | 'running';

/** A delivery whose handlers failed every attempt. */
export interface FailedDelivery {
  readonly id: string;
  readonly event: string;
  readonly action: string | null;
  readonly attempts: number;
  /** The last attempt's error, as thrown (it never holds the app's secrets: they are not passed to handlers). */
  readonly error: unknown;
  readonly failedAt: Date;
}

export interface DeliveryLedger {
  /**
   * Claims a delivery, atomically: `run` (it is this caller's to run, for `ttl` ms), `done` (it ran
   * to the end before: not again), `running` (someone else holds it now).
   */
  claim(id: string, ttl: number): Promise<Claim> | Claim;
  /** What the ledger holds of a delivery now, without claiming it: `done`, `running`, or null. */
  state(id: string): Promise<'done' | 'running' | null> | 'done' | 'running' | null;
  /** The claimed delivery ran to the end: later claims answer `done` (for `keep` ms). */
  done(id: string, keep: number): Promise<void> | void;
  /** The claimed delivery failed: its claim is given up (a redelivery runs it again), and it is kept as failed. */
  failed(id: string, failure: FailedDelivery): Promise<void> | void;
  /** The deliveries kept as failed, newest first. */
  failures(): Promise<readonly FailedDelivery[]> | readonly FailedDelivery[];
  /** A value the app keeps between sweeps (the last sweep's time), or null. */
  read(key: string): Promise<string | null> | string | null;
  write(key: string, value: string): Promise<void> | void;
}

/** GitHub keeps deliveries for three days: a done one is remembered that long. */
export const KEEP_DONE = 3 * 24 * 60 * 60_000;

/** Ids a process remembers at most; the oldest are forgotten first. */
const MAX_IDS = 100_000;
const MAX_FAILURES = 1_000;

/**
 * The ledger of one process (the default): what a single receiver needs. Receivers in several
 * processes share one through `redisLedger(client)` from hubops/redis.
 * @example
 * ```ts
 * import { createApp, memoryLedger } from 'hubops/app';
 *
 * const app = createApp({ appId: 1, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: process.env.WEBHOOK_SECRET ?? '', ledger: memoryLedger() });
 * ```
 */
export function memoryLedger(now: () => number = Date.now): DeliveryLedger {
  const states = new Map<string, { state: 'done' | 'running'; until: number }>();
  const failures: FailedDelivery[] = [];
  const values = new Map<string, string>();
  const set = (id: string, state: 'done' | 'running', ms: number) => {
    states.delete(id);
    states.set(id, { state, until: now() + ms });
    if (states.size > MAX_IDS) states.delete(states.keys().next().value as string);
  };
  return {
    claim(id, ttl) {
      const held = states.get(id);
      if (held && held.until > now()) return held.state;
      set(id, 'running', ttl);
      return 'run';
    },
    state(id) {
      const held = states.get(id);
      return held && held.until > now() ? held.state : null;
    },
    done(id, keep) {
      set(id, 'done', keep);
    },
    failed(id, failure) {
      states.delete(id);
      failures.unshift(failure);
      failures.length = Math.min(failures.length, MAX_FAILURES);
    },
    failures: () => Object.freeze([...failures]),
    read: (key) => values.get(key) ?? null,
    write(key, value) {
      values.set(key, value);
    },
  };
}

/** A delivery id as GitHub writes it (a GUID), safe as part of a key. */
export function isDeliveryId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Za-z-]{1,64}$/.test(value);
}
