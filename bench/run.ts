/**
 * `npm run bench`: every performance budget of the project, measured side by side in one run
 * and printed as ratios. It reports; it does not fail on a missed budget.
 */
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { packAndInstall } from '../spec/support/packed.js';
import { entries, linkReferences, measureBundle, measureParts, PARTS, type BundleSize, type EntryKey, type Part } from './bundle-size.js';
import { callsRaw, held, hubopsSession, listHubops, listOctokit, listRaw, octokitClient, SINGLE_CALLS, useHubops, type HubopsApi, type Listed, type Mode } from './listing.js';
import { startListingServer, PAGES, TOTAL_ISSUES, type ListingServer } from './listing-server.js';
import { median, ms, ratio, renderTable, seconds, type Row } from './report.js';
import { measureTypecheck, type Side } from './typecheck.js';
import { measureColdStart, type StartSide } from './cold-start.js';
import type { SideResult } from './side.js';

const REPO = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const RUNS = 7;
/**
 * A budget of the project: the goal, and the step toward it that a measure is held to now (`met?`
 * says whether the step is met; the goal is printed beside it).
 */
interface Budget {
  readonly step: number;
  readonly goal: number;
}
/** The budget column: the step, and the goal in brackets. */
const shownBudget = (budget: Budget, show: (value: number) => string): string => `≤ ${show(budget.step)} (goal ${show(budget.goal)})`;

// Bundles: bytes, min+gz, the worse of esbuild and Rollup; the unpacked package in bytes.
const BUNDLE_BUDGET = {
  oneOperation: { step: 12_000, goal: 10_000 },
  generatedOperation: { step: 12_500, goal: 10_500 },
  graphqlCall: { step: 9_000, goal: 8_000 },
  facade: { step: 40_000, goal: 30_000 },
  webhookReceiver: { step: 6_000, goal: 4_000 },
  unpacked: { step: 5_000_000, goal: 4_000_000 },
};
// Times as ratios to a side of the same run: a listing to raw fetch + JSON.parse, single calls to ky
// alone, tsc above an empty file (skipLibCheck on) to @octokit/rest's; the heap a held listing
// occupies to raw's; tsc with skipLibCheck off in ms above an empty file.
const BUDGET = {
  listing: { six: { step: 1.3, goal: 1.15 }, every: { step: 1.35, goal: 1.25 } },
  heldHeap: 1.3,
  relistRequests: 0,
  typecheck: { step: 0.25, goal: 0.15 },
  typecheckStrictMs: 1000,
  singleCalls: 1.2,
  singleCallsKy: { step: 1.15, goal: 1.05 },
};
// Cold start above an empty process, as a ratio to @octokit/rest's; and MiB of peak memory above it.
const START_BUDGET = { oneOperation: { step: 1.0, goal: 0.7 }, oneOperationRoot: { step: 1.3, goal: 1.0 }, client: { step: 1.3, goal: 1.0 }, peakMiB: 8 };

/** The module group an input of a bundle belongs to: a package, or a folder of src/. */
function groupOf(input: string): string {
  // The package's own modules one by one: which of them a bundle keeps is the question.
  const own = /node_modules\/hubops\/(.+)$/.exec(input);
  if (own) return `hubops/${own[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1] as string;
  const area = /^src\/([^/]+)\//.exec(input);
  return area ? `src/${area[1]}` : input;
}

/** Minified bytes per module group, and its share of the gzipped size (an estimate: gzip is not additive). */
function breakdown(size: BundleSize): void {
  const groups = new Map<string, number>();
  for (const { input, bytes } of size.contributors) groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytes);
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`\nOne-operation bundle by module (minified bytes; share × gzipped size):`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${group.padEnd(40)} ${String(bytes).padStart(6)}  ≈ ${kB((bytes / total) * size.gzipped).padStart(8)} gz`);
  }
  console.log(`\nTop inputs of the one-operation bundle (bytes in the minified output, before gzip):`);
  for (const { input, bytes } of size.contributors.slice(0, 12)) console.log(`  ${String(bytes).padStart(6)}  ${input.replace(/^.*?node_modules\//, '')}`);
}

