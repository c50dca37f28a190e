/**
 * A body gathered chunk by chunk: once 1,024 chunks have arrived since the last join, they are
 * joined into one, so that a body sent a few bytes at a time (slowly, or by a hostile peer) holds
 * about the bytes counted, not an object per chunk. Returns where the chunks not yet joined start.
 */
export function gather(chunks: Uint8Array[], from: number): number {
  if (chunks.length - from < 1024) return from;
  chunks.push(joined(chunks.splice(from)));
  return chunks.length;
}

/** Chunks joined into one; a lone chunk as it is. */
export function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  let size = 0;
  for (const chunk of chunks) size += chunk.byteLength;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
