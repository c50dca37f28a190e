import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { json } from '../../src/models/library/fields.js';
import type { Model } from '../../src/models/library/model.js';
import { isWebhook, readWebhook, signWebhook, type WebhookDelivery } from '../../src/webhooks/index.js';

/*
 * Shape errata: entries of errata/description-errata.json with a `shape`, fields GitHub sends in
 * another shape than its description gives. The generator reads each by its corrected shape, so that
 * a real delivery's field reads as what GitHub sent (a date as a Date, an id as a number) instead of
 * as whatever the description allowed.
 *
 * The deliveries are real ones: payload examples of `@octokit/webhooks-examples` 7.6.1 (MIT,
 * octokit/webhooks: payloads GitHub sent, contributed by the community), a pinned devDependency. In
 * each, only the corrected field is set, in the shape the evidence reports. The evidence names the
 * shape but quotes no value for these fields, so the values set here are the spec's own: any
 * date-time or id stands for them.
 */

interface Erratum {
  description: string;
  schema: string;
  field: string;
  evidence: string;
  shape?: { type?: string | string[] };
}
const errata = (JSON.parse(readFileSync(new URL('../../errata/description-errata.json', import.meta.url), 'utf8')) as { errata: Erratum[] }).errata;
const shapes = errata.filter((e) => e.shape !== undefined);

/** Where the generator writes the models of each description. */
const MODEL_DIRS: Record<string, string> = { 'api.github.com': '../../src/models/', webhooks: '../../src/webhooks/generated/models/' };

/** The generated model read from a schema (its file's header names the schema), or null. */
async function modelOf(description: string, schema: string): Promise<Model<unknown> | null> {
  const dir = new URL(MODEL_DIRS[description] ?? '', import.meta.url);
  for (const file of readdirSync(dir)) {
    if (!readFileSync(new URL(file, dir), 'utf8').includes(`; ${schema}.\n`)) continue;
    const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    return (Object.values(exports).find((value) => typeof (value as { wrap?: unknown }).wrap === 'function') as Model<unknown> | undefined) ?? null;
  }
  return null;
}

const require = createRequire(import.meta.url);
const community = JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as { name: string; examples: Record<string, unknown>[] }[];
/** A real delivery of an event and action, as recorded (a copy, to change). */
function recorded(event: string, action: string): Record<string, unknown> {
  const payload = community.find((group) => group.name === event)?.examples.find((example) => example.action === action);
  if (!payload) throw new Error(`@octokit/webhooks-examples has no ${event}.${action}`);
  return structuredClone(payload);
}

const SECRET = 'errata-shapes-spec-secret';
async function deliver(event: string, payload: Record<string, unknown>): Promise<WebhookDelivery> {
  const body = JSON.stringify(payload);
  return readWebhook(SECRET, { 'x-github-event': event, 'x-github-delivery': 'd', 'x-hub-signature-256': await signWebhook(SECRET, body) }, body);
}

describe('shape errata', () => {
  it('every shape erratum is read by a generated model of its schema, never as a promise, and a scalar shape not as free JSON', async () => {
    expect(shapes.length).toBeGreaterThanOrEqual(3);
    for (const erratum of shapes) {
      const name = `${erratum.description} ${erratum.schema}#${erratum.field}`;
      const model = await modelOf(erratum.description, erratum.schema);
      expect(model, `${name}: no generated model reads this schema`).not.toBeNull();
      const field = model?.fields[erratum.field];
      expect(field, `${name}: the model has no such field`).toBeDefined();
      expect(field?.required, name).toBe(false);
      const types = [erratum.shape?.type ?? []].flat().filter((type) => type !== 'null');
      if (types.length === 1 && ['string', 'integer', 'number', 'boolean'].includes(types[0] as string)) expect(field?.read, name).not.toBe(json.read);
      expect(erratum.evidence, name).toMatch(/^https:\/\/github\.com\//);
    }
  });

  // https://github.com/yanyongyu/githubkit/issues/275, https://github.com/github/rest-api-description/issues/6058:
  // the description types the fixed alert's fixed_at as null only; GitHub sends when it was fixed.
  it('code_scanning_alert.fixed: alert.fixed_at reads as a date; null still reads as null', async () => {
    const payload = recorded('code_scanning_alert', 'fixed');
    const alert = payload.alert as Record<string, unknown>;
    alert.fixed_at = '2026-03-01T12:00:00Z';
    const delivery = await deliver('code_scanning_alert', payload);
    if (!isWebhook(delivery, 'code_scanning_alert.fixed')) throw new Error('not read as code_scanning_alert.fixed');
    const fixedAt: Date | null = delivery.payload.alert.fixed_at;
    expect(fixedAt).toEqual(new Date('2026-03-01T12:00:00Z'));
    expect(delivery.payload.alert.number).toBe(alert.number);
    const unfixed = recorded('code_scanning_alert', 'fixed');
    (unfixed.alert as Record<string, unknown>).fixed_at = null;
    const before = await deliver('code_scanning_alert', unfixed);
    if (!isWebhook(before, 'code_scanning_alert.fixed')) throw new Error('not read as code_scanning_alert.fixed');
    expect(before.payload.alert.fixed_at).toBeNull();
  });

  // https://github.com/yanyongyu/githubkit/issues/279, https://github.com/github/rest-api-description/issues/6081.
  it('code_scanning_alert.closed_by_user: alert.fixed_at reads as a date, and a value of another shape names its path', async () => {
    const payload = recorded('code_scanning_alert', 'closed_by_user');
    const alert = payload.alert as Record<string, unknown>;
    alert.fixed_at = '2026-03-06T12:00:00Z';
    const delivery = await deliver('code_scanning_alert', payload);
    if (!isWebhook(delivery, 'code_scanning_alert.closed_by_user')) throw new Error('not read as code_scanning_alert.closed_by_user');
    const fixedAt: Date | null = delivery.payload.alert.fixed_at;
    expect(fixedAt).toEqual(new Date('2026-03-06T12:00:00Z'));
    // The corrected shape is checked like any other: a value of neither shape is the field's error alone.
    alert.fixed_at = 1772798400;
    const odd = await deliver('code_scanning_alert', payload);
    if (!isWebhook(odd, 'code_scanning_alert.closed_by_user')) throw new Error('not read as code_scanning_alert.closed_by_user');
    expect(() => odd.payload.alert.fixed_at).toThrow(UnprocessableResponseBody);
    expect(() => odd.payload.alert.fixed_at).toThrow(/payload\.alert\.fixed_at/);
    expect(odd.payload.alert.html_url).toBe(alert.html_url);
  });

  // https://github.com/yanyongyu/githubkit/issues/239 (2025-10-06, a discussion.answered delivery githubkit
  // could not read): the description types answer.parent_id as null only; a reply chosen as the answer carries its parent's id.
  it('discussion.answered: answer.parent_id reads as the parent comment’s id; a top-level answer’s null still reads', async () => {
    const payload = recorded('discussion', 'answered');
    const answer = payload.answer as Record<string, unknown>;
    expect(answer.parent_id).toBeNull();
    const topLevel = await deliver('discussion', payload);
    if (!isWebhook(topLevel, 'discussion.answered')) throw new Error('not read as discussion.answered');
    expect(topLevel.payload.answer.parent_id).toBeNull();
    answer.parent_id = 4242;
    const reply = await deliver('discussion', payload);
    if (!isWebhook(reply, 'discussion.answered')) throw new Error('not read as discussion.answered');
    const parentId: number | null = reply.payload.answer.parent_id;
    expect(parentId).toBe(4242);
    expect(reply.payload.answer.id).toBe(answer.id);
  });
});
