import { answerSecrets, formSecrets, redactText, redactUrl, requestSecrets } from '../core/redact.js';
import type { Interaction, Recording } from './recordings.js';

/** Response headers a recording keeps: those a client reads. Everything else is dropped. */
export const RECORDED_RESPONSE_HEADERS: readonly string[] = ['content-type', 'etag', 'last-modified', 'link', 'location', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used', 'x-ratelimit-resource', 'x-github-media-type'];

export interface RecorderOptions {
  /**
   * Texts replaced by `<ACCESS_TOKEN>` wherever they appear (your token, passwords). The
   * credential headers of each request and the credential members of its body (a hook's
   * `config.secret`, a client secret, an access token being checked) are scrubbed without
   * being listed here.
   */
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

const PLACEHOLDER = '<ACCESS_TOKEN>';

/**
 * The caller's secrets and those the request carries itself, found by the same rules that keep
 * them out of errors. Longest first, so that `token <t>` goes whole before `<t>` alone.
 */
export function secretsOf(request: Pick<Request, 'headers'>, body: string | undefined, listed: readonly string[]): string[] {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  const found = [...listed, ...requestSecrets(headers, body === undefined ? undefined : parseOrText(body), undefined), ...formSecrets(body, headers['content-type'])];
  return [...new Set(found.filter(Boolean))].sort((a, b) => b.length - a.length);
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
 * interaction with the secrets scrubbed (request headers are not kept at all): those listed,
 * and the credentials each request carries in its headers and body, also where the service
 * echoes them. Save `recorder.recording()` as a JSON file and replay it with `startReplayServer` or `useRecording`.
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
  const forward = options.fetch ?? ((input, init) => fetch(input, init));
  const interactions: Interaction[] = [];
  const recorded: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestBody = request.body ? await request.clone().text() : undefined;
    const response = await forward(request);
    const text = await response.clone().text();
    const secrets = [...secretsOf(request, requestBody, options.secrets), ...answerSecrets(parseOrText(text))];
    const scrub = (text: string) => redactText(text, secrets, PLACEHOLDER);
    const url = new URL(request.url);
    const rawHeaders: Record<string, string> = {};
    for (const name of RECORDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) rawHeaders[name] = scrub(value);
    }
    interactions.push({
      scope: url.origin,
      method: request.method,
      path: redactUrl(url.pathname + url.search, secrets, PLACEHOLDER),
      ...(requestBody ? { body: parseOrText(scrub(requestBody)) } : {}),
      status: response.status,
      response: text === '' ? undefined : parseOrText(scrub(text)),
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
