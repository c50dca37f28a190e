/**
 * Min + gzip size of small entry points, bundled from the package as `npm pack` makes it, the two
 * ways apps bundle: esbuild (bundle, minify, ESM, browser) and Rollup (node-resolve for the
 * browser, commonjs for the references' CommonJS dependencies, terser); gzip level 9. The worse of the two is the measure.
 */
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { build, type Metafile } from 'esbuild';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';

export interface BundleSize {
  readonly name: string;
  /** esbuild's bundle. */
  readonly esbuild: { readonly minified: number; readonly gzipped: number };
  /** Rollup's bundle. */
  readonly rollup: { readonly minified: number; readonly gzipped: number };
  /** The worse of the two, min+gz. */
  readonly gzipped: number;
  /** Bytes each input contributes to esbuild's minified output, largest first. */
  readonly contributors: readonly { readonly input: string; readonly bytes: number }[];
}

export interface Entry {
  readonly name: string;
  readonly source: string;
}

export type EntryKey = 'oneOperation' | 'generatedOperation' | 'graphqlCall' | 'facade' | 'octokitCore' | 'octokitResilient' | 'octokitRest' | 'kyAlone' | 'kyReadRepository' | 'webhookVerify' | 'webhookReceiver' | 'octokitWebhookVerify' | 'octokitWebhooks';

/** The entries of the bundle measure, importing hubops by its package names as a user does. */
export function entries(): Record<EntryKey, Entry> {
  return {
    oneOperation: {
      name: 'hubops getRepository',
      source: `import { createSession } from 'hubops'; import { getRepository } from 'hubops/repos'; export const run = (t) => getRepository(createSession({ token: t }), 'o/r');`,
    },
    generatedOperation: {
      name: 'hubops listWorkflowRunsForRepo',
      source: `import { createSession } from 'hubops'; import { listWorkflowRunsForRepo } from 'hubops/actions'; export const run = (t) => listWorkflowRunsForRepo(createSession({ token: t }), 'o/r').toArray();`,
    },
    graphqlCall: {
      name: 'hubops graphql',
      source: `import { createSession } from 'hubops'; import { graphql } from 'hubops/graphql'; export const run = (t) => graphql(createSession({ token: t }), 'query { viewer { login } }');`,
    },
    facade: {
      name: 'hubops createClient',
      source: `import { createClient } from 'hubops/client'; export const run = (t) => createClient({ token: t });`,
    },
    octokitCore: {
      name: '@octokit/core request',
      source: `import { Octokit } from '@octokit/core'; export const run = (t) => new Octokit({ auth: t }).request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });`,
    },
    octokitResilient: {
      name: '@octokit/core + retry + throttling',
      source: [
        `import { Octokit } from '@octokit/core'; import { retry } from '@octokit/plugin-retry'; import { throttling } from '@octokit/plugin-throttling';`,
        `const Resilient = Octokit.plugin(retry, throttling);`,
        `export const run = (t) => new Resilient({ auth: t, throttle: { onRateLimit: () => true, onSecondaryRateLimit: () => true } }).request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });`,
      ].join('\n'),
    },
    octokitRest: {
      name: '@octokit/rest repos.get',
      source: `import { Octokit } from '@octokit/rest'; export const run = (t) => new Octokit({ auth: t }).rest.repos.get({ owner: 'o', repo: 'r' });`,
    },
    webhookVerify: {
      name: 'hubops verifyWebhookSignature',
      source: `import { verifyWebhookSignature } from 'hubops/webhooks'; export const run = (s, b, h) => verifyWebhookSignature(s, b, h);`,
    },
    webhookReceiver: {
      name: 'hubops webhookFetchHandler',
      source: `import { onIssuesOpened, webhookFetchHandler } from 'hubops/webhooks'; export const run = (s) => webhookFetchHandler({ secret: s, on: [onIssuesOpened((d) => d.payload.issue)] });`,
    },
    octokitWebhookVerify: {
      name: '@octokit/webhooks-methods verify',
      source: `import { verify } from '@octokit/webhooks-methods'; export const run = (s, b, h) => verify(s, b, h);`,
    },
    octokitWebhooks: {
      name: '@octokit/webhooks Webhooks',
      source: `import { Webhooks } from '@octokit/webhooks'; export const run = (s) => { const w = new Webhooks({ secret: s }); w.on('issues.opened', ({ payload }) => payload.issue); return w; };`,
    },
    kyAlone: {
      name: 'ky alone',
      source: `import ky from 'ky'; export const run = async (t) => ky('https://api.github.com/repos/o/r', { headers: { authorization: 'token ' + t } }).json();`,
    },
    // What any one-operation bundle holds whatever the request path: ky carrying the request, and
    // the answer read by hubops's reader as the documented Repository. Nothing of the session, the
    // URL, credentials, retries, redirects, limits or typed errors.
    kyReadRepository: {
      name: 'ky + reading a Repository',
      source: `import ky from 'ky'; import { fromDict, Repository } from 'hubops'; export const run = async (t) => fromDict(Repository, await ky('https://api.github.com/repos/o/r', { headers: { authorization: 'token ' + t } }).json());`,
    },
  };
}

