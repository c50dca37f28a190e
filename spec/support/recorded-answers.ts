import type { ServerResponse } from 'node:http';
import { routeFit } from '../openapi/subset.js';
import { loadRecording, recordingNames, type Interaction } from './recordings.js';

/** An answer a loopback server gives: a status, a body (JSON unless text or bytes), headers. */
export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A route's key whichever description (or legacy list) it fits: `METHOD /template`. */
export function routeKey(scope: string, method: string, path: string): string | undefined {
  const { operation, legacy } = routeFit(scope, method, path);
  const route = operation ?? legacy;
  return route && `${route.method} ${route.path}`;
}

// Headers that describe the recorded transfer or point elsewhere (a next page on api.github.com).
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'link', 'location', 'connection']);

function recordedAnswer(interaction: Interaction): Answer {
  const headers = Object.fromEntries(Object.entries(interaction.rawHeaders ?? {}).filter(([name]) => !DROPPED.has(name.toLowerCase())));
  return { status: interaction.status, body: interaction.response, headers };
}

let recorded: Map<string, Answer> | undefined;

/** The first successful recorded answer of every route the recordings (`recordings/`) cover, by route key. */
export function recordedAnswers(): ReadonlyMap<string, Answer> {
  if (recorded) return recorded;
  recorded = new Map();
  for (const name of recordingNames()) {
    for (const interaction of loadRecording(name).interactions) {
      if (interaction.status < 200 || interaction.status > 299) continue;
      const key = routeKey(interaction.scope, interaction.method, interaction.path);
      if (key && !recorded.has(key)) recorded.set(key, recordedAnswer(interaction));
    }
  }
  return recorded;
}

/** Writes an answer. */
export function answer(response: ServerResponse, { status, body, headers = {} }: Answer): void {
  const json = body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array);
  response.writeHead(status, { ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...headers });
  response.end(body === undefined ? undefined : json ? JSON.stringify(body) : body);
}
