/**
 * Records live interactions with api.github.com as recordings (provenance `live`).
 *   GITHUB_TOKEN=… npm run record -- [walk …]      (default: every walk)
 * Each walk writes recordings/live/<walk>.json. Only read-only requests are made.
 * Credentials are scrubbed: request headers other than Accept and the API version are
 * dropped, response headers are kept only if listed below, and the token is replaced
 * wherever it would appear.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '../src/client.js';
import type { Interaction, Recording } from '../spec/support/recordings.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const keptResponseHeaders = ['content-type', 'etag', 'last-modified', 'link', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used', 'x-ratelimit-resource', 'x-github-media-type'];

const walks: Record<string, (gh: Client) => Promise<unknown>> = {
  zen: (gh) => gh.zen(),
  repository: (gh) => gh.repository('octocat', 'Hello-World'),
  issue: (gh) => gh.issue('octocat', 'Hello-World', 1347),
  'issues-on': (gh) => gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 3, perPage: 1 }).toArray(),
  user: (gh) => gh.user('octocat'),
  'all-users': (gh) => gh.allUsers({ number: 2 }).toArray(),
  license: (gh) => gh.license('mit'),
  licenses: (gh) => gh.licenses({ number: 3 }).toArray(),
  'gitignore-template': (gh) => gh.gitignoreTemplate('C'),
  markdown: (gh) => gh.markdown('Hello **world** #1', { mode: 'gfm', context: 'octocat/Hello-World' }),
  'rate-limit': (gh) => gh.rateLimit(),
};

function scrub(text: string, secrets: string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('<ACCESS_TOKEN>'), text);
}

/** JSON stays structured in the recording; text answers (zen, markdown) stay text. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function recordingFetch(interactions: Interaction[], secrets: string[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const requestBody = request.body ? await request.clone().text() : undefined;
    const response = await fetch(request);
    const text = await response.clone().text();
    const url = new URL(request.url);
    const rawHeaders: Record<string, string> = {};
    for (const name of keptResponseHeaders) {
      const value = response.headers.get(name);
      if (value !== null) rawHeaders[name] = scrub(value, secrets);
    }
    const body = parseOrText(scrub(text, secrets));
    interactions.push({
      scope: url.origin,
      method: request.method,
      path: scrub(url.pathname + url.search, secrets),
      ...(requestBody ? { body: parseOrText(scrub(requestBody, secrets)) } : {}),
      status: response.status,
      response: body,
      rawHeaders,
    });
    return response;
  };
}

async function main(): Promise<void> {
  const token = process.env.GITHUB_TOKEN;
  if (!token) {
    console.error('npm run record needs GITHUB_TOKEN (read-only scope is enough).');
    process.exit(1);
  }
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(walks);
  mkdirSync(join(root, 'recordings/live'), { recursive: true });
  for (const name of names) {
    const walk = walks[name];
    if (!walk) throw new Error(`no walk named ${name}; known: ${Object.keys(walks).join(', ')}`);
    const interactions: Interaction[] = [];
    await walk(createClient({ token, fetch: recordingFetch(interactions, [token]) }));
    const recording: Recording = {
      provenance: { kind: 'live', source: 'api.github.com, recorded with npm run record', recordedAt: new Date().toISOString(), note: `walk "${name}"; credentials scrubbed` },
      interactions,
    };
    writeFileSync(join(root, 'recordings/live', `${name}.json`), `${JSON.stringify(recording, null, 2)}\n`);
    console.log(`recordings/live/${name}.json: ${interactions.length} interaction(s)`);
  }
}

await main();