/** The reference packages, linked into the consumer project beside the installed package. */
export const REFERENCES = ['@octokit/core', '@octokit/plugin-retry', '@octokit/plugin-throttling', '@octokit/rest', '@octokit/webhooks', '@octokit/webhooks-methods'];

/** Links `packages` of `repo`'s node_modules into `consumer`'s, where they are not yet. */
export function linkReferences(repo: string, consumer: string, packages: readonly string[] = REFERENCES): void {
  for (const name of packages) {
    const target = join(consumer, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    try {
      symlinkSync(join(repo, 'node_modules', name), target, 'dir');
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
}

function contributors(metafile: Metafile): BundleSize['contributors'] {
  const output = Object.values(metafile.outputs)[0];
  if (!output) return [];
  return Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
}

const sized = (code: Uint8Array | string) => {
  const bytes = typeof code === 'string' ? Buffer.from(code) : code;
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
};

/** How esbuild bundles every entry, as a browser app would: bundled, minified, ESM, tree-shaken, kept in memory. */
const AS_AN_APP = { bundle: true, minify: true, format: 'esm', platform: 'browser', treeShaking: true, write: false, outfile: 'out.js', logLevel: 'silent' } as const;

/** Bundles `entry` in the `consumer` project (where `hubops` is the installed package) both ways. */
export async function measureBundle(entry: Entry, consumer: string, key: string): Promise<BundleSize> {
  const result = await build({
    ...AS_AN_APP,
    stdin: { contents: entry.source, resolveDir: consumer, loader: 'js', sourcefile: 'entry.js' },
    metafile: true,
  });
  const esbuild = sized(result.outputFiles[0]?.contents ?? new Uint8Array());
  const input = join(consumer, `bundle-entry-${key}.mjs`);
  writeFileSync(input, entry.source);
  const bundle = await rollup({ input, plugins: [nodeResolve({ browser: true, preferBuiltins: false }), commonjs(), terser()], onwarn: () => undefined, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const rolled = sized(output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join(''));
  return { name: entry.name, esbuild, rollup: rolled, gzipped: Math.max(esbuild.gzipped, rolled.gzipped), contributors: contributors(result.metafile) };
}

/**
 * What a plain session must carry besides ky, each part alone and then all of them: the parts are
 * bundled from the sources (esbuild, min+gz) with ky reading a `Repository`, and none of the request
 * path that joins them (no session, no redirects, no retry policy, no deadline, no body limit).
 * An analysis of where a one-operation bundle's weight is, not a measure of the package.
 */
export const PARTS = {
  errors: { name: 'typed errors from an answer', imports: `import { errorFromResponse } from './src/errors/from-response.ts';`, use: `if (r.status >= 400) throw errorFromResponse(r.status, r.headers, await r.text(), 'GET', u);` },
  redaction: { name: 'redaction', imports: `import { redactText, redactUrl } from './src/core/redact.ts';`, use: `globalThis.shown = [redactText(String(r.status), [t]), redactUrl(u, [t])];` },
  rateLimit: { name: 'rate-limit reading', imports: `import { readRateLimit } from './src/core/rate-limit.ts';`, use: `globalThis.limit = readRateLimit(r.headers);` },
  path: { name: 'the path from checked arguments', imports: `import { resolveTarget } from './src/core/url.ts'; import { repository } from './src/core/refs.ts';`, use: '' },
  options: { name: "the session's option checks", imports: `import { checkSessionOptions } from './src/core/options.ts';`, use: '' },
} as const;

export type Part = keyof typeof PARTS;

/**
 * ky reading a `Repository` with `parts` added, bundled from the sources in `repo`: min+gz bytes.
 * With `graphql`, ky posts a GraphQL query and reads the answer as JSON, with no model (and no
 * path from arguments): what a GraphQL call cannot do without.
 */
export async function measureParts(repo: string, parts: readonly Part[], graphql = false): Promise<number> {
  const has = (part: Part) => parts.includes(part);
  const url = graphql ? `const u = 'https://api.github.com/graphql';` : has('path') ? `const u = resolveTarget('https://api.github.com', '/repos/{owner}/{repo}', repository(ref, 'repository')).href;` : `const u = 'https://api.github.com/repos/' + ref;`;
  const source = [
    `import ky from 'ky';${graphql ? '' : ` import { fromDict, Repository } from './src/index.ts';`}`,
    ...parts.map((part) => PARTS[part].imports),
    `export const run = async (t, ref) => { ${has('options') ? 'checkSessionOptions({ token: t });' : ''} ${url}`,
    graphql ? `const r = await ky.post(u, { json: { query: ref }, headers: { authorization: 'bearer ' + t }, throwHttpErrors: false });` : `const r = await ky(u, { headers: { authorization: 'token ' + t }, throwHttpErrors: false });`,
    ...parts.map((part) => PARTS[part].use),
    graphql ? 'return r.json(); };' : `return fromDict(Repository, await r.json()); };`,
  ].join('\n');
  const result = await build({ ...AS_AN_APP, stdin: { contents: source, resolveDir: repo, loader: 'ts', sourcefile: 'parts.ts' } });
  return sized(result.outputFiles[0]?.contents ?? new Uint8Array()).gzipped;
}