// A collection between timed runs keeps one side's garbage from being billed to the next.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** 1 KB = 1000 bytes in the bundle measures, as the budgets are written. */
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} KB`;
const both = (size: BundleSize): string => `${kB(size.gzipped)} (esbuild ${kB(size.esbuild.gzipped)}, Rollup ${kB(size.rollup.gzipped)})`;

/** What each part a plain session carries adds to ky reading a Repository, bundled from the sources (see `measureParts`). */
async function parts(): Promise<void> {
  const all = Object.keys(PARTS) as Part[];
  const floor = await measureParts(REPO, []);
  console.log(`\nWhat a plain session carries, each part added to ky reading a Repository (from the sources, esbuild, min+gz; ${kB(floor)} alone):`);
  for (const part of all) console.log(`  + ${PARTS[part].name.padEnd(34)} ${kB((await measureParts(REPO, [part])) - floor).padStart(9)}`);
  console.log(`  all of them, with no request path joining them: ${kB(await measureParts(REPO, all))}`);
  // A GraphQL call reads no model and builds no path from arguments: ky posting a query, with the other parts.
  const graphqlParts = all.filter((part) => part !== 'path');
  console.log(`  a GraphQL call's floor: ky posting a query and reading JSON ${kB(await measureParts(REPO, [], true))}; with ${graphqlParts.map((part) => PARTS[part].name).join(', ')}: ${kB(await measureParts(REPO, graphqlParts, true))}`);
}

async function bundles(): Promise<Row[]> {
  console.log('\n## Bundle size, from the package as npm packs it (esbuild: bundle + minify, ESM, browser; Rollup: node-resolve + terser; gzip -9; the worse of the two; 1 KB = 1000 bytes)\n');
  const packed = await packAndInstall();
  try {
    linkReferences(REPO, packed.consumer);
    const all = entries();
    const size: Partial<Record<EntryKey, BundleSize>> = {};
    for (const [key, entry] of Object.entries(all) as [EntryKey, (typeof all)[EntryKey]][]) {
      const measured = await measureBundle(entry, packed.consumer, key);
      size[key] = measured;
      console.log(`${entry.name.padEnd(36)} esbuild ${kB(measured.esbuild.gzipped).padStart(9)}  Rollup ${kB(measured.rollup.gzipped).padStart(9)}  min+gz`);
    }
    const { oneOperation, generatedOperation, graphqlCall, facade, octokitCore, octokitResilient, octokitRest, kyAlone, kyReadRepository, webhookVerify, webhookReceiver, octokitWebhookVerify, octokitWebhooks } = size as Record<EntryKey, BundleSize>;
    breakdown(oneOperation);
    console.log(`\none operation vs ky alone: ${ratio(oneOperation.gzipped / kyAlone.gzipped)} (${kB(oneOperation.gzipped - kyAlone.gzipped)} of hubops's own)`);
    console.log(`ky and reading a Repository, with nothing of a request path: ${kB(kyReadRepository.gzipped)} (ky ${kB(kyAlone.gzipped)}, the reader and the model ${kB(kyReadRepository.gzipped - kyAlone.gzipped)}); what one operation carries beyond them: ${kB(oneOperation.gzipped - kyReadRepository.gzipped)}`);
    await parts();
    const row = (measure: string, own: BundleSize, reference: string, against: number | null, budget: Budget | null): Row => ({
      measure,
      hubops: both(own),
      reference,
      ratio: against === null ? '' : ratio(own.gzipped / against),
      budget: budget === null ? '' : shownBudget(budget, kB),
      ...(budget === null ? {} : { met: own.gzipped <= budget.step }),
    });
    return [
      row('bundle: one operation (min+gz)', oneOperation, `@octokit/core ${kB(octokitCore.gzipped)}`, octokitCore.gzipped, BUNDLE_BUDGET.oneOperation),
      row('  octokit with retries and throttling', oneOperation, `@octokit/core + retry + throttling ${kB(octokitResilient.gzipped)}`, octokitResilient.gzipped, null),
      row('bundle: one generated operation (min+gz)', generatedOperation, `hubops getRepository ${kB(oneOperation.gzipped)}`, oneOperation.gzipped, BUNDLE_BUDGET.generatedOperation),
      row('bundle: one GraphQL call (min+gz)', graphqlCall, '', null, BUNDLE_BUDGET.graphqlCall),
      row('bundle: the facade (min+gz)', facade, `@octokit/rest ${kB(octokitRest.gzipped)}`, octokitRest.gzipped, BUNDLE_BUDGET.facade),
      row('bundle: webhook receiver, one typed handler (min+gz)', webhookReceiver, `@octokit/webhooks ${kB(octokitWebhooks.gzipped)}`, octokitWebhooks.gzipped, BUNDLE_BUDGET.webhookReceiver),
      row('bundle: verify a webhook delivery (min+gz)', webhookVerify, `@octokit/webhooks-methods ${kB(octokitWebhookVerify.gzipped)}`, octokitWebhookVerify.gzipped, null),
      {
        measure: 'the package, unpacked',
        hubops: `${(packed.report.unpackedSize / 1e6).toFixed(2)} MB in ${packed.report.files.length} files`,
        reference: '',
        ratio: '',
        budget: shownBudget(BUNDLE_BUDGET.unpacked, (bytes) => `${(bytes / 1e6).toFixed(0)} MB`),
        met: packed.report.unpackedSize <= BUNDLE_BUDGET.unpacked.step,
      },
    ];
  } finally {
    packed.cleanup();
  }
}

