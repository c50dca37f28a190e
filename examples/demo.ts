/**
 * A short walk through hubops. By default it answers from the sample recordings of
 * `hubops/testing` through a local replay server: no network, no token. With `--live`
 * (and GITHUB_TOKEN set) the same read-only walk goes to api.github.com, or to GITHUB_API_URL.
 *   npm run demo            npm run demo -- --live
 */
import { createClient, type Client } from 'hubops';
import { startReplayServer, type ReplayServer } from 'hubops/testing';

const LABEL_WIDTH = 16;
const TITLE_WIDTH = 60;
// A live listing of octocat/Hello-World runs to thousands of issues: three pages say enough.
const LIVE_ISSUE_LIMIT = 300;
// Enough lines to show the listing at work without burying the rest of the walk.
const ISSUE_LINES = 10;

const heading = (title: string) => console.log(`\n${title}`);
const row = (label: string, value: unknown) => console.log(`  ${label.padEnd(LABEL_WIDTH)}${String(value)}`);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—');
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const epoch = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

// The text of the markdown sample, so the request matches the recording.
const MARKDOWN = 'Hello **world**';

async function showRepository(gh: Client): Promise<void> {
  const repo = await gh.repository('octocat', 'Hello-World');
  heading(`Repository ${repo.full_name}`);
  row('description', repo.description ?? '—');
  row('stars', repo.stargazers_count ?? '—');
  row('forks', repo.forks_count ?? '—');
  row('default branch', repo.default_branch ?? '—');
  row('license', repo.original_license?.name ?? 'none');
  row('created', day(repo.created_at));
}

async function showIssues(gh: Client, live: boolean): Promise<void> {
  heading('Issues on octocat/Hello-World (state: all), fetched page by page');
  let [pages, count, hidden] = [0, 0, 0];
  const flushHidden = () => {
    if (hidden) console.log(`    … ${plural(hidden, 'more issue')}`);
    hidden = 0;
  };
  const issues = gh.issuesOn('octocat', 'Hello-World', {
    state: 'all',
    ...(live ? { number: LIVE_ISSUE_LIMIT } : {}),
    onPage: ({ page, items }) => {
      flushHidden();
      pages = page;
      console.log(`  page ${page}: ${plural(items, 'issue')}`);
    },
  });
  for await (const issue of issues) {
    if (++count > ISSUE_LINES) hidden++;
    else console.log(`    ${`#${issue.number}`.padStart(6)}  ${(issue.state ?? '?').padEnd(6)}  ${clip(issue.title ?? '', TITLE_WIDTH)}`);
  }
  flushHidden();
  console.log(`  ${plural(count, 'issue')} in ${plural(pages, 'page')}`);
}

async function showRateLimit(gh: Client): Promise<void> {
  const { resources } = await gh.rateLimit();
  heading('Rate limit');
  for (const name of ['core', 'search']) {
    const limit = resources[name];
    if (limit) row(name, `${limit.remaining} of ${limit.limit} left, resets ${epoch(limit.reset)}`);
  }
}

async function showWords(gh: Client): Promise<void> {
  heading('Zen');
  console.log(`  ${(await gh.zen()).trim()}`);
  heading('Markdown');
  const html = await gh.markdown(MARKDOWN);
  row('source', JSON.stringify(MARKDOWN));
  row('html', html.trim().split('\n').join(`\n  ${' '.repeat(LABEL_WIDTH)}`));
}

async function walk(gh: Client, live: boolean): Promise<void> {
  await showRepository(gh);
  await showIssues(gh, live);
  await showRateLimit(gh);
  await showWords(gh);
}

async function main(): Promise<number> {
  const live = process.argv.includes('--live');
  if (live) {
    const token = process.env.GITHUB_TOKEN;
    if (!token) {
      console.error('--live needs a token: set GITHUB_TOKEN (any token will do; the demo only reads public data).');
      return 1;
    }
    // GITHUB_API_URL (as GitHub Actions sets it) points the walk at an Enterprise Server installation.
    const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
    console.log(`hubops demo: live, against ${baseUrl}`);
    await walk(createClient({ token, baseUrl }), true);
    return 0;
  }

  let server: ReplayServer | undefined;
  try {
    server = await startReplayServer();
    console.log(`hubops demo: recorded GitHub answers, replayed from ${server.url} (offline, no token)`);
    await walk(createClient({ baseUrl: server.url }), false);
    const missed = server.requests.filter((request) => !request.interaction).length;
    console.log(
      `\nThat was offline: ${plural(server.requests.length, 'request')} answered by the replay server of hubops/testing from its sample recordings${missed ? ` (${missed} without a recording)` : ''}.` +
        '\nRun it live against api.github.com (read-only): GITHUB_TOKEN=… npm run demo -- --live',
    );
    return 0;
  } finally {
    await server?.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`\ndemo failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    process.exitCode = 1;
  },
);
