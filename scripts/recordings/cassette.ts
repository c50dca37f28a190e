/**
 * Converts interactions of one of octokit.rb's public VCR cassettes (MIT; `spec/cassettes/`
 * of github.com/octokit/octokit.rb, recorded from api.github.com) into a `live` recording.
 *
 *   npm run recordings:cassette -- --git <clone of octokit.rb (.git or bare)> \
 *     --cassette <path under spec/cassettes/…json> --name <recording name> \
 *     [--pick 1,3] [--drop-query] [--accept] [--note "why this recording exists"]
 *
 * The recording keeps, per interaction: method, URL, request body, status, response body
 * (decoded from base64 and gzip; JSON parsed) and the response headers listed below. The
 * request's headers are dropped (they held the Authorization); `--accept` keeps only the
 * Accept the request carried, so the replay insists on the same media type. octokit.rb's
 * cassettes already replace the test account's details with placeholders; the account
 * placeholders become octokit.rb's own defaults for them (said in the provenance), and a
 * credential placeholder left anywhere in the kept data stops the conversion.
 * `--drop-query` drops the request URL's query (for example octokit.rb's `per_page=100`),
 * which the note then says.
 * `--enterprise` reads a cassette of octokit.rb's Enterprise clients, recorded from a GitHub
 * Enterprise Server installation: its host (the `<<ENTERPRISE_HOSTNAME>>` placeholder, or the
 * spec helper's default `http://enterprise.github.dev/api/v3/` written out in older cassettes)
 * becomes the stand-in `https://ghe.example.com/api/v3/` the OpenAPI recordings use, and
 * `<<ENTERPRISE_GITHUB_LOGIN>>` the spec helper's default login; the provenance says both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Interaction, Recording } from '../../src/testing/recordings.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const keptResponseHeaders = ['content-type', 'content-disposition', 'location', 'etag', 'last-modified', 'link', 'x-github-media-type', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-poll-interval'];

/** octokit.rb's spec helper defaults for the placeholders its cassettes hold. */
const accountPlaceholders: Record<string, string> = {
  '<GITHUB_LOGIN>': 'api-padawan',
  '<GITHUB_COLLABORATOR_LOGIN>': 'hubot',
  '<GITHUB_TEAM_SLUG>': 'the-a-team',
  '<GITHUB_TEAM_ID>': '123456',
  '<GITHUB_TEST_REPOSITORY>': 'api-sandbox',
  '<GITHUB_TEST_REPOSITORY_ID>': '20974780',
  '<GITHUB_TEST_ORGANIZATION>': 'api-playground',
  // Not an account default but the fixed value octokit.rb's spec helper defines for this placeholder.
  '<GITHUB_TEST_ORG_TEAM_ID>': '10050505050000',
  // The GitHub App (integration) and installation of octokit.rb's Checks and Apps specs: its spec helper's defaults.
  '<GITHUB_TEST_INTEGRATION>': '76765',
  '<GITHUB_TEST_INTEGRATION_INSTALLATION>': '898507',
};
/** `--enterprise`: the installation's API address and login, as the stand-in host and octokit.rb's default. */
const ENTERPRISE_API = 'https://ghe.example.com/api/v3/';
const enterprisePlaceholders: Record<string, string> = {
  '<<ENTERPRISE_HOSTNAME>>': ENTERPRISE_API,
  'http://enterprise.github.dev/api/v3/': ENTERPRISE_API,
  '<<ENTERPRISE_GITHUB_LOGIN>>': 'crashoverride',
};
let placeholders: Record<string, string> = accountPlaceholders;
const credentialPlaceholder = /<<?(?:ACCESS_TOKEN|GITHUB_PASSWORD|GITHUB_COLLABORATOR_TOKEN|GITHUB_CLIENT_ID|GITHUB_CLIENT_SECRET|ENTERPRISE_[A-Z_]+)>>?/;

interface CassetteBody {
  encoding?: string;
  string?: string;
  base64_string?: string;
}
interface CassetteInteraction {
  request: { method: string; uri: string; body?: CassetteBody; headers?: Record<string, string[]> };
  response: { status: { code: number }; headers?: Record<string, string[]>; body?: CassetteBody };
  recorded_at?: string;
}

function args(): Record<string, string> {
  const out: Record<string, string> = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!.replace(/^--/, '');
    if (key === 'drop-query' || key === 'accept' || key === 'enterprise') out[key] = 'yes';
    else out[key] = argv[++i] ?? '';
  }
  for (const required of ['git', 'cassette', 'name']) if (!out[required]) throw new Error(`--${required} is required`);
  return out;
}

function header(headers: Record<string, string[]> | undefined, name: string): string | undefined {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers![key]!.join(', ');
}

function bodyBytes(body: CassetteBody | undefined, encoding: string | undefined): Buffer {
  if (!body) return Buffer.alloc(0);
  const bytes = body.base64_string !== undefined ? Buffer.from(body.base64_string, 'base64') : Buffer.from(body.string ?? '', 'utf8');
  return encoding === 'gzip' && bytes.length ? gunzipSync(bytes) : bytes;
}