type ListingSide = 'raw' | 'hubops' | 'octokit';
/** Every side a timed comparison may run. */
type SideName = ListingSide | 'route' | 'ky';

/** Wall time, and this process's CPU time (the server runs in another). */
async function timed(list: () => Promise<Listed>): Promise<{ ms: number; cpuMs: number; listed: Listed }> {
  collect();
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const listed = await list();
  const elapsed = performance.now() - start;
  const { user, system } = process.cpuUsage(cpuStart);
  return { ms: elapsed, cpuMs: (user + system) / 1000, listed };
}

const MODES = { six: 'six fields read', every: 'every field read' } as const;

/** The packed package's root module, for the sides measured in processes of their own. */
let hubopsModule: string | undefined;

/** One run of a side in a process of its own (bench/side.ts): a warm-up, then the timed run. */
function inProcess(what: 'listing' | 'calls', side: SideName, mode: Mode, origin: string): { ms: number; cpuMs: number; listed: Listed } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'bench/side.ts'), what, side, mode, origin, ...(hubopsModule ? [hubopsModule] : [])], { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (result.status !== 0) throw new Error(`${what} ${side} failed: ${result.stderr}`);
  const { ms: elapsed, cpuMs, items, checksum } = JSON.parse(result.stdout) as SideResult;
  return { ms: elapsed, cpuMs, listed: { items, checksum } };
}

/**
 * Each side run `RUNS` times, each run in a process of its own and the sides interleaved, every
 * run checked against what raw `fetch` read: printed with its runs and client CPU against raw's.
 * The median time of each side.
 */
function interleaved<S extends SideName>(what: 'listing' | 'calls', sides: readonly S[], mode: Mode, origin: string, expected: { readonly items?: number; readonly checksum: number }): Record<S, number> {
  const times = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<S, number[]>;
  const cpu = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<S, number[]>;
  for (let run = 0; run < RUNS; run++) {
    for (const side of sides) {
      const { ms: elapsed, cpuMs, listed } = inProcess(what, side, mode, origin);
      if ((expected.items !== undefined && listed.items !== expected.items) || listed.checksum !== expected.checksum) throw new Error(`${side} read ${listed.items} items (checksum ${listed.checksum}), expected ${expected.items ?? 'any number of'} (${expected.checksum})`);
      times[side].push(elapsed);
      cpu[side].push(cpuMs);
    }
  }
  const mid = Object.fromEntries(sides.map((side) => [side, median(times[side])])) as Record<S, number>;
  const raw = sides.find((side) => side === 'raw') as S;
  for (const side of sides) {
    const cpuMid = median(cpu[side]);
    console.log(`${side.padEnd(8)} median ${ms(mid[side]).padStart(8)} ${ratio(mid[side] / mid[raw]).padStart(7)} raw | client CPU ${ms(cpuMid).padStart(8)} ${ratio(cpuMid / median(cpu[raw])).padStart(7)} raw | runs: ${times[side].map((t) => t.toFixed(0)).join(', ')}`);
  }
  return mid;
}

