import { expect, it } from 'vitest';
import { createSession } from '../../src/core/session.js';
import { uploadReleaseAsset } from '../../src/repos/upload-asset.js';
import { memoryMeter, readMeasured } from '../support/memory.js';
import { documentedResponse } from '../support/recordings.js';

const SIZE = 50 * 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * What hubops itself holds of an upload: the session's `fetch` reads the body chunk by chunk
 * and drops each one, as a socket would, so any copy, tee or buffer on hubops's side shows in
 * the peak. (Neither nock nor Node 20's built-in fetch can serve here: nock gathers a request
 * body whole to match it, and Node 20's fetch reads a request body ahead of the socket — both
 * measured at about 50 MB for this upload, where node:http piping the same stream holds 3 MB.)
 */
it('a 50 MB asset streams: peak heap + array buffers grow far less than its size', async () => {
  const meter = memoryMeter();
  let received = 0;
  let declared: string | null = null;
  const sink: typeof fetch = async (input, init) => {
    declared = new Headers(init?.headers).get('content-length');
    received = await readMeasured(init?.body as ReadableStream<Uint8Array>, meter);
    expect(String(input)).toBe('https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=big.bin');
    return new Response(JSON.stringify(documentedResponse('openapi/repos.upload-release-asset')), { status: 201, headers: { 'content-type': 'application/json' } });
  };
  let made = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= SIZE) return controller.close();
      meter.sample();
      // A new chunk each time, as a file read gives: held chunks would add up.
      controller.enqueue(new Uint8Array(CHUNK).fill(made / CHUNK));
      made += CHUNK;
    },
  });
  const session = createSession({ token: 'test-token-memory', fetch: sink });
  const asset = await uploadReleaseAsset(session, { owner: 'octocat', repo: 'Hello-World', id: 1 }, 'application/octet-stream', 'big.bin', stream, { size: SIZE });
  expect(asset.id).toBe(1);
  expect(received).toBe(SIZE);
  expect(declared).toBe(String(SIZE));
  expect(meter.peak).toBeLessThan(12 * 1024 * 1024);
}, 60_000);
