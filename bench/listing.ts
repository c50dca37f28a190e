/**
 * The three sides of the listing measure, each in three modes:
 * - `six`: six fields of every item — number, title, state, the author's login, the label names
 *   and the creation date (as a Date) — what a typical caller reads;
 * - `every`: every documented field of every item and of its author (dates as Dates);
 * - `hold`: every item kept, for the heap a held listing occupies.
 * Each returns a checksum, so no side can skip work and all sides can be checked to have seen
 * the same items.
 */
import ky from 'ky';
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import type { Session } from '../src/core/types.js';
import * as fromSource from '../src/index.js';
import * as routeFromSource from '../src/route/index.js';
import { date as dateField } from '../src/models/library/fields.js';
import { ShortIssue } from '../src/models/issues.js';
import { ShortUser } from '../src/models/users.js';

/** What the bench calls of hubops: the package as npm packs it (`useHubops`), else the sources. */
export type HubopsApi = Pick<typeof fromSource, 'createSession' | 'conditionalCache' | 'listRepositoryIssues' | 'getRepository'>;
let hubops: HubopsApi = fromSource;
/** `hubops/route`: `request` by route. */
export type RouteApi = Pick<typeof routeFromSource, 'request'>;
let route: RouteApi = routeFromSource;

/** Measures `api` (the packed package's `hubops/route`) from here on. */
export function useRoute(api: RouteApi): void {
  route = api;
}

/** Measures `api` (the packed package's root module) from here on. */
export function useHubops(api: HubopsApi): void {
  hubops = api;
}

export type Mode = 'six' | 'every' | 'hold';

/** Where the items of a `hold` listing are kept until the heap is measured. */
export const held: unknown[] = [];

export interface Listed {
  readonly items: number;
  readonly checksum: number;
}

interface WireIssue {
  readonly number: number;
  readonly title: string;
  readonly state: string;
  readonly user: { readonly login: string } | null;
  readonly labels: readonly { readonly name: string }[];
  readonly created_at: string;
}

/** The checksum of one item's six fields, the same on every side. */
function sum(number: number, title: string, state: string, login: string, labels: readonly string[], created: Date): number {
  return number + title.length + state.length + login.length + labels.join().length + (created.getTime() % 997);
}

/** What one item adds to the checksum in a mode: `hold` keeps it instead (its share is 0). */
function tally(mode: Mode, item: unknown, every: () => number, six: () => number): number {
  if (mode === 'hold') {
    held.push(item);
    return 0;
  }
  return mode === 'every' ? every() : six();
}

/** The wire members the documented fields are read from, and which of them are dates. */
const wireFields = (fields: typeof ShortIssue.fields) => Object.entries(fields).map(([name, field]) => [field.key ?? name, field.read === dateField.read] as const);
const ISSUE_MEMBERS = wireFields(ShortIssue.fields);
const USER_MEMBERS = wireFields(ShortUser.fields);

/** Every documented field of a wire issue and of its author: how many are present (dates made Dates, as a parser would). */
function wireEvery(issue: Record<string, unknown>): number {
  let present = 0;
  for (const [members, object] of [[ISSUE_MEMBERS, issue], [USER_MEMBERS, issue.user as Record<string, unknown> | null]] as const) {
    if (!object) continue;
    for (const [key, isDate] of members) {
      const value = object[key];
      if (value === null || value === undefined) continue;
      if (isDate) new Date(value as string).getTime();
      present++;
    }
  }
  return present;
}

/** The same count over parsed data: every own field of the issue and of its author. */
function parsedEvery(issue: Record<string, unknown>): number {
  let present = 0;
  for (const object of [issue, issue.user as Record<string, unknown> | null]) {
    if (!object) continue;
    for (const key of Object.keys(object)) if (object[key] !== null) present++;
  }
  return present;
}

const PaginatingOctokit = Octokit.plugin(paginateRest);
export type PagingOctokit = InstanceType<typeof PaginatingOctokit>;

function nextLink(header: string | null): string | undefined {
  return header ? /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] : undefined;
}