async function listing(server: ListingServer, mode: Exclude<Mode, 'hold'>): Promise<{ rows: Row[]; expected: Listed }> {
  const { origin } = server;
  const { totalBytes } = await server.stats();
  console.log(`\n## Listing ${TOTAL_ISSUES.toLocaleString('en')} issues, ${MODES[mode]}, ${PAGES} pages of 100, ${(totalBytes / 1e6).toFixed(1)} MB over loopback (median of ${RUNS}, interleaved; each run a process of its own, after a warm-up run in it)\n`);
  const expected = (await timed(() => listRaw(origin, mode))).listed;
  const mid = interleaved('listing', ['raw', 'hubops', 'octokit'], mode, origin, expected);
  const rows: Row[] = [
    { measure: `list 10,000 issues, ${MODES[mode]}`, hubops: ms(mid.hubops), reference: `raw fetch+JSON.parse ${ms(mid.raw)}`, ratio: ratio(mid.hubops / mid.raw), budget: `${shownBudget(BUDGET.listing[mode], ratio)} raw`, met: mid.hubops / mid.raw <= BUDGET.listing[mode].step },
    { measure: '  octokit paginate (for scale)', hubops: ms(mid.hubops), reference: `octokit ${ms(mid.octokit)} (${ratio(mid.octokit / mid.raw)} raw)`, ratio: ratio(mid.hubops / mid.octokit), budget: '', met: undefined },
  ];
  return { rows, expected };
}

/** 1,000 sequential single calls (`getRepository`, two fields read), against raw fetch + JSON.parse and octokit. */
async function singleCalls(server: ListingServer): Promise<Row[]> {
  const { origin } = server;
  console.log(`\n## ${SINGLE_CALLS.toLocaleString('en')} sequential single calls (GET /repos/o/r, the documented repository, two fields read) over loopback (median of ${RUNS}, interleaved; each run a process of its own, after a warm-up run in it)\n`);
  const mid = interleaved('calls', ['raw', 'ky', 'hubops', 'route', 'octokit'], 'six', origin, { checksum: await callsRaw(origin) });
  return [
    { measure: `${SINGLE_CALLS.toLocaleString('en')} single calls, two fields read`, hubops: ms(mid.hubops), reference: `raw fetch+JSON.parse ${ms(mid.raw)}`, ratio: ratio(mid.hubops / mid.raw), budget: `≤ ${ratio(BUDGET.singleCalls)} raw`, met: mid.hubops / mid.raw <= BUDGET.singleCalls },
    { measure: `  the same against ky alone (ky(url).json(), ${ratio(mid.ky / mid.raw)} raw)`, hubops: ms(mid.hubops), reference: `ky ${ms(mid.ky)}`, ratio: ratio(mid.hubops / mid.ky), budget: `${shownBudget(BUDGET.singleCallsKy, ratio)} ky`, met: mid.hubops / mid.ky <= BUDGET.singleCallsKy.step },
    { measure: '  octokit request (for scale)', hubops: ms(mid.hubops), reference: `octokit ${ms(mid.octokit)} (${ratio(mid.octokit / mid.raw)} raw)`, ratio: ratio(mid.hubops / mid.octokit), budget: '', met: undefined },
    { measure: '  by route: request beside octokit.request', hubops: `${ms(mid.route)} (${ratio(mid.route / mid.raw)} raw)`, reference: `octokit ${ms(mid.octokit)} (${ratio(mid.octokit / mid.raw)} raw)`, ratio: ratio(mid.route / mid.octokit), budget: '', met: undefined },
    ...(await gzipped(server, 'calls')),
  ];
}

/**
 * The same calls or listing with every answer gzip'd and sent in chunks with no length, as GitHub
 * sends its answers: a body no declared length bounds, counted as it arrives. No budget: the
 * budgets hold the plain answers above.
 */
