import type { Interaction, Recording } from './recordings.js';

/** Response headers a recording keeps: those a client reads. Everything else is dropped. */
export const RECORDED_RESPONSE_HEADERS: readonly string[] = ['content-type', 'etag', 'last-modified', 'link', 'location', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used', 'x-ratelimit-resource', 'x-github-media-type'];

export interface RecorderOptions {
  /** Texts replaced by `<ACCESS_TOKEN>` wherever they appear (your token, passwords). */
  secrets: readonly string[];
  /** The `fetch` that reaches the service. Default: the global one. */
  fetch?: typeof fetch | undefined;
}

export interface Recorder {
  /** Give this to `createSession({ fetch })` / `createClient({ fetch })`: it records as it forwards. */
  readonly fetch: typeof fetch;
  /** What was recorded so far. */
  readonly interactions: readonly Interaction[];
  /** A recording of it all, with its provenance (`live`), ready for `JSON.stringify` and the replay server. */
  recording(note?: string): Recording;
}

function scrub(text: string, secrets: readonly string[]): string {
  return secrets.filter(Boolean).reduce((out, secret) => out.split(secret).join('<ACCESS_TOKEN>'), text);
}

/** JSON stays structured in the recording; text answers (zen, markdown) stay text. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Record mode: a `fetch` that forwards every request to the service and writes down each
 * interaction with the secrets scrubbed (request headers are not kept at all). Save
 * `recorder.recording()` as a JSON file and replay it with `startReplayServer` or `useRecording`.
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { createClient } from 'hubops';
 * import { createRecorder } from 'hubops/testing';
 *
 * const token = process.env.GITHUB_TOKEN ?? '';
 * const recorder = createRecorder({ secrets: [token] });
 * const gh = createClient({ token, fetch: recorder.fetch });
 * await gh.repository('octocat', 'Hello-World');
 * writeFileSync('recordings/hello.json', JSON.stringify(recorder.recording(), null, 2));
 * ```
 */
export function createRecorder(options: RecorderOptions): Recorder {
  const { secrets } = options;
  const forward = options.fetch ?? ((input, init) => fetch(input, init));
  const interactions: Interaction[] = [];
  const recorded: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestBody = request.body ? await request.clone().text() : undefined;
    const response = await forward(request);
    const text = await response.clone().text();
    const url = new URL(request.url);
    const rawHeaders: Record<string, string> = {};
    for (const name of RECORDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) rawHeaders[name] = scrub(value, secrets);
    }
    interactions.push({
      scope: url.origin,
      method: request.method,
      path: scrub(url.pathname + url.search, secrets),
      ...(requestBody ? { body: parseOrText(scrub(requestBody, secrets)) } : {}),
      status: response.status,
      response: text === '' ? undefined : parseOrText(scrub(text, secrets)),
      rawHeaders,
    });
    return response;
  };
  return {
    fetch: recorded,
    interactions,
    recording: (note) => ({
      provenance: { kind: 'live', source: `${interactions[0]?.scope ?? 'the service'}, recorded with hubops/testing createRecorder`, recordedAt: new Date().toISOString(), note: note ?? 'credentials scrubbed' },
      interactions: structuredClone(interactions),
    }),
  };
}
