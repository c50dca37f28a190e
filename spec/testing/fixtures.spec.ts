import { describe, expect, it } from 'vitest';
import * as documented from '../../src/models/documented.js';
import * as generated from '../../src/models/generated/index.js';
import { id, many, one, promised, required, str } from '../../src/models/library/fields.js';
import { model, MODEL, type Model } from '../../src/models/library/model.js';
import { asDict } from '../../src/models/library/objects.js';
import { fixture } from '../../src/testing/fixtures.js';
import { WEBHOOK_MODELS } from '../../src/webhooks/generated/payloads.js';
import { webhookModels } from '../../src/webhooks/index.js';

/*
 * Every parsed-data type a user can name: what `hubops/models` exports (the interface's models and
 * the generated ones) and every webhook payload model `hubops/webhooks` hands out
 * (`webhookModels.modelFor`), each once.
 */
const isModel = (value: unknown): value is Model<object> => typeof value === 'object' && value !== null && typeof (value as Model<object>).wrap === 'function';
const exported = ([...Object.values(documented), ...Object.values(generated)] as unknown[]).filter(isModel);
const payloads = Object.keys(WEBHOOK_MODELS).map((kind) => webhookModels.modelFor(...(kind.split('.') as [string, string]))).filter(isModel);
const models: [name: string, type: Model<object>][] = [...new Set([...exported, ...payloads])].map((type) => [type.name, type]);

/** Every field of parsed data and of what it holds, read: an unreadable one throws here. */
function readWhole(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) readWhole((value as Record<string, unknown>)[key]);
}

/** A member a partial can replace, by what the fixture holds: a number, else a text its field keeps as is. */
function replaceable(made: object): [attr: string, key: string, value: unknown] | undefined {
  const type = (made as { [MODEL]: Model<object> })[MODEL];
  const wire = asDict(made);
  for (const want of ['number', 'string'] as const) {
    for (const [attr, field] of Object.entries(type.fields)) {
      const key = field.key ?? attr;
      const held = (made as Record<string, unknown>)[attr];
      if (typeof held === want && wire[key] === held && !(want === 'string' && field.copy)) return [attr, key, want === 'number' ? 7 : 'given'];
    }
  }
  return undefined;
}

describe('fixture, for every exported parsed-data type', () => {
  it('covers the interface, generated and webhook payload models', () => {
    expect(exported.length).toBeGreaterThan(400);
    expect(payloads.length).toBeGreaterThan(200);
  });

  it.each(models)('%s: made, read whole, cloned and compared; a partial member shows through', (_name, type) => {
    const made = fixture(type);
    expect(() => readWhole(made)).not.toThrow();
    expect(() => JSON.stringify(made)).not.toThrow();
    expect(() => ({ ...made })).not.toThrow();
    expect(structuredClone(made)).toEqual(made);
    expect(fixture(type, {})).toEqual(made);
    expect(asDict(fixture(type))).toEqual(asDict(made));

    const member = replaceable(made);
    if (member) {
      const [attr, key, value] = member;
      const given = fixture(type, { [key]: value });
      expect((given as Record<string, unknown>)[attr]).toBe(value);
      expect(given).not.toEqual(made);
    } else {
      expect(asDict(fixture(type, { extra: 1 })).extra).toBe(1);
    }
  });
});

describe('fixture: the values it makes', () => {
  it('makes a pull request from nothing: promised members filled, nested ones made whole, the rest null', () => {
    const pull = fixture(documented.PullRequest, {});
    expect(pull.id).toBeGreaterThan(0);
    expect(pull.node_id).toBe(btoa('011:PullRequest1'));
    expect(pull.url).toMatch(/^https:\/\//);
    expect(pull.html_url).toMatch(/^https:\/\//);
    expect(pull.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(pull.locked).toBe(false);
    expect(pull.title).toBe('title');
    expect(pull.labels).toEqual([]);
    expect(pull.base.repository.full_name).toBe('full_name');
    expect(pull.user).toBeNull();
    expect(pull.head.sha).toBe('sha');
    expect(pull.body).toBeNull();
    expect(pull.merged_at).toBeNull();
  });

  it('keeps the documented sample of a type that has one, filling what it lacks', () => {
    const repo = fixture(documented.Repository, { name: 'Other' });
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(repo.name).toBe('Other');
    expect(repo.id).toBe(1296269);
  });

  it('lets a caller member replace a made nested object whole, or null it', () => {
    const pull = fixture(documented.PullRequest, { head: { ref: 'topic', sha: 'abc' }, milestone: null });
    expect(pull.head.ref).toBe('topic');
    expect(pull.head.label).toBeNull();
    expect(asDict(pull).head).toEqual({ ref: 'topic', sha: 'abc' });
    expect(pull.milestone).toBeNull();
  });

  it('gives a nested object the identity members it cannot be read without, by what its field reads', () => {
    const inner = model('Inner', { key: required(str), id, name: promised(str), note: str });
    const outer = model('Outer', { inner: promised(one(inner)), all: promised(many(inner)), other: one(inner) });
    expect(asDict(fixture(outer))).toEqual({ inner: { key: 'key', id: 1, name: 'name' }, all: [] });
  });

  it('is the same for the same arguments, with nothing random or dated now', () => {
    const a = fixture(generated.Installation, { id: 3 });
    const b = fixture(generated.Installation, { id: 3 });
    expect(a).toEqual(b);
    expect(asDict(a)).toEqual(asDict(b));
    expect(a).not.toBe(b);
  });
});
