/**
 * The session's timeout, per attempt.
 *
 * `AbortSignal.timeout()` and `AbortSignal.any()` are held weakly by the runtime (Node keeps a
 * timeout signal only while something else refers to it, and a combined signal only through its
 * sources), and fetch itself keeps no strong reference to the signal it was given: once the
 * garbage collector runs while a request waits, the deadline is gone and the request hangs. Here
 * the timer's own callback holds the controller, so the signal lives as long as its deadline.
 */

/** Not enough to keep a program alive on its own: the request's socket does that while it waits. */
function unref(timer: ReturnType<typeof setTimeout>): void {
  // Typed as the DOM's number where no Node types are loaded: asked as an object of its own.
  const handle = timer as unknown as { unref?: unknown } | number;
  if (typeof handle === 'object' && handle !== null && typeof handle.unref === 'function') (handle as { unref(): void }).unref();
  else (globalThis as { Deno?: { unrefTimer?: (id: number) => void } }).Deno?.unrefTimer?.(timer as unknown as number);
}

function timeoutReason(ms: number): unknown {
  return typeof DOMException === 'function' ? new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError') : Object.assign(new Error(`The operation timed out after ${ms} ms.`), { name: 'TimeoutError' });
}

/**
 * A signal that aborts after `ms`, or as soon as any of `sources` aborts. The timer keeps it
 * reachable until the deadline (which also bounds reading the body); at the deadline the
 * listeners it put on its sources are removed with it.
 */
export function deadline(ms: number, sources: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  const { signal } = controller;
  for (const source of sources) {
    if (source.aborted) {
      controller.abort(source.reason);
      return signal;
    }
    source.addEventListener('abort', () => controller.abort(source.reason), { once: true, signal });
  }
  unref(setTimeout(() => controller.abort(timeoutReason(ms)), ms));
  return signal;
}

/** `fetch` with a deadline for each call, joined to the signals the call already carries. */
export function withDeadline(base: typeof globalThis.fetch, ms: number): typeof globalThis.fetch {
  return (input, init) => {
    const sources = [init?.signal, input instanceof Request ? input.signal : undefined].filter((s): s is AbortSignal => s instanceof AbortSignal);
    return base(input, { ...init, signal: deadline(ms, sources) });
  };
}
