/**
 * One side of a timed comparison, in a process of its own: `node --import tsx bench/side.ts
 * <what> <side> <mode> <origin> [<hubops module>]`. It runs the side once to warm up, then once
 * timed, and prints `{ ms, cpuMs, items, checksum }`. Each side in its own process: in one
 * shared process, what ran before (its compiled code, its heap) moved the same plain loop by a
 * fifth either way.
 */
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { callsHubops, callsKy, callsOctokit, callsRaw, hubopsSession, listHubops, listOctokit, listRaw, octokitClient, useHubops, useRoute, type HubopsApi, type Mode, type RouteApi } from './listing.js';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export type SideName = 'raw' | 'hubops' | 'octokit' | 'route' | 'ky';
export interface SideResult {
  readonly ms: number;
  readonly cpuMs: number;
  readonly items: number;
  readonly checksum: number;
}

const [what, side, mode, origin, hubopsModule] = process.argv.slice(2) as ['listing' | 'calls', SideName, Mode, string, string | undefined];
if (hubopsModule) {
  useHubops((await import(hubopsModule)) as HubopsApi);
  useRoute((await import(join(dirname(hubopsModule), 'route.js'))) as RouteApi);
}

const runs: Record<SideName, () => Promise<{ items: number; checksum: number }>> =
  what === 'listing'
    ? { raw: () => listRaw(origin, mode), hubops: () => listHubops(hubopsSession(origin), mode), octokit: () => listOctokit(octokitClient(origin), mode), route: () => Promise.reject(new Error('a listing has no route side')), ky: () => Promise.reject(new Error('a listing has no ky side')) }
    : (() => {
        const session = hubopsSession(origin);
        const octokit = octokitClient(origin);
        return { raw: async () => ({ items: 1, checksum: await callsRaw(origin) }), hubops: async () => ({ items: 1, checksum: await callsHubops(session) }), octokit: async () => ({ items: 1, checksum: await callsOctokit(octokit) }), route: async () => ({ items: 1, checksum: await callsHubops(session, 'route') }), ky: async () => ({ items: 1, checksum: await callsKy(origin) }) };
      })();

await runs[side]();
collect();
const cpuStart = process.cpuUsage();
const start = performance.now();
const { items, checksum } = await runs[side]();
const ms = performance.now() - start;
const { user, system } = process.cpuUsage(cpuStart);
process.stdout.write(JSON.stringify({ ms, cpuMs: (user + system) / 1000, items, checksum } satisfies SideResult));
