/*
 * The runtime matrix's machinery: the packed package in a consumer project, the suite built for
 * each runtime from there, the stand-ins it runs against, and one runner per runtime. The runtimes
 * come from runtimes/package.json (`npm run test:runtimes` installs them from the registry), but
 * for the machine's own Node and Debian's Chromium.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { startReplayServer, type ReplayServer } from '../../src/testing/index.js';
import { CHROMIUM, openInChromium, pageServer, reportWithin } from '../support/chromium.js';
import { pkg, ROOT } from '../support/packed.js';
import type { CaseResult } from './suite.js';

const run = promisify(execFile);
export const TOOLCHAIN = join(ROOT, 'runtimes/node_modules');

/** The package as `npm pack` makes it (its modules: the runtimes need no declarations), installed into a consumer project. */
export interface Consumer {
  readonly dir: string;
  cleanup(): void;
}

export async function packedConsumer(): Promise<Consumer> {
  const work = mkdtempSync(join(tmpdir(), 'hubops-runtimes-'));
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  await run(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], { cwd: ROOT, timeout: 240_000 });
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, timeout: 120_000 });
  const tarball = join(work, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
  const dir = join(work, 'consumer');
  const installed = join(dir, 'node_modules', pkg.name);
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], { timeout: 60_000 });
  for (const dep of Object.keys(pkg.dependencies)) {
    mkdirSync(dirname(join(dir, 'node_modules', dep)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // The suite's sources sit in the consumer, so `hubops` resolves to the installed package (not to src/).
  cpSync(join(ROOT, 'spec/runtimes'), join(dir, 'suite'), { recursive: true, filter: (file) => !file.endsWith('.spec.ts') });
  return { dir, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}

/**
 * The suite built from the consumer as its user's bundler would: for Node, only the suite (the
 * package is imported from node_modules, unbundled); for the others, one module with the package in it.
 */
export async function buildSuite(consumer: string, entry: 'cli' | 'worker' | 'page', platform: 'node' | 'neutral' | 'browser', out: string): Promise<string> {
  const outfile = join(consumer, out);
  await build({
    absWorkingDir: consumer,
    entryPoints: [join(consumer, `suite/${entry}.ts`)],
    bundle: true,
    format: 'esm',
    platform,
    target: 'es2022',
    outfile,
    logLevel: 'silent',
    tsconfigRaw: {},
    ...(platform === 'node' ? { packages: 'external' as const } : { mainFields: ['module', 'main'], conditions: platform === 'neutral' ? ['worker', 'import'] : [] }),
  });
  return outfile;
}

export interface StandIns {
  readonly rest: ReplayServer;
  /** Answers `POST /graphql`; holds every other request, unanswered. */
  readonly aux: { url: string; held: number };
  close(): Promise<void>;
}

/** The browser needs the same CORS answers from the GraphQL stand-in as api.github.com gives. */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'Authorization, Content-Type, Accept, User-Agent, X-GitHub-Api-Version', 'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE' };

/** `graphqlLogin`: whom the GraphQL stand-in names as the viewer (a wrong one breaks that case on purpose). */
export async function startStandIns(graphqlLogin = 'octocat'): Promise<StandIns> {
  const rest = await startReplayServer();
  const aux = { url: '', held: 0 };
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    if (request.url === '/graphql' && request.method === 'POST') {
      request.resume();
      const body = request.headers.authorization === 'token runtime-token' ? { data: { viewer: { login: graphqlLogin } } } : { errors: [{ message: 'no token' }] };
      return void response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
    }
    aux.held++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  aux.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rest,
    aux,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rest.close();
    },
  };
}

const env = { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };

