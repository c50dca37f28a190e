import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Collecting garbage now and then, so that the peak shows what is held rather than what the collector has not yet freed.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** How far heap and array buffers grew above where they were when it was made. */
export interface MemoryMeter {
  /** Takes one sample (and collects garbage every 32nd). */
  sample(): void;
  /** The largest growth sampled, in bytes. */
  readonly peak: number;
}

/** A meter whose baseline is now, after a collection. */
export function memoryMeter(): MemoryMeter {
  collect();
  const base = process.memoryUsage();
  let peak = 0;
  let samples = 0;
  return {
    sample() {
      if (++samples % 32 === 0) collect();
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - base.heapUsed - base.arrayBuffers);
    },
    get peak() {
      return peak;
    },
  };
}

/** Reads a stream to its end, sampling at each chunk and dropping it; the number of bytes read. */
export async function readMeasured(stream: ReadableStream<Uint8Array>, meter: MemoryMeter): Promise<number> {
  const reader = stream.getReader();
  let total = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    total += next.value.byteLength;
    meter.sample();
  }
  return total;
}
