import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Declaration } from '../../src/core/operation.js';
import type { Model } from '../../src/models/library/model.js';
import { unreadFields } from '../support/lacks.js';
import { routeKey } from '../support/recorded-answers.js';
import { loadRecording, recordingNames } from '../support/recordings.js';

/*
 * Every recorded answer in recordings/, read by the type its route's function reads it with:
 * every field the answer has reads without an error, at any depth. An answer GitHub's
 * description documents (recordings/openapi/) or one recorded in 2024 or later reads completely:
 * no field fails, not even a promised one it leaves out. An older recording may lack a field
 * GitHub added since (that field then throws when read; the spec does not count it).
 */

const SRC = join(import.meta.dirname, '..', '..', 'src');
const shape = (route: string) => route.replace(/\{[^}]+\}\.\.\.\{[^}]+\}/g, '{}').replace(/\{[^}]+\}/g, '{}');

/** The declarations of the package's area modules that read their answer as a type (a composed function's too), by route (`GET /repos/{}/{}`). */
async function declarationsByRoute(): Promise<Map<string, Declaration[]>> {
  const found = new Map<string, Declaration[]>();
  for (const area of readdirSync(SRC, { withFileTypes: true })) {
    const index = join(SRC, area.name, 'index.ts');
    if (!area.isDirectory() || !existsSync(index)) continue;
    for (const value of Object.values(await import(index))) {
      if (typeof value !== 'function') continue;
      const { declaration, declarations = [] } = value as { declaration?: Declaration; declarations?: readonly Declaration[] };
      for (const decl of declaration ? [declaration, ...declarations] : declarations) {
        if (!decl.result.model) continue;
        for (const route of decl.alias ? [decl.path, decl.alias] : [decl.path]) {
          const key = `${decl.method ?? 'GET'} ${shape(route)}`;
          const known = found.get(key) ?? [];
          if (!known.some((other) => other.result.model?.type === decl.result.model?.type)) found.set(key, [...known, decl]);
        }
      }
    }
  }
  return found;
}

/** The fields of an answer that fail to read as a model (each list item, or the object). */
function readAs(model: { type: Model<unknown>; itemsKey?: string }, body: Record<string, unknown>, complete: boolean): string[] {
  const list = Array.isArray(body) ? body : model.itemsKey && Array.isArray(body[model.itemsKey]) ? (body[model.itemsKey] as unknown[]) : null;
  const unread: string[] = [];
  for (const [i, raw] of (list ?? [body]).entries()) {
    try {
      unreadFields(model.type.wrap(raw, '', { etag: null, lastModified: null, version: '2022-11-28' }), complete, list ? `[${i}]` : '', unread);
    } catch (error) {
      unread.push(`${list ? `[${i}]` : ''}: ${(error as Error).message}`);
    }
  }
  return unread;
}

interface Read {
  readonly recording: string;
  readonly route: string;
  readonly complete: boolean;
  readonly unread: string[];
}

async function sweep(): Promise<Read[]> {
  const byRoute = await declarationsByRoute();
  const reads: Read[] = [];
  for (const name of recordingNames()) {
    const recording = loadRecording(name);
    const complete = recording.provenance.kind === 'openapi-example' || (recording.provenance.recordedAt ?? '') >= '2024';
    for (const interaction of recording.interactions) {
      if (interaction.status < 200 || interaction.status > 299 || interaction.response === null || typeof interaction.response !== 'object') continue;
      const route = routeKey(interaction.scope, interaction.method, interaction.path);
      const decls = route ? (byRoute.get(`${route.split(' ')[0]} ${shape(route.split(' ')[1] as string)}`) ?? []) : [];
      if (!decls.length || !route) continue;
      // A route more than one function serves (a listing of starred repositories with or without
      // the dates, by media type) is read as well as one of them reads it.
      const reading = decls.filter((decl) => !decl.result.model?.unread?.includes(interaction.status));
      if (!reading.length) continue;
      const tries = reading.map((decl) => readAs(decl.result.model as { type: Model<unknown>; itemsKey?: string }, interaction.response as Record<string, unknown>, complete));
      const unread = tries.reduce((best, next) => (next.length < best.length ? next : best));
      reads.push({ recording: name, route, complete, unread });
    }
  }
  return reads;
}

/**
 * Documented examples of GitHub's description that break their own schema, with the fields that
 * therefore fail, by recording: the full-repository example of a created, forked or updated
 * repository predates `has_discussions` (which the schema requires; real answers carry it);
 * the file examples write base64 content with a literal `\\n`, which no base64 reader takes (a
 * sample built from one inherits it); the merge example's changed file predates `contents_url`.
 */
const BROKEN_EXAMPLES: Record<string, RegExp> = {
  'openapi/repos.create-for-authenticated-user': /^\.has_discussions: /,
  'openapi/repos.create-fork': /^\.has_discussions: /,
  'openapi/repos.create-in-org': /^\.has_discussions: /,
  'openapi/repos.update': /^\.has_discussions: /,
  'openapi/repos.get-content': /^\.(decoded|text): content: expected base64 text$/,
  'openapi/repos.get-readme': /^\.(decoded|text): content: expected base64 text$/,
  'scenarios/pull-file-contents': /^\.(decoded|text): content: expected base64 text$/,
  'openapi/repos.merge': /^\.files\.0\.contents_url: /,
};

describe('every recorded answer, read by its route’s type', async () => {
  const reads = await sweep();

  it('covers the recordings: most recorded answers have a route read as a type', () => {
    expect(reads.length).toBeGreaterThan(350);
  });

  it('every field an answer has reads; a documented example and an answer of 2024 or later read completely', () => {
    const failures = reads
      .map((read) => ({ ...read, unread: read.unread.filter((field) => !BROKEN_EXAMPLES[read.recording]?.test(field)) }))
      .filter((read) => read.unread.length)
      .map((read) => `${read.recording} (${read.route}${read.complete ? ', complete' : ''}): ${read.unread.slice(0, 3).join('; ')}`);
    expect(failures).toEqual([]);
    // Each named broken example still breaks: an exception that no longer holds is dropped.
    const stale = Object.entries(BROKEN_EXAMPLES).filter(([recording, field]) => !reads.some((read) => read.recording === recording && read.unread.some((f) => field.test(f))));
    expect(stale.map(([recording]) => recording)).toEqual([]);
  });
});
