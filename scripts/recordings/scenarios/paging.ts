/**
 * The paging story: bodies are documented examples of the OpenAPI description; the headers that
 * make the story (Link, ETag) follow GitHub's documented formats.
 */
import { createHash } from 'node:crypto';
import type { Interaction, Recording } from '../../../spec/support/recordings.js';
import { deref, loadDescription, sourceLine } from '../../lib/openapi.js';

const SCOPE = 'https://api.github.com';

/** Weak ETag in GitHub's format (`W/"<sha256 hex>"`), derived from what the page carries so each page differs. */
function etagOf(body: unknown, link: string): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).update(link).digest('hex')}"`;
}

/**
 * GitHub's `Link` header: `<url>; rel="prev", <url>; rel="next", <url>; rel="last", <url>; rel="first"`,
 * only the relations that exist on that page.
 */
function linkHeader(pageUrl: (page: number) => string, page: number, last: number): string {
  const rels: [string, number][] = [];
  if (page > 1) rels.push(['prev', page - 1]);
  if (page < last) rels.push(['next', page + 1], ['last', last]);
  if (page > 1) rels.push(['first', 1]);
  return rels.map(([rel, n]) => `<${pageUrl(n)}>; rel="${rel}"`).join(', ');
}

/** Three pages of `GET /repos/octocat/Hello-World/issues?state=all`, each the documented example list. */
function issuesListPaged(): Recording {
  const description = loadDescription('api.github.com');
  const pointer = '#/components/examples/issue-items';
  const example = deref(description.doc, { $ref: pointer }, pointer).value as { value: unknown[] };
  const items = example.value;
  // The next links GitHub sends name the repository by id; 1296269 is Hello-World's id in the documented examples.
  const repositoryId = 1296269;
  const query = 'per_page=100&state=all';
  const pageUrl = (page: number): string => `${SCOPE}/repositories/${repositoryId}/issues?${query}&page=${page}`;
  const pages = 3;
  const interactions: Interaction[] = [];
  for (let page = 1; page <= pages; page++) {
    const link = linkHeader(pageUrl, page, pages);
    interactions.push({
      scope: SCOPE,
      method: 'GET',
      path: page === 1 ? `/repos/octocat/Hello-World/issues?${query}` : pageUrl(page).slice(SCOPE.length),
      status: 200,
      response: items,
      rawHeaders: { 'content-type': 'application/json; charset=utf-8', link, etag: etagOf(items, link) },
    });
  }
  return {
    provenance: {
      kind: 'scenario',
      source: sourceLine(description),
      operationIds: ['issues/list-for-repo'],
      example: `${pointer}/value`,
      note:
        'A listing of three pages. Each body is the documented example list of issues/list-for-repo (#/components/examples/issue-items), items unchanged. ' +
        "The Link headers follow GitHub's documented pagination format (https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api: " +
        "<…/repositories/{id}/issues?page=N>; rel=\"prev\"/\"next\"/\"last\"/\"first\", page=1 written out); as GitHub does, the links name the repository by id (1296269 is Hello-World's id in the documented example). " +
        "The ETags follow GitHub's weak-ETag format and are derived from each page's body and Link header. The page count is chosen for the story.",
    } as Recording['provenance'],
    interactions,
  };
}

export const scenarios: Record<string, () => Recording> = {
  'issues-list-paged': issuesListPaged,
};
