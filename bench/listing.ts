/**
 * The three sides of the listing measure. Each reads six fields of every item — number,
 * title, state, the author's login, the label names and the creation date (as a Date) — so a
 * lazy parser has to parse what a caller reads, and returns a checksum, so no side can skip
 * work and all sides can be checked to have seen the same items.
 */
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { createSession, type Session } from '../src/core/session.js';
import { listRepositoryIssues } from '../src/issues/list-repository-issues.js';

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

const PaginatingOctokit = Octokit.plugin(paginateRest);
export type PagingOctokit = InstanceType<typeof PaginatingOctokit>;

function nextLink(header: string | null): string | undefined {
  return header ? /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] : undefined;
}

/** The floor: `fetch`, `JSON.parse`, and the Link header followed by hand. */
export async function listRaw(origin: string): Promise<Listed> {
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
      checksum += sum(issue.number, issue.title, issue.state, issue.user?.login ?? '', issue.labels.map((l) => l.name), new Date(issue.created_at));
    }
    url = nextLink(response.headers.get('link'));
  }
  return { items, checksum };
}

export function hubopsSession(origin: string, cache = false): Session {
  return createSession({ baseUrl: origin, token: 'x', cache });
}

/** hubops: the documented listing, read through its parsed objects. */
export async function listHubops(session: Session): Promise<Listed> {
  let items = 0;
  let checksum = 0;
  for await (const issue of listRepositoryIssues(session, 'o/r')) {
    items++;
    const labels = (issue.original_labels ?? []).map((label) => label.name ?? '');
    checksum += sum(issue.number ?? 0, issue.title ?? '', issue.state ?? '', issue.user?.login ?? '', labels, issue.created_at as Date);
  }
  return { items, checksum };
}

export function octokitClient(origin: string): PagingOctokit {
  return new PaginatingOctokit({ baseUrl: origin, auth: 'x' });
}

/** octokit: `paginate.iterator`, as its documentation recommends for long listings. */
export async function listOctokit(octokit: PagingOctokit): Promise<Listed> {
  let items = 0;
  let checksum = 0;
  for await (const page of octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', per_page: 100 })) {
    for (const issue of page.data) {
      items++;
      const labels = issue.labels.map((label) => (typeof label === 'string' ? label : (label.name ?? '')));
      checksum += sum(issue.number, issue.title, issue.state, issue.user?.login ?? '', labels, new Date(issue.created_at));
    }
  }
  return { items, checksum };
}
