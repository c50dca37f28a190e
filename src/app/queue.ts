/**
 * Where verified deliveries wait for the app's workers: a job engine the app hands each delivery
 * to, so that a receiver answers at once and workers in any process run the handlers. On Redis:
 * `redisQueue(client)` from hubops/redis (a stream with a consumer group).
 */

/** A verified delivery as a queue keeps it: its payload as the JSON text GitHub sent. */
export interface QueuedDelivery {
  readonly id: string;
  readonly event: string;
  readonly action: string | null;
  readonly json: string;
  /** When the receiver took it (epoch ms). */
  readonly receivedAt: number;
}

export interface DeliveryQueue {
  /** Keeps a delivery for the workers; resolves once it is kept. */
  add(delivery: QueuedDelivery): Promise<void>;
  /**
   * Runs `work` on the queued deliveries, `concurrency` at once, until `signal` aborts. A delivery
   * leaves the queue once its work settles; one whose worker died (its process killed) is taken by
   * another worker, with `taken` above 1.
   */
  consume(work: (delivery: QueuedDelivery, taken: number) => Promise<void>, options: { readonly concurrency: number; readonly signal: AbortSignal }): Promise<void>;
}
