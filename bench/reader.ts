/**
 * Reading listed issues, in a process of its own: `node --import tsx bench/reader.ts <hubops module>`.
 * The 100 pages of the listing server, parsed once; then every issue read with `ShortIssue` (a
 * date and the author's login kept, so that nothing is skipped), timed apart from the parsing.
 * Run with `--disallow-code-generation-from-strings`, it times the reader a page under a
 * Content-Security-Policy (and Cloudflare Workers) runs: the same steps, interpreted. With
 * `broken` after the module, every user of every issue lacks its `node_id`, which GitHub's
 * description promises: an answer that breaks a promise throughout.
 * Prints `{ ms, items, checksum }`: the median of seven runs after two to warm up.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildPages } from './listing-server.js';
import type * as Hubops from '../src/index.js';

const [hubopsModule, broken] = process.argv.slice(2) as [string, string | undefined];
const { fromDict, ShortIssue } = (await import(hubopsModule)) as typeof Hubops;
const pages = buildPages(fileURLToPath(new URL('./fixtures/issue.json', import.meta.url))).map((page) => JSON.parse(page.body.toString('utf8')) as Record<string, unknown>[]);
if (broken === 'broken') {
  for (const issue of pages.flat()) {
    const milestone = issue.milestone as Record<string, unknown> | null;
    const users = [issue.user, issue.assignee, ...((issue.assignees as unknown[] | null) ?? []), milestone?.creator];
    for (const user of users) if (user && typeof user === 'object') delete (user as Record<string, unknown>).node_id;
  }
}
// As a listing reads them: reading an answer (here `fromDict`) installs the compiled makers first.
fromDict(ShortIssue, pages[0]?.[0]);

function readAll(): { items: number; checksum: number } {
  let items = 0;
  let checksum = 0;
  for (const page of pages) {
    for (let i = 0; i < page.length; i++) {
      const issue = ShortIssue.wrap(page[i], `[${i}]`);
      items++;
      checksum += issue.number + (issue.user?.login.length ?? 0) + (issue.created_at?.getTime() ?? 0) % 997;
    }
  }
  return { items, checksum };
}

readAll();
readAll();
const times: number[] = [];
let last = { items: 0, checksum: 0 };
for (let run = 0; run < 7; run++) {
  const started = performance.now();
  last = readAll();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ ms: times[3], ...last }));