/** Runs a command that prints the suite's results as JSON. */
async function resultsOf(command: string, args: string[], cwd: string): Promise<CaseResult[]> {
  const { stdout } = await run(command, args, { cwd, timeout: 90_000, env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as CaseResult[];
}

export interface Runtime {
  readonly name: string;
  /** What it reports of its own version. */
  version(): Promise<string>;
  /** The version as the README's table gives it, from what `version` reported. */
  listed(reported: string): string;
  results(consumer: string, standIns: StandIns): Promise<CaseResult[]>;
}

/** A Node.js line: the suite unbundled, importing the installed package as Node resolves it. */
export function nodeRuntime(name: string, binary: string): Runtime {
  return {
    name,
    version: async () => (await run(binary, ['--version'])).stdout.trim(),
    listed: (reported) => reported.replace(/^v/, ''),
    async results(consumer, { rest, aux }) {
      const program = await buildSuite(consumer, 'cli', 'node', 'node-suite.mjs');
      return resultsOf(binary, [program, rest.url, aux.url], consumer);
    },
  };
}

export const deno: Runtime = {
  name: 'Deno',
  version: async () => (await run(join(TOOLCHAIN, '.bin/deno'), ['--version'])).stdout.split('\n')[0]!.trim(),
  listed: (reported) => /deno (\S+)/.exec(reported)?.[1] ?? reported,
  async results(consumer, { rest, aux }) {
    const program = await buildSuite(consumer, 'cli', 'neutral', 'deno-suite.mjs');
    return resultsOf(join(TOOLCHAIN, '.bin/deno'), ['run', '--allow-net', program, rest.url, aux.url], consumer);
  },
};

/**
 * Bun's own binary: the `bun` package's install script moves it from the platform package into
 * the launcher's place; where install scripts do not run, it stays in the platform package.
 */
export const BUN = [join(TOOLCHAIN, 'bun/bin/bun.exe'), join(TOOLCHAIN, '@oven/bun-linux-x64/bin/bun')].find((file) => existsSync(file) && statSync(file).size > 1_000_000) ?? 'bun';

export const bun: Runtime = {
  name: 'Bun',
  version: async () => `bun ${(await run(BUN, ['--version'])).stdout.trim()}`,
  listed: (reported) => reported.replace(/^bun /, ''),
  async results(consumer, { rest, aux }) {
    const program = await buildSuite(consumer, 'cli', 'neutral', 'bun-suite.mjs');
    return resultsOf(BUN, ['run', program, rest.url, aux.url], consumer);
  },
};

/** Cloudflare's runtime, workerd, driven by miniflare (which runs on Node 22 or later: the toolchain's Node 24). */
export const workerd: Runtime = {
  name: 'Cloudflare Workers (workerd)',
  version: async () => (await run(join(TOOLCHAIN, '.bin/workerd'), ['--version'])).stdout.trim(),
  listed: (reported) => reported,
  async results(consumer, { rest, aux }) {
    const script = await buildSuite(consumer, 'worker', 'neutral', 'worker-suite.mjs');
    return resultsOf(join(TOOLCHAIN, 'node24/bin/node'), [join(ROOT, 'runtimes/workerd.mjs'), script, rest.url, aux.url], consumer);
  },
};

/** Headless Chromium (Debian's): the page on localhost, the stand-ins on 127.0.0.1, so every call is cross-origin. */
export const chromium: Runtime = {
  name: 'Chromium',
  version: async () => (await run(CHROMIUM as string, ['--version'])).stdout.trim(),
  // Debian updates its Chromium within a major version: the table names the major.
  listed: (reported) => /Chromium \d+/.exec(reported)?.[0] ?? reported,
  async results(consumer, { rest, aux }) {
    const script = await buildSuite(consumer, 'page', 'browser', 'page-suite.mjs');
    let deliver: (text: string) => void = () => {};
    const report = new Promise<string>((resolve) => (deliver = resolve));
    const page = await pageServer(readFileSync(script, 'utf8'), deliver);
    const origin = `http://localhost:${(page.address() as AddressInfo).port}`;
    const browser = openInChromium(`${origin}/?rest=${encodeURIComponent(rest.url)}&aux=${encodeURIComponent(aux.url)}&report=${encodeURIComponent(`${origin}/report`)}`);
    try {
      return JSON.parse(await reportWithin(report)) as CaseResult[];
    } finally {
      await browser.close();
      page.closeAllConnections();
      await new Promise((resolve) => page.close(resolve));
    }
  },
};
