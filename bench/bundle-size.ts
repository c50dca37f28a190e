/**
 * Min + gzip size of small entry points, each bundled the same way a browser app would
 * bundle it (esbuild: bundle, minify, ESM, browser, tree shaking; gzip level 9).
 */
import { build, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  readonly name: string;
  readonly minified: number;
  readonly gzipped: number;
  /** Bytes each input contributes to the minified output, largest first. */
  readonly contributors: readonly { readonly input: string; readonly bytes: number }[];
}

export interface Entry {
  readonly name: string;
  readonly source: string;
}

/** The entries of the bundle measure; `repo` is the absolute path of the repository. */
export function entries(repo: string): Record<'oneOperation' | 'generatedOperation' | 'facade' | 'octokitCore' | 'octokitResilient' | 'octokitRest' | 'kyValibot' | 'webhookVerify' | 'webhookReceiver' | 'octokitWebhookVerify' | 'octokitWebhooks', Entry> {
  return {
    oneOperation: {
      name: 'hubops getRepository',
      source: `import { createSession } from '${repo}/src/core/session.js'; import { getRepository } from '${repo}/src/repos/index.js'; export const run = (t) => getRepository(createSession({ token: t }), 'o/r');`,
    },
    generatedOperation: {
      name: 'hubops listWorkflowRunsForRepo',
      source: `import { createSession } from '${repo}/src/core/session.js'; import { listWorkflowRunsForRepo } from '${repo}/src/actions/index.js'; export const run = (t) => listWorkflowRunsForRepo(createSession({ token: t }), 'o/r').toArray();`,
    },
    facade: {
      name: 'hubops createClient',
      source: `import { createClient } from '${repo}/src/client.js'; export const run = (t) => createClient({ token: t });`,
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
      source: `import { verifyWebhookSignature } from '${repo}/src/webhooks/index.js'; export const run = (s, b, h) => verifyWebhookSignature(s, b, h);`,
    },
    webhookReceiver: {
      name: 'hubops webhookFetchHandler',
      source: `import { webhookFetchHandler } from '${repo}/src/webhooks/index.js'; export const run = (s) => webhookFetchHandler({ secret: s, on: { 'issues.opened': (d) => d.payload.issue } });`,
    },
    octokitWebhookVerify: {
      name: '@octokit/webhooks-methods verify',
      source: `import { verify } from '@octokit/webhooks-methods'; export const run = (s, b, h) => verify(s, b, h);`,
    },
    octokitWebhooks: {
      name: '@octokit/webhooks Webhooks',
      source: `import { Webhooks } from '@octokit/webhooks'; export const run = (s) => { const w = new Webhooks({ secret: s }); w.on('issues.opened', ({ payload }) => payload.issue); return w; };`,
    },
    kyValibot: {
      name: 'ky + valibot alone',
      source: [
        `import ky from 'ky'; import * as v from 'valibot';`,
        `const Repo = v.object({ id: v.number(), name: v.string() });`,
        `export const run = async (t) => v.parse(Repo, await ky('https://api.github.com/repos/o/r', { headers: { authorization: 'token ' + t } }).json());`,
      ].join('\n'),
    },
  };
}

function contributors(metafile: Metafile): BundleSize['contributors'] {
  const output = Object.values(metafile.outputs)[0];
  if (!output) return [];
  return Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
}

export async function measureBundle(entry: Entry, repo: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry.source, resolveDir: repo, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    treeShaking: true,
    write: false,
    metafile: true,
    outfile: 'out.js',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    name: entry.name,
    minified: code.length,
    gzipped: gzipSync(code, { level: 9 }).length,
    contributors: contributors(result.metafile),
  };
}
