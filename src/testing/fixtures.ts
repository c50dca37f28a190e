import { fromDict } from '../models/library/objects.js';
import type { Model } from '../models/library/model.js';
import { sampleRecordings } from './samples.js';

// Wire objects of the samples, by the parsed type they stand for (summaries read the full object's fields).
const BASES: Record<string, [method: string, path: string]> = {
  Repository: ['GET', '/repos/octocat/Hello-World'],
  ShortRepository: ['GET', '/repos/octocat/Hello-World'],
  Issue: ['GET', '/repos/octocat/Hello-World/issues/1347'],
  ShortIssue: ['GET', '/repos/octocat/Hello-World/issues/1347'],
  User: ['GET', '/users/octocat'],
  ShortUser: ['GET', '/users/octocat'],
};

function sampleWire(name: string): Record<string, unknown> {
  const [method, path] = BASES[name] ?? [];
  const found = sampleRecordings.flatMap((r) => r.interactions).find((i) => i.method === method && i.path === path);
  return found && typeof found.response === 'object' ? structuredClone(found.response as Record<string, unknown>) : {};
}

/**
 * Parsed data for a unit test, without a request: `wire` fields (wire names, as the service
 * sends them) over a documented sample of the type when there is one (`Repository`,
 * `ShortRepository`, `Issue`, `ShortIssue`, `User`, `ShortUser`). The result is what an
 * operation would return: frozen, with `asDict` giving back the wire object.
 * @example
 * ```ts
 * import { Issue } from 'hubops';
 * import { fixture } from 'hubops/testing';
 * const issue = fixture(Issue, { number: 7, title: 'Crash on start', labels: [{ name: 'bug' }] });
 * issue.original_labels?.[0]?.name; // 'bug'
 * ```
 */
export function fixture<T>(type: Model<T>, wire: Readonly<Record<string, unknown>> = {}): T {
  return fromDict(type, { ...sampleWire(type?.name ?? ''), ...wire });
}
