/**
 * Wall time of `tsc --noEmit` on a tiny file that uses hubops, as a user's project would run it:
 * a strict tsconfig in a project where the package is installed as `npm pack` makes it, so what is
 * checked is the declarations the package ships; one side checks the same file against the `.ts`
 * sources instead. Other sides: one operation, one generated area (hubops/actions), a webhook
 * receiver, and the octokit references.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export type Side = 'hubops' | 'hubopsSource' | 'oneOperation' | 'generated' | 'generatedLater' | 'webhooks' | 'octokit' | 'octokitWebhooks' | 'empty';

export interface TypecheckTimes {
  /** Milliseconds per run; `empty` imports nothing: the compiler's floor every side pays. */
  readonly times: Record<Side, number[]>;
  /** The first diagnostics of a side that reported errors (timed anyway: tsc checks everything first). */
  readonly errors: Partial<Record<Side, string>>;
}

function usage(importClient: string): string {
  return [
    importClient,
    `const gh = createClient({ token: 't' });`,
    `export async function main(): Promise<string> {`,
    `  const repo = await gh.repository('octocat', 'Hello-World');`,
    `  for await (const issue of gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 5 })) console.log(issue.title);`,
    `  return repo.full_name ?? '';`,
    `}`,
  ].join('\n');
}

const sources = (repo: string): Record<Side, string> => ({
  hubops: usage(`import { createClient } from 'hubops/client';`),
  hubopsSource: usage(`import { createClient } from '${repo}/src/client.js';`),
  // One operation as the README imports it: the core and one area module.
  oneOperation: [
    `import { createSession } from 'hubops/core';`,
    `import { getRepository } from 'hubops/repos';`,
    `export async function main(): Promise<string> {`,
    `  const repo = await getRepository(createSession({ token: 't' }), 'octocat/Hello-World');`,
    `  return repo.full_name ?? '';`,
    `}`,
  ].join('\n'),
  // One generated area, through the shipped declarations: GitHub Actions' 180-odd operations.
  generated: [
    `import { createSession } from 'hubops/core';`,
    `import { listWorkflowRunsForRepo } from 'hubops/actions';`,
    `export async function main(): Promise<number> {`,
    `  const runs = listWorkflowRunsForRepo(createSession({ token: 't' }), 'octocat/Hello-World', { status: 'failure', number: 5 });`,
    `  for await (const run of runs) console.log(run.id, run.conclusion);`,
    `  return runs.totalCount;`,
    `}`,
  ].join('\n'),
  // The same under a session typed for API version 2026-03-10: its results' types are the later version's.
  generatedLater: [
    `import { createSession } from 'hubops/core';`,
    `import { listWorkflowRunsForRepo } from 'hubops/actions';`,
    `export async function main(): Promise<number> {`,
    `  const runs = listWorkflowRunsForRepo(createSession({ token: 't', apiVersion: '2026-03-10' }), 'octocat/Hello-World', { status: 'failure', number: 5 });`,
    `  for await (const run of runs) console.log(run.id, run.conclusion, run.repository.full_name);`,
    `  return runs.totalCount;`,
    `}`,
  ].join('\n'),
  // A webhook receiver with a typed handler: every event's payload type is in reach.
  webhooks: [
    `import { onIssuesOpened, webhookFetchHandler } from 'hubops/webhooks';`,
    `export const receive = webhookFetchHandler({ secret: 's', on: [onIssuesOpened(({ payload }) => console.log(payload.issue?.title, payload.repository?.full_name))] });`,
  ].join('\n'),
  octokitWebhooks: [
    `import { Webhooks } from '@octokit/webhooks';`,
    `const webhooks = new Webhooks({ secret: 's' });`,
    `webhooks.on('issues.opened', ({ payload }) => console.log(payload.issue.title, payload.repository.full_name));`,
    `export const receive = (body: string, signature: string) => webhooks.verifyAndReceive({ id: '1', name: 'issues', payload: body, signature });`,
  ].join('\n'),
  octokit: [
    `import { Octokit } from '@octokit/rest';`,
    `const gh = new Octokit({ auth: 't' });`,
    `export async function main(): Promise<string> {`,
    `  const { data: repo } = await gh.rest.repos.get({ owner: 'octocat', repo: 'Hello-World' });`,
    `  for await (const page of gh.paginate.iterator(gh.rest.issues.listForRepo, { owner: 'octocat', repo: 'Hello-World', state: 'all' })) for (const issue of page.data) console.log(issue.title);`,
    `  return repo.full_name;`,
    `}`,
  ].join('\n'),
  empty: `export const answer: number = 42;`,
});

const compilerOptions = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: [],
  strict: true,
  skipLibCheck: true,
};

function runTsc(tsc: string, project: string, emit = false): { ms: number; errors: string | null } {
  const start = performance.now();
  const result = spawnSync(process.execPath, [tsc, ...(emit ? [] : ['--noEmit']), '-p', project], { encoding: 'utf8' });
  const ms = performance.now() - start;
  return { ms, errors: result.status === 0 ? null : `${result.stdout}${result.stderr}`.trim().split('\n').slice(0, 3).join('\n') };
}

/**
 * Samples for each side, runs interleaved so drift hits all alike; with `skipLibCheck` off, the
 * declarations themselves are checked too, as a project without that option does.
 */
/** `consumer` is a project where the packed hubops and the octokit references are installed. */
export function measureTypecheck(repo: string, consumer: string, runs = 3, skipLibCheck = true, only?: readonly Side[]): TypecheckTimes {
  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  const times: Record<Side, number[]> = { hubops: [], hubopsSource: [], oneOperation: [], generated: [], generatedLater: [], webhooks: [], octokit: [], octokitWebhooks: [], empty: [] };
  const errors: TypecheckTimes['errors'] = {};
  const root = mkdtempSync(join(consumer, 'tsc-'));
  try {
    const sides = (Object.entries(sources(repo)) as [Side, string][]).filter(([side]) => !only || only.includes(side));
    for (const [side, source] of sides) {
      mkdirSync(join(root, side));
      writeFileSync(join(root, side, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, skipLibCheck, noEmit: true }, files: ['main.ts'] }));
      writeFileSync(join(root, side, 'main.ts'), source);
      const warm = runTsc(tsc, join(root, side)); // fills the file-system cache
      if (warm.errors) errors[side] = warm.errors;
    }
    for (let run = 0; run < runs; run++) for (const [side] of sides) times[side].push(runTsc(tsc, join(root, side)).ms);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return { times, errors };
}