async function gzipped(server: ListingServer, what: 'calls' | 'listing'): Promise<Row[]> {
  const origin = `${server.origin}/gzip`;
  const sides = what === 'calls' ? (['raw', 'ky', 'hubops'] as const) : (['raw', 'hubops'] as const);
  console.log(`\n## The same ${what === 'calls' ? 'calls' : 'listing (six fields read)'}, each answer gzip'd and chunked as GitHub sends it (median of ${RUNS}, interleaved; each run a process of its own)\n`);
  const medians: Partial<Record<SideName, number>> = interleaved(what, sides, 'six', origin, what === 'calls' ? { checksum: await callsRaw(origin) } : await listRaw(origin, 'six'));
  const mid = (side: SideName) => medians[side] ?? Number.NaN;
  if (what === 'listing') return [{ measure: "  gzip'd pages, as GitHub sends them", hubops: ms(mid('hubops')), reference: `raw fetch+JSON.parse ${ms(mid('raw'))}`, ratio: ratio(mid('hubops') / mid('raw')), budget: '', met: undefined }];
  return [{ measure: `  gzip'd answers, as GitHub sends them (ky ${ratio(mid('ky') / mid('raw'))} raw)`, hubops: ms(mid('hubops')), reference: `ky ${ms(mid('ky'))}`, ratio: ratio(mid('hubops') / mid('ky')), budget: '', met: undefined }];
}

/** The heap a listing's items occupy while held: the used heap with them kept, less without, both after a full collection. */
async function heldHeap(list: () => Promise<Listed>): Promise<number> {
  held.length = 0;
  collect();
  const before = process.memoryUsage().heapUsed;
  const { items } = await list();
  collect();
  const after = process.memoryUsage().heapUsed;
  if (held.length !== items) throw new Error(`held ${held.length} of ${items} items`);
  held.length = 0;
  return after - before;
}

async function memory(server: ListingServer): Promise<Row[]> {
  const { origin } = server;
  const sides: Record<ListingSide, () => Promise<Listed>> = {
    raw: () => listRaw(origin, 'hold'),
    hubops: () => listHubops(hubopsSession(origin), 'hold'),
    octokit: () => listOctokit(octokitClient(origin), 'hold'),
  };
  console.log(`\n## Heap a held listing of ${TOTAL_ISSUES.toLocaleString('en')} issues occupies (median of 3, after a full collection)\n`);
  const bytes: Record<ListingSide, number[]> = { raw: [], hubops: [], octokit: [] };
  for (let run = 0; run < 3; run++) for (const side of Object.keys(sides) as ListingSide[]) bytes[side].push(await heldHeap(sides[side]));
  const mb = (value: number) => `${(value / 2 ** 20).toFixed(1)} MB`;
  const mid = { raw: median(bytes.raw), hubops: median(bytes.hubops), octokit: median(bytes.octokit) };
  for (const side of Object.keys(bytes) as ListingSide[]) console.log(`${side.padEnd(8)} ${mb(mid[side]).padStart(9)} ${ratio(mid[side] / mid.raw).padStart(7)} raw | runs: ${bytes[side].map(mb).join(', ')}`);
  return [
    { measure: 'heap of a held listing', hubops: mb(mid.hubops), reference: `raw JSON.parse ${mb(mid.raw)}`, ratio: ratio(mid.hubops / mid.raw), budget: `≤ ${ratio(BUDGET.heldHeap)} raw`, met: mid.hubops / mid.raw <= BUDGET.heldHeap },
    { measure: '  octokit (for scale)', hubops: mb(mid.hubops), reference: `octokit ${mb(mid.octokit)} (${ratio(mid.octokit / mid.raw)} raw)`, ratio: ratio(mid.hubops / mid.octokit), budget: '' },
  ];
}

/** Requests of `list` the server answered with something other than 304. */
async function fullAnswers(server: ListingServer, list: () => Promise<Listed>, expected: Listed): Promise<{ count: number; ms: number }> {
  const before = await server.stats();
  const { ms: elapsed, listed } = await timed(list);
  const after = await server.stats();
  if (listed.items !== expected.items || listed.checksum !== expected.checksum) throw new Error(`a cached relisting saw ${listed.items} items (checksum ${listed.checksum})`);
  return { count: after.requests - before.requests - (after.notModified - before.notModified), ms: elapsed };
}

