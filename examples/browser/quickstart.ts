/**
 * The Quickstart in a browser page: bundle it for the browser (esbuild, Vite, …) and open
 * `index.html?api=<base URL>`. spec/runtimes/browser.spec.ts bundles it, serves it beside the replay
 * server and runs it in headless Chromium. What it found is printed in the page and, when the
 * page names a `report` URL, posted there.
 */
import { createClient, NotFoundError, TransportError } from 'hubops';

const params = new URLSearchParams(location.search);
const gh = createClient({ baseUrl: params.get('api') ?? 'https://api.github.com' });
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  document.body.append(Object.assign(document.createElement('p'), { textContent: line }));
};

async function main(): Promise<void> {
  const repo = await gh.repository('octocat', 'Hello-World');
  say(`repository ${repo.full_name} ${repo.stargazers_count}`);

  const issues = gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 50, onPage: ({ page, items }) => say(`page ${page}: ${items}`) });
  for await (const issue of issues) say(`#${issue.number} ${issue.title}`);
  // A cross-origin answer's ETag and Link are readable only when the service exposes them, as api.github.com does.
  say(`etag ${issues.etag ? 'kept' : 'missing'}: ${issues.etag ?? ''}; link ${issues.lastResponse?.headers.get('link') ? 'read' : 'unreadable'}`);

  try {
    await gh.repository('octocat', 'no-such-repository');
  } catch (error) {
    say(error instanceof NotFoundError ? `NotFoundError ${error.status}` : `unexpected ${String(error)}`);
  }

  const controller = new AbortController();
  controller.abort();
  try {
    await gh.zen({ signal: controller.signal });
    say('abort ignored');
  } catch (error) {
    say(error instanceof TransportError ? `TransportError ${error.reason}` : `unexpected ${String(error)}`);
  }

  const slow = params.get('slow');
  if (slow) await againstSlowService(slow);
}

/**
 * Against a service that reports its rate limit and answers the repository slowly (the spec
 * gives one): the rate limit is read from the answer's headers, and a request already on its
 * way is aborted.
 */
async function againstSlowService(baseUrl: string): Promise<void> {
  const controller = new AbortController();
  const slow = createClient({
    baseUrl,
    retry: false,
    // Abort once the request has left: a moment after it is handed to fetch.
    hooks: { beforeRequest: ({ url }) => void (url.includes('/repos/') && setTimeout(() => controller.abort(), 300)) },
  });
  say(`zen ${await slow.zen()}`);
  say(`rate limit remaining ${await slow.ratelimitRemaining()} of ${slow.session.state.rateLimits.core?.limit ?? 'unknown'}`);
  const started = Date.now();
  try {
    await slow.repository('octocat', 'Hello-World', { signal: controller.signal });
    say('in-flight abort ignored');
  } catch (error) {
    say(error instanceof TransportError ? `in flight: TransportError ${error.reason} after ${Date.now() - started < 5000 ? 'less than 5 s' : 'too long'}` : `unexpected ${String(error)}`);
  }
}

main()
  .catch((error: unknown) => say(`failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`))
  .finally(() => {
    say('done');
    const report = params.get('report');
    if (report) void fetch(report, { method: 'POST', body: lines.join('\n') });
  });