function textOrJson(bytes: Buffer): unknown {
  // The placeholders stand in the bodies too (logins in urls, team ids as bare numbers), so they are replaced before parsing.
  const text = replacePlaceholders(bytes.toString('utf8'));
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function replacePlaceholders(text: string): string {
  return Object.entries(placeholders).reduce((out, [from, to]) => out.split(from).join(to), text);
}

function convert(entry: CassetteInteraction, dropQuery: boolean, keepAccept: boolean): Interaction {
  const url = new URL(replacePlaceholders(entry.request.uri).replace(/^(https?:\/\/)[^@/]*@/, '$1'));
  const requestBody = textOrJson(bodyBytes(entry.request.body, header(entry.request.headers, 'content-encoding')));
  const response = textOrJson(bodyBytes(entry.response.body, header(entry.response.headers, 'content-encoding')));
  const rawHeaders: Record<string, string> = {};
  for (const name of keptResponseHeaders) {
    const value = header(entry.response.headers, name);
    if (value !== undefined) rawHeaders[name] = replacePlaceholders(value);
  }
  const accept = header(entry.request.headers, 'accept');
  return {
    scope: url.origin,
    method: entry.request.method.toUpperCase(),
    path: url.pathname + (dropQuery ? '' : url.search),
    ...(requestBody === undefined || (typeof requestBody === 'object' && requestBody !== null && !Object.keys(requestBody).length) ? {} : { body: requestBody }),
    status: entry.response.status.code,
    ...(response === undefined ? {} : { response }),
    rawHeaders,
    ...(keepAccept && accept ? { reqheaders: { accept } } : {}),
  };
}

function main(): void {
  const options = args();
  const enterprise = options.enterprise === 'yes';
  if (enterprise) placeholders = { ...enterprisePlaceholders, ...accountPlaceholders };
  const recordedFrom = enterprise ? 'a GitHub Enterprise Server installation' : 'api.github.com';
  const path = `spec/cassettes/${options.cassette!.replace(/^spec\/cassettes\//, '')}`;
  const git = (...argv: string[]): string => execFileSync('git', ['--git-dir', options.git!, ...argv], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const commit = git('log', '-1', '--format=%H', 'HEAD', '--', path).trim();
  if (!commit) throw new Error(`${path}: not in the history of ${options.git}`);
  const cassette = JSON.parse(git('show', `${commit}:${path}`)) as { http_interactions: CassetteInteraction[] };
  const all = cassette.http_interactions;
  const picks = options.pick ? options.pick.split(',').map((n) => Number(n)) : all.map((_, i) => i + 1);
  const chosen = picks.map((n) => {
    const entry = all[n - 1];
    if (!entry) throw new Error(`${path} has ${all.length} interaction(s); no number ${n}`);
    return entry;
  });
  const interactions = chosen.map((entry) => convert(entry, options['drop-query'] === 'yes', options.accept === 'yes'));
  const kept = JSON.stringify(interactions);
  const leaked = credentialPlaceholder.exec(kept);
  if (leaked) throw new Error(`${path}: the kept data holds the credential placeholder ${leaked[0]}; pick other interactions or replace it by hand with a documented example value`);
  // Bodies are base64 in a cassette: a placeholder inside one is found in its decoded text.
  const texts = all.map((e) => [JSON.stringify(e), ...[e.request, e.response].map((m) => bodyBytes(m.body, header(m.headers, 'content-encoding')).toString('utf8'))].join('\n'));
  const used = Object.keys(placeholders).filter((p) => !p.includes('/') && p !== '<<ENTERPRISE_HOSTNAME>>' && texts.some((text) => text.includes(p)));
  const recordedAt = chosen[0]?.recorded_at ? new Date(chosen[0].recorded_at).toISOString().replace(/\.000Z$/, 'Z') : undefined;
  const note = [
    `Converted with npm run recordings:cassette from interaction(s) ${picks.join(', ')} of ${all.length} of the cassette, which octokit.rb recorded against ${recordedFrom}: method, URL, request body, status and response body as recorded (decoded from base64/gzip; JSON parsed).`,
    `Response headers kept: ${keptResponseHeaders.join(', ')} where present; the others, and every request header, dropped${options.accept === 'yes' ? ' (except the Accept the request carried, kept as reqheaders)' : ''}.`,
    used.length ? `octokit.rb's placeholders replaced by its spec helper's defaults: ${used.map((p) => `${p} → ${placeholders[p]}`).join(', ')}.` : '',
    enterprise ? `The installation's address (its placeholder, or the spec helper's default written out) is the stand-in host ${ENTERPRISE_API} of the OpenAPI recordings of GitHub Enterprise Server.` : '',
    options['drop-query'] === 'yes' ? 'The request URL\u2019s query string octokit.rb sent is dropped.' : '',
    options.note ?? '',
  ].filter(Boolean).join(' ');
  const recording: Recording = {
    provenance: { kind: 'live', source: `GitHub repository octokit/octokit.rb, ${path}, commit ${commit} (VCR cassette recorded from ${recordedFrom})`, ...(recordedAt ? { recordedAt } : {}), note },
    interactions,
  };
  const file = join(root, 'recordings/live', `${options.name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(recording, null, 2)}\n`);
  console.log(`recordings/live/${options.name}.json: ${interactions.length} interaction(s) from ${path}`);
}

main();