async function relisting(server: ListingServer, expected: Listed): Promise<Row[]> {
  console.log('\n## The same listing again, with the conditional cache\n');
  const session = hubopsSession(server.origin, true);
  const first = await fullAnswers(server, () => listHubops(session), expected);
  const again = await fullAnswers(server, () => listHubops(session), expected);
  const octokit = octokitClient(server.origin);
  await listOctokit(octokit);
  const octokitAgain = await fullAnswers(server, () => listOctokit(octokit), expected);
  console.log(`hubops  (conditionalCache())  first listing: ${first.count} full answers, ${ms(first.ms)}; again: ${again.count} full answers (${PAGES - again.count} × 304), ${ms(again.ms)}`);
  console.log(`octokit (no cache)     again: ${octokitAgain.count} full answers, ${ms(octokitAgain.ms)}`);
  return [
    {
      measure: 'relist with cache: non-304 requests',
      hubops: String(again.count),
      reference: `octokit ${octokitAgain.count}`,
      ratio: '—',
      budget: `${BUDGET.relistRequests}`,
      met: again.count <= BUDGET.relistRequests,
    },
  ];
}

function typecheck(consumer: string): Row[] {
  // As many runs as the timed sections: with three, one slow run of this machine moved a side by a third of a second.
  console.log(`\n## tsc --noEmit of a tiny file using the client, against the packed package (wall time, median of ${RUNS}, interleaved; strict, skipLibCheck, lib ES2022 + DOM)\n`);
  const { times, errors } = measureTypecheck(REPO, consumer, RUNS);
  const mid = Object.fromEntries(Object.entries(times).map(([side, samples]) => [side, median(samples)])) as Record<Side, number>;
  const above = (side: Side) => seconds(mid[side] - mid.empty);
  console.log(`hubops via shipped .d.ts   ${seconds(mid.hubops)}  (${above('hubops')} above the floor)`);
  console.log(`hubops via src/*.ts        ${seconds(mid.hubopsSource)}  (${above('hubopsSource')} above the floor)`);
  console.log(`one operation (.d.ts)      ${seconds(mid.oneOperation)}  (${above('oneOperation')} above the floor)`);
  console.log(`hubops/actions (.d.ts)     ${seconds(mid.generated)}  (${above('generated')} above the floor)`);
  console.log(`  … typed for 2026-03-10   ${seconds(mid.generatedLater)}  (${above('generatedLater')} above the floor)`);
  console.log(`hubops/webhooks (.d.ts)    ${seconds(mid.webhooks)}  (${above('webhooks')} above the floor)`);
  console.log(`@octokit/rest              ${seconds(mid.octokit)}  (${above('octokit')} above the floor)`);
  console.log(`@octokit/webhooks          ${seconds(mid.octokitWebhooks)}  (${above('octokitWebhooks')} above the floor)`);
  console.log(`empty file (tsc's floor)   ${seconds(mid.empty)}`);
  for (const [side, text] of Object.entries(errors)) console.log(`note: the ${side} file had type errors (timed anyway):\n  ${text.replaceAll('\n', '\n  ')}`);
  const rest = mid.octokit - mid.empty;
  /** A file's time above the floor, as a share of @octokit/rest's, against the budget. */
  const shareRow = (measure: string, side: 'hubops' | 'oneOperation' | 'generated' | 'generatedLater'): Row => ({
    measure,
    hubops: seconds(mid[side] - mid.empty),
    reference: `@octokit/rest ${seconds(rest)}`,
    ratio: ratio((mid[side] - mid.empty) / rest),
    budget: `${shownBudget(BUDGET.typecheck, ratio)} rest`,
    met: (mid[side] - mid.empty) / rest <= BUDGET.typecheck.step,
  });
  return [
    {
      measure: 'tsc --noEmit, file using the client',
      hubops: `${seconds(mid.hubops)} (.d.ts)`,
      reference: `@octokit/rest ${seconds(mid.octokit)}`,
      ratio: ratio(mid.hubops / mid.octokit),
      budget: '',
    },
    shareRow('  above an empty file (tsc floor)', 'hubops'),
    shareRow('tsc --noEmit, one operation (core + repos), above the floor', 'oneOperation'),
    shareRow('tsc --noEmit, one generated area, above the floor', 'generated'),
    shareRow('  the same, a session typed for API version 2026-03-10', 'generatedLater'),
    {
      measure: 'tsc --noEmit, a typed webhook receiver, above the floor',
      hubops: seconds(mid.webhooks - mid.empty),
      reference: `@octokit/webhooks ${seconds(mid.octokitWebhooks - mid.empty)}`,
      ratio: ratio((mid.webhooks - mid.empty) / (mid.octokitWebhooks - mid.empty)),
      budget: '',
    },
  ];
}

