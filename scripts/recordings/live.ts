/**
 * Records live interactions with api.github.com as recordings (provenance `live`).
 *   GITHUB_TOKEN=… npm run record -- [walk …]      (default: every walk)
 * Each walk writes recordings/live/<walk>.json. Only read-only requests are made.
 * It uses `createRecorder` of hubops/testing: request headers are not kept, response headers
 * only if a client reads them, and the token is replaced wherever it would appear.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '../../src/client.js';
import { createRecorder } from '../../src/testing/recorder.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
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
    const recorder = createRecorder({ secrets: [token] });
    await walk(createClient({ token, fetch: recorder.fetch }));
    const recording = recorder.recording(`walk "${name}" of npm run record; credentials scrubbed`);
    const { interactions } = recording;
    writeFileSync(join(root, 'recordings/live', `${name}.json`), `${JSON.stringify(recording, null, 2)}\n`);
    console.log(`recordings/live/${name}.json: ${interactions.length} interaction(s)`);
  }
}

await main();
