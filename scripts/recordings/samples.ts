/**
 * Writes the sample recordings that `hubops/testing` ships (recordings/samples/, and the same data
 * embedded in src/testing/samples.ts): what the Quickstart, the demo and the examples ask for.
 * Built from the documented examples already in recordings/; the provenance of each says what
 * the story changed. Run: npm run recordings:samples
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Interaction, Recording } from '../../src/testing/recordings.js';
import { REPO_ROOT, recordingText } from '../lib/openapi.js';

const SCOPE = 'https://api.github.com';
const OUT = join(REPO_ROOT, 'recordings', 'samples');
// The day the samples were made: dates in the story are near it, so the data looks current.
const DAY = Date.parse('2026-11-20T09:00:00Z');

const read = (name: string): Recording => JSON.parse(readFileSync(join(REPO_ROOT, 'recordings', `${name}.json`), 'utf8')) as Recording;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
const etagOf = (...parts: unknown[]) => `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}"`;

function sample(source: string, interactions: Interaction[], note: string, operationIds: string[]): Recording {
  const from = read(source).provenance;
  return { provenance: { kind: 'scenario', source: from.source, operationIds, note: `Built from recordings/${source}.json. ${note}` }, interactions };
}

function single(name: string, note = 'Unchanged.'): Recording {
  const recording = read(name);
  return sample(name, clone(recording.interactions), note, recording.provenance.operationIds ?? []);
}

// Six issues, two a page: [number, title, state, days before DAY].
const ISSUES: [number, string, 'open' | 'closed', number][] = [
  [1352, 'Typo in README', 'open', 1],
  [1351, 'Document the replay server', 'open', 3],
  [1350, 'Support Enterprise Server', 'closed', 6],
  [1349, 'Listing stops after one page', 'closed', 9],
  [1348, 'Add a testing kit', 'closed', 14],
  [1347, 'Found a bug', 'open', 20],
];

function issuesListing(perPage: number): Recording {
  const source = 'scenarios/issues-list-paged';
  const documented = (read(source).interactions[0]?.response as Record<string, unknown>[])[0] as Record<string, unknown>;
  const issue = ([number, title, state, age]: (typeof ISSUES)[number], index: number) => {
    const created = DAY - age * 86_400_000;
    const updated = created + 3_600_000 * (index + 1);
    const url = `${SCOPE}/repos/octocat/Hello-World/issues/${number}`;
    return {
      ...clone(documented),
      id: 1 + index, node_id: Buffer.from(`04:Issue${1 + index}`).toString('base64'), url, number, title, state,
      html_url: `https://github.com/octocat/Hello-World/issues/${number}`,
      comments_url: `${url}/comments`, events_url: `${url}/events`, labels_url: `${url}/labels{/name}`,
      created_at: iso(created), updated_at: iso(updated), closed_at: state === 'closed' ? iso(updated) : null,
      state_reason: state === 'closed' ? 'completed' : null, closed_by: state === 'closed' ? documented.closed_by : null,
    };
  };
  const query = `per_page=${perPage}&state=all`;
  const pageUrl = (page: number) => `${SCOPE}/repositories/1296269/issues?${query}&page=${page}`;
  const pages = 3;
  const interactions: Interaction[] = [];
  for (let page = 1; page <= pages; page++) {
    const items = ISSUES.slice((page - 1) * 2, page * 2).map((row, i) => issue(row, (page - 1) * 2 + i));
    const rels: [string, number][] = [...(page > 1 ? [['prev', page - 1] as [string, number]] : []), ...(page < pages ? [['next', page + 1], ['last', pages]] as [string, number][] : []), ...(page > 1 ? [['first', 1] as [string, number]] : [])];
    const link = rels.map(([rel, n]) => `<${pageUrl(n)}>; rel="${rel}"`).join(', ');
    interactions.push({
      scope: SCOPE, method: 'GET', status: 200, response: items,
      path: page === 1 ? `/repos/octocat/Hello-World/issues?${query}` : pageUrl(page).slice(SCOPE.length),
      rawHeaders: { 'content-type': 'application/json; charset=utf-8', link, etag: etagOf(items, link) },
    });
  }
  return sample(source, interactions,
    `Three pages of two issues each (per_page=${perPage}, as a client asks for ${perPage === 100 ? 'a whole listing' : `the first ${perPage} items`}). Each item is the documented example issue with its number, title, state, id, URLs and dates changed for the story, so that each page shows different issues dated near the day the samples were made. Link and ETag headers in GitHub's formats, as in the source recording.`,
    ['issues/list-for-repo']);
}

function rateLimit(): Recording {
  const name = 'openapi/rate-limit.get';
  const recording = single(name);
  const reset = Math.floor(DAY / 1000) + 3600;
  const shift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shift);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'reset' ? reset : shift(v)]));
    return value;
  };
  for (const interaction of recording.interactions) interaction.response = shift(interaction.response);
  recording.provenance.note = `Built from recordings/${name}.json. Every "reset" moved to an hour after the day the samples were made; counts unchanged.`;
  return recording;
}

const samples: Record<string, () => Recording> = {
  repository: () => single('openapi/repos.get'),
  issue: () => single('openapi/issues.get'),
  user: () => single('openapi/users.get-by-username'),
  'issues-all': () => issuesListing(100),
  'issues-first-50': () => issuesListing(50),
  'rate-limit': rateLimit,
  zen: () => single('openapi/meta.get-zen'),
  markdown: () => single('openapi/markdown.render'),
};

/**
 * The embedded copy: one recording a line, as JSON text the module parses when it loads (shipped
 * as written: an object literal would be printed back with a space after every colon and comma,
 * and JSON is parsed faster than the same object in code).
 */
function moduleText(recordings: Record<string, Recording>): string {
  const quoted = (r: Recording) => `'${JSON.stringify(r).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const lines = Object.entries(recordings).map(([name, r]) => `  // recordings/samples/${name}.json\n  /*#__PURE__*/ JSON.parse(${quoted(r)}) as Recording,`);
  return [
    '// Generated by `npm run recordings:samples` from recordings/samples/; do not edit by hand.',
    "import type { Recording } from './recordings.js';",
    '',
    '/** The sample recordings the replay server answers from by default: the Quickstart, the demo and the examples. */',
    'export const sampleRecordings: readonly Recording[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('samples.ts')) {
  mkdirSync(OUT, { recursive: true });
  const built = Object.fromEntries(Object.entries(samples).map(([name, build]) => [name, build()]));
  for (const [name, recording] of Object.entries(built)) writeFileSync(join(OUT, `${name}.json`), recordingText(recording));
  writeFileSync(join(REPO_ROOT, 'src', 'testing', 'samples.ts'), moduleText(built));
  console.log(`recordings/samples/: ${Object.keys(built).length} recordings; src/testing/samples.ts`);
}

export { moduleText };