async function coldStart(): Promise<Row[]> {
  console.log('\n## Cold start: a fresh node process importing from the packed package and making a session or a client (median of 15; above a process importing nothing)\n');
  const packed = await packAndInstall();
  try {
    linkReferences(REPO, packed.consumer, ['@octokit/rest']);
    const { ms: times, peak } = measureColdStart(packed.consumer, 15);
    const mid = (side: StartSide) => median(times[side]);
    const mib = (side: StartSide) => (median(peak[side]) - median(peak.empty)) / 1024 / 1024;
    for (const side of ['oneOperation', 'oneOperationRoot', 'client', 'octokitRest', 'empty'] as const) {
      console.log(`${side.padEnd(16)} ${ms(mid(side)).padStart(9)}  (+${ms(mid(side) - mid('empty'))}), peak ${(median(peak[side]) / 1024 / 1024).toFixed(1)} MiB (+${mib(side).toFixed(1)} MiB)`);
    }
    const rest = mid('octokitRest') - mid('empty');
    const row = (measure: string, side: 'oneOperation' | 'oneOperationRoot' | 'client'): Row => ({
      measure,
      hubops: `+${ms(mid(side) - mid('empty'))}, +${mib(side).toFixed(1)} MiB`,
      reference: `@octokit/rest +${ms(rest)}, +${mib('octokitRest').toFixed(1)} MiB`,
      ratio: ratio((mid(side) - mid('empty')) / rest),
      budget: `${shownBudget(START_BUDGET[side], ratio)} rest, ≤ +${START_BUDGET.peakMiB} MiB`,
      met: (mid(side) - mid('empty')) / rest <= START_BUDGET[side].step && mib(side) <= START_BUDGET.peakMiB,
    });
    return [
      row('cold start: one operation and a session (hubops/core + hubops/repos)', 'oneOperation'),
      row('cold start: the same, the session from the root hubops', 'oneOperationRoot'),
      row('cold start: a client', 'client'),
    ];
  } finally {
    packed.cleanup();
  }
}

/** The same files with skipLibCheck off: the shipped declarations are checked too. */
function typecheckStrict(consumer: string): Row[] {
  console.log('\n## tsc --noEmit with skipLibCheck off (wall time, median of 3; strict, lib ES2022 + DOM)\n');
  const sides = ['hubops', 'oneOperation', 'generated', 'octokit', 'empty'] as const;
  const { times } = measureTypecheck(REPO, consumer, 3, false, sides);
  const mid = Object.fromEntries(sides.map((side) => [side, median(times[side])])) as Record<(typeof sides)[number], number>;
  const names = { hubops: 'a client', oneOperation: 'one operation (core + repos)', generated: 'one generated area' } as const;
  for (const side of sides) console.log(`${side.padEnd(14)} ${seconds(mid[side])}  (${seconds(mid[side] - mid.empty)} above the floor)`);
  return (['hubops', 'oneOperation', 'generated'] as const).map((side) => ({
    measure: `tsc, skipLibCheck off: ${names[side]}, above the floor`,
    hubops: seconds(mid[side] - mid.empty),
    reference: `@octokit/rest ${seconds(mid.octokit - mid.empty)}`,
    ratio: ratio((mid[side] - mid.empty) / (mid.octokit - mid.empty)),
    budget: `≤ +${seconds(BUDGET.typecheckStrictMs)} above`,
    met: mid[side] - mid.empty <= BUDGET.typecheckStrictMs,
  }));
}

/**
 * Reading 10,000 listed issues with the reader Node runs (each model's maker compiled from its field
 * list) and with the one a runtime that refuses code from text runs (the same steps interpreted), in
 * processes of their own: what a reader without `new Function` would cost every listing. Then the
 * same issues with a promise broken in each of their users (no `node_id`): what an answer that
 * strays from GitHub's description throughout costs.
 */
