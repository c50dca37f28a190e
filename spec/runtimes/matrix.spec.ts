import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkg, ROOT } from '../support/packed.js';
import { bun, chromium, deno, nodeRuntime, packedConsumer, startStandIns, TOOLCHAIN, workerd, type Consumer, type Runtime, type StandIns } from './matrix.js';
import { EXPECTED, type CaseName } from './suite.js';

/*
 * `npm run test:runtimes`: the suite of spec/runtimes/suite.ts, run against the packed package by
 * every runtime the README names, each case a test of its own. A runtime that is missing fails.
 * HUBOPS_RUNTIMES picks runtimes by name (`Node 26,Deno`); HUBOPS_RUNTIMES_BREAK=graphql makes
 * the GraphQL stand-in name another viewer (what the spec that breaks a case on purpose runs).
 */
const RUNTIMES: Runtime[] = [
  nodeRuntime(`Node ${process.versions.node.split('.')[0]} (this machine's)`, process.execPath),
  nodeRuntime('Node 22', join(TOOLCHAIN, 'node22/bin/node')),
  nodeRuntime('Node 24', join(TOOLCHAIN, 'node24/bin/node')),
  nodeRuntime('Node 26', join(TOOLCHAIN, 'node26/bin/node')),
  deno,
  bun,
  workerd,
  chromium,
];
const picked = process.env.HUBOPS_RUNTIMES?.split(',').map((name) => name.trim());
const runtimes = RUNTIMES.filter((runtime) => !picked || picked.some((name) => runtime.name.startsWith(name)));

let consumer: Consumer;
let standIns: StandIns;

beforeAll(async () => {
  consumer = await packedConsumer();
  standIns = await startStandIns(process.env.HUBOPS_RUNTIMES_BREAK === 'graphql' ? 'somebody-else' : 'octocat');
}, 300_000);

it("engines names the oldest Node line the matrix runs", () => {
  const lines = RUNTIMES.flatMap((runtime) => /^Node (\d+)/.exec(runtime.name)?.[1] ?? []).map(Number);
  expect((pkg as { engines?: { node?: string } }).engines?.node).toBe(`>=${Math.min(...lines)}`);
});

afterAll(async () => {
  await standIns?.close();
  consumer?.cleanup();
});

/** The README's "Where it runs" table: what it says was tested. */
const table = /### Where it runs\n[\s\S]*?\n\n(\| runtime[\s\S]*?)\n\n/.exec(readFileSync(join(ROOT, 'README.md'), 'utf8'))?.[1] ?? '';

describe.each(runtimes.map((runtime) => [runtime.name, runtime] as const))('%s', (_, runtime) => {
  let results: Map<string, string>;
  let version: string;

  beforeAll(async () => {
    version = await runtime.version();
    console.log(`${runtime.name}: ${version}`);
    results = new Map((await runtime.results(consumer.dir, standIns)).map((result) => [result.name, result.got]));
  }, 180_000);

  it("is in the README's table with the version run here", () => {
    expect(table.split('\n').some((row) => row.split('|')[2]?.includes(runtime.listed(version))), `${runtime.listed(version)} in\n${table}`).toBe(true);
  });

  it.each(Object.keys(EXPECTED) as CaseName[])('%s', (name) => {
    expect(results.get(name), name).toBe(EXPECTED[name]);
  });
});
