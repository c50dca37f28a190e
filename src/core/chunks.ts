/**
 * A body read as it arrives (a web stream, or a Node request), in one piece, or null past `limit`
 * bytes, where reading stops (leaving a web stream early cancels it). Every 1,024 chunks are
 * joined as they come, so that a body sent a few bytes at a time (slowly, or by a hostile peer)
 * holds about the bytes counted, not an object per chunk. A lone chunk is handed back as it is.
 */
export async function readUpTo(source: AsyncIterable<Uint8Array | string> | ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Chunks before `from` are joined blocks; those from it on arrived since the last join.
  let from = 0;
  for await (const chunk of source instanceof ReadableStream ? streamChunks(source) : source) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    size += bytes.byteLength;
    if (size > limit) return null;
    chunks.push(bytes);
    if (chunks.length - from === 1024) {
      chunks.push(joined(chunks.splice(from)));
      from = chunks.length;
    }
  }
  return joined(chunks);
}

/** A web stream's chunks; leaving early (past the limit) cancels it. */
async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Chunks joined into one; a lone chunk as it is. */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