function reader(): Row[] {
  console.log('\n## Reading 10,000 listed issues (ShortIssue, parsed beforehand; median of 7 in a process of its own, after two warm-up runs)\n');
  const run = (flags: string[], ...more: string[]) => {
    const result = spawnSync(process.execPath, [...flags, '--import', 'tsx', join(REPO, 'bench/reader.ts'), hubopsModule as string, ...more], { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 20 });
    if (result.status !== 0) throw new Error(`reader failed: ${result.stderr}`);
    return JSON.parse(result.stdout) as { ms: number; items: number; checksum: number };
  };
  const compiled: number[] = [];
  const interpreted: number[] = [];
  const broken: number[] = [];
  for (let round = 0; round < 3; round++) {
    const a = run([]);
    const b = run(['--disallow-code-generation-from-strings']);
    const c = run([], 'broken');
    if (a.items !== b.items || a.checksum !== b.checksum || c.checksum !== a.checksum) throw new Error(`the readers disagree: ${JSON.stringify([a, b, c])}`);
    compiled.push(a.ms);
    interpreted.push(b.ms);
    broken.push(c.ms);
  }
  console.log(`compiled     median ${ms(median(compiled)).padStart(8)} | runs: ${compiled.map((t) => t.toFixed(0)).join(', ')}`);
  console.log(`interpreted  median ${ms(median(interpreted)).padStart(8)} | runs: ${interpreted.map((t) => t.toFixed(0)).join(', ')}`);
  console.log(`promise broken in every user, compiled  median ${ms(median(broken)).padStart(8)} | runs: ${broken.map((t) => t.toFixed(0)).join(', ')}`);
  return [
    { measure: 'read 10,000 listed issues: interpreted (code from text refused)', hubops: ms(median(interpreted)), reference: `compiled ${ms(median(compiled))}`, ratio: ratio(median(interpreted) / median(compiled)), budget: '', met: undefined },
    { measure: 'read 10,000 listed issues, a promise broken in each of their users', hubops: ms(median(broken)), reference: `kept ${ms(median(compiled))}`, ratio: ratio(median(broken) / median(compiled)), budget: '', met: undefined },
  ];
}

/** `npm run bench -- listing memory`: only the named sections (bundles, calls, coldstart, listing, memory, reader, relisting, typecheck). */
const only = new Set(process.argv.slice(2));
const wanted = (section: string): boolean => only.size === 0 || only.has(section);

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`hubops bench — Node ${process.version}, ${process.platform}/${process.arch}`);
  const rows: Row[] = wanted('bundles') ? [...(await bundles())] : [];
  if (wanted('listing') || wanted('memory') || wanted('relisting') || wanted('calls') || wanted('reader')) {
    // hubops as a user runs it: the root module of the package npm packs.
    const packed = await packAndInstall();
    hubopsModule = join(packed.installed, 'dist/index.js');
    useHubops((await import(hubopsModule)) as HubopsApi);
    const server = await startListingServer();
    try {
      if (wanted('listing') || wanted('memory') || wanted('relisting')) {
        const { rows: listingRows, expected } = await listing(server, 'six');
        if (wanted('listing')) rows.push(...listingRows, ...(await gzipped(server, 'listing')), ...(await listing(server, 'every')).rows);
        if (wanted('memory')) rows.push(...(await memory(server)));
        if (wanted('relisting')) rows.push(...(await relisting(server, expected)));
      }
      if (wanted('reader')) rows.push(...reader());
      if (wanted('calls')) rows.push(...(await singleCalls(server)));
    } finally {
      server.close();
      packed.cleanup();
    }
  }
  if (wanted('coldstart')) rows.push(...(await coldStart()));
  if (wanted('typecheck')) {
    const packed = await packAndInstall();
    try {
      linkReferences(REPO, packed.consumer, ['@octokit/rest', '@octokit/webhooks']);
      rows.push(...typecheck(packed.consumer), ...typecheckStrict(packed.consumer));
    } finally {
      packed.cleanup();
    }
  }
  console.log(`\n## Summary (${seconds(performance.now() - started)} in all)\n`);
  console.log(renderTable(rows));
}

await main();