/** The floor: `fetch`, `JSON.parse`, and the Link header followed by hand. */
export async function listRaw(origin: string, mode: Mode = 'six'): Promise<Listed> {
  let items = 0;
  let checksum = 0;
  let url: string | undefined = `${origin}/repos/o/r/issues?per_page=100`;
  const headers = { accept: 'application/vnd.github+json', authorization: 'token x', 'x-github-api-version': '2022-11-28' };
  while (url) {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`raw listing: ${response.status} from ${url}`);
    const page = JSON.parse(await response.text()) as WireIssue[];
    for (const issue of page) {
      items++;
      checksum += tally(
        mode,
        issue,
        () => wireEvery(issue as unknown as Record<string, unknown>),
        () => sum(issue.number, issue.title, issue.state, issue.user?.login ?? '', issue.labels.map((l) => l.name), new Date(issue.created_at)),
      );
    }
    url = nextLink(response.headers.get('link'));
  }
  return { items, checksum };
}

export function hubopsSession(origin: string, cache = false): Session {
  return hubops.createSession({ baseUrl: origin, token: 'x', cache: cache ? hubops.conditionalCache() : false });
}

/** hubops: the documented listing, read through its parsed objects. */
export async function listHubops(session: Session, mode: Mode = 'six'): Promise<Listed> {
  let items = 0;
  let checksum = 0;
  for await (const issue of hubops.listRepositoryIssues(session, 'o/r')) {
    items++;
    checksum += tally(
      mode,
      issue,
      () => parsedEvery(issue as unknown as Record<string, unknown>),
      () => sum(issue.number ?? 0, issue.title ?? '', issue.state ?? '', issue.user?.login ?? '', (issue.original_labels ?? []).map((label) => label.name ?? ''), issue.created_at as Date),
    );
  }
  return { items, checksum };
}

export function octokitClient(origin: string): PagingOctokit {
  return new PaginatingOctokit({ baseUrl: origin, auth: 'x' });
}

/** octokit: `paginate.iterator`, as its documentation recommends for long listings. */
export async function listOctokit(octokit: PagingOctokit, mode: Mode = 'six'): Promise<Listed> {
  let items = 0;
  let checksum = 0;
  for await (const page of octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', per_page: 100 })) {
    for (const issue of page.data) {
      items++;
      const labels = () => issue.labels.map((label) => (typeof label === 'string' ? label : (label.name ?? '')));
      checksum += tally(
        mode,
        issue,
        () => wireEvery(issue as unknown as Record<string, unknown>),
        () => sum(issue.number, issue.title, issue.state, issue.user?.login ?? '', labels(), new Date(issue.created_at)),
      );
    }
  }
  return { items, checksum };
}

/** Calls made one after another in the bench of single calls. */
export const SINGLE_CALLS = 1000;

/** The floor of single calls: `fetch` and `JSON.parse`, two fields read. */
export async function callsRaw(origin: string): Promise<number> {
  let checksum = 0;
  const headers = { accept: 'application/vnd.github+json', authorization: 'token x', 'x-github-api-version': '2022-11-28' };
  for (let i = 0; i < SINGLE_CALLS; i++) {
    const response = await fetch(`${origin}/repos/o/r`, { headers });
    if (response.status !== 200) throw new Error(`raw call: ${response.status}`);
    const repo = JSON.parse(await response.text()) as { full_name: string; stargazers_count: number };
    checksum += repo.full_name.length + repo.stargazers_count;
  }
  return checksum;
}

/** ky alone, as a caller of the transport would call it (`ky(url).json()`), two fields read: what hubops's per-call cost is held to. */
export async function callsKy(origin: string): Promise<number> {
  let checksum = 0;
  const headers = { accept: 'application/vnd.github+json', authorization: 'token x', 'x-github-api-version': '2022-11-28' };
  for (let i = 0; i < SINGLE_CALLS; i++) {
    const repo = await ky(`${origin}/repos/o/r`, { headers }).json<{ full_name: string; stargazers_count: number }>();
    checksum += repo.full_name.length + repo.stargazers_count;
  }
  return checksum;
}

/** hubops: `getRepository`, two fields read. */
export async function callsHubops(session: Session, by: 'function' | 'route' = 'function'): Promise<number> {
  let checksum = 0;
  for (let i = 0; i < SINGLE_CALLS; i++) {
    // By route, octokit's way: `request(session, 'GET /repos/{owner}/{repo}', …)`.
    const repo = by === 'function' ? await hubops.getRepository(session, 'o/r') : await route.request(session, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
    checksum += (repo.full_name ?? '').length + (repo.stargazers_count ?? 0);
  }
  return checksum;
}

/** octokit: `repos.get`, two fields read. */
export async function callsOctokit(octokit: PagingOctokit): Promise<number> {
  let checksum = 0;
  for (let i = 0; i < SINGLE_CALLS; i++) {
    const { data: repo } = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
    checksum += repo.full_name.length + repo.stargazers_count;
  }
  return checksum;
}
