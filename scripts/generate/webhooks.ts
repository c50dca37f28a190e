import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isObject, REPO_ROOT, type JsonObject } from '../lib/openapi.js';
import type { Models } from './models.js';
import { kebab, key, pascal, summary } from './names.js';

/**
 * The webhook payload models: one per event and action of GitHub's webhook description (the
 * pinned `@octokit/openapi-webhooks` devDependency, api.github.com), written with the same model
 * form as the REST answers, and the map from a delivery's `event.action` to its model.
 */

export const WEBHOOKS_PACKAGE = '@octokit/openapi-webhooks';
const FILE = 'generated/api.github.com.json';
export const WEBHOOK_MODELS_DIR = 'webhooks/generated/models';

export interface WebhookEvent {
  /** `issues.opened`, or the event's name alone for events without actions (`push`). */
  key: string;
  event: string;
  action: string | null;
  /** The payload's model, or null when the description gives no single object schema (read as JSON). */
  model: string | null;
  about: string;
}

/** The description's file, as the provenance line names it. */
export function webhooksSource(): { line: string; doc: JsonObject } {
  const text = readFileSync(resolve(REPO_ROOT, 'node_modules', WEBHOOKS_PACKAGE, FILE), 'utf8');
  const doc = JSON.parse(text) as JsonObject;
  const { version } = JSON.parse(readFileSync(resolve(REPO_ROOT, 'node_modules', WEBHOOKS_PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const sha = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { line: `${WEBHOOKS_PACKAGE} ${version} ${FILE} (sha256 ${sha}…, GitHub's webhook description)`, doc };
}

/** Every event and action of the description, with its payload model planned in `models`. */
export function planWebhooks(doc: JsonObject, models: Models): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  for (const [name, item] of Object.entries(doc.webhooks as JsonObject)) {
    const post = (item as JsonObject).post as JsonObject;
    const [eventPart = name, actionPart] = String(post.operationId).split('/');
    const schema = ((((post.requestBody as JsonObject).content as JsonObject)['application/json'] as JsonObject).schema ?? {}) as JsonObject;
    const target = typeof schema.$ref === 'string' ? (doc.components as { schemas: JsonObject }).schemas[schema.$ref.split('/').pop() as string] : schema;
    // The payload's own `action` is the action's wire name (`requested_action`); the operation id spells it with hyphens.
    const declared = isObject(target) && isObject(target.properties) && isObject(target.properties.action) && Array.isArray(target.properties.action.enum) ? target.properties.action.enum : [];
    const event = eventPart.replace(/-/g, '_');
    const action = declared.length === 1 && typeof declared[0] === 'string' ? declared[0] : actionPart ? actionPart.replace(/-/g, '_') : null;
    const model = models.modelFor(doc, schema, pascal(`webhook-${name}`), `#/webhooks/${name}/post/requestBody`);
    events.push({ key: action ? `${event}.${action}` : event, event, action, model, about: summary(post.description) || summary(post.summary) });
  }
  return events.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The payload models the deliveries are read with, each once, sorted. */
function modelNamesOf(events: readonly WebhookEvent[]): string[] {
  return [...new Set(events.flatMap((e) => (e.model ? [e.model] : [])))].sort();
}

/** The deliveries by event, in their order. */
function byEventOf(events: readonly WebhookEvent[]): Map<string, WebhookEvent[]> {
  const byEvent = new Map<string, WebhookEvent[]>();
  for (const e of events) byEvent.set(e.event, [...(byEvent.get(e.event) ?? []), e]);
  return byEvent;
}

/** `src/webhooks/generated/payloads.ts`: the payload type of each delivery and the model it is read with. */
export function renderPayloads(events: readonly WebhookEvent[], header: string): string {
  const modelNames = modelNamesOf(events);
  const byEvent = byEventOf(events);
  const typeOf = (e: WebhookEvent) => e.model ?? 'JsonPayload';
  return [
    header,
    `import type { Model } from '../../models/library/model.js';`,
    ...modelNames.map((name) => `import { ${name} } from './models/${kebab(name)}.js';`),
    '',
    '/** A payload the description gives no single object schema for: its JSON, deep-frozen. */',
    'export type JsonPayload = Readonly<Record<string, unknown>>;',
    '',
    '/** The payload of each delivery, by `event.action` (`issues.opened`), or by event for events without actions (`push`). */',
    'export interface WebhookPayloads {',
    ...events.map((e) => `  /** ${e.about || `The ${e.key} delivery.`} */\n  ${key(e.key)}: ${typeOf(e)};`),
    '}',
    '',
    '/** The payload of each event, whatever its action. */',
    'export interface WebhookEventPayloads {',
    ...[...byEvent].map(([event, list]) => `  ${key(event)}: ${[...new Set(list.map(typeOf))].join(' | ')};`),
    '}',
    '',
    '/** The events of the description, by name. */',
    'export type WebhookEventName = keyof WebhookEventPayloads;',
    '',
    '/** The model each delivery’s payload is read with (null: read as JSON). */',
    'export const WEBHOOK_MODELS: { readonly [K in keyof WebhookPayloads]: Model<WebhookPayloads[K]> | null } = {',
    ...events.map((e) => `  ${key(e.key)}: ${e.model ?? 'null'},`),
    '};',
    '',
    '/** The actions of each event that has actions. */',
    'export const WEBHOOK_ACTIONS: Readonly<Record<string, readonly string[]>> = {',
    ...[...byEvent].filter(([, list]) => list.some((e) => e.action)).map(([event, list]) => `  ${key(event)}: [${list.map((e) => JSON.stringify(e.action)).join(', ')}],`),
    '};',
    '',
  ].join('\n');
}

/** `onIssuesOpened`, `onIssues`, `onPush`: the handler maker of a kind of delivery. */
export function handlerName(kind: string): string {
  return `on${kind
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;
}

/**
 * `src/webhooks/generated/events.ts`: a handler maker per kind of delivery (`onIssuesOpened`), and
 * per event with actions (`onIssues`, any action), each bringing only the models it reads with.
 */
export function renderEvents(events: readonly WebhookEvent[], header: string): string {
  const modelNames = modelNamesOf(events);
  const byEvent = byEventOf(events);
  const lines: string[] = [];
  const names = new Map<string, string>();
  const declare = (kind: string, about: string, models: string) => {
    const name = handlerName(kind);
    const taken = names.get(name);
    if (taken !== undefined) throw new Error(`webhook handler name ${name} is given to both ${taken} and ${kind}`);
    names.set(name, kind);
    lines.push(`/** Handles ${about} */`, `export const ${name}: WebhookEvent<${JSON.stringify(kind)}> = /*#__PURE__*/ webhookEvent(${JSON.stringify(kind)}, ${models});`);
  };
  for (const [event, list] of byEvent) {
    for (const e of list) declare(e.key, `\`${e.key}\` deliveries: ${e.about || `the ${e.key} delivery.`}`, e.model ?? 'null');
    const withActions = list.filter((e) => e.action);
    if (withActions.length) declare(event, `every \`${event}\` delivery, whatever its action.`, `{ ${withActions.map((e) => `${key(e.action as string)}: ${e.model ?? 'null'}`).join(', ')} }`);
  }
  return [
    header,
    `import { webhookEvent, type WebhookEvent } from '../events.js';`,
    ...modelNames.map((name) => `import { ${name} } from './models/${kebab(name)}.js';`),
    '',
    ...lines,
    '',
  ].join('\n');
}
