import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { isWebhook, onIssuesOpened, onPush, readWebhook, signWebhook, WEBHOOK_ACTIONS, webhookFetchHandler, type WebhookDelivery } from '../../src/webhooks/index.js';
import { WEBHOOK_MODELS } from '../../src/webhooks/generated/payloads.js';

/*
 * Real deliveries: the payload examples of `@octokit/webhooks-examples` 7.6.1 (MIT, octokit/webhooks:
 * payloads GitHub sent, contributed by the community), and the examples GitHub's webhook
 * description (`@octokit/openapi-webhooks` 12.1.0, api.github.com) documents. Both are pinned
 * devDependencies, read here as they are.
 */
const require = createRequire(import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as unknown;
const community = read('@octokit/webhooks-examples/api.github.com/index.json') as { name: string; examples: Record<string, unknown>[] }[];
type Documented = { $ref?: string; value?: Record<string, unknown> };
const description = read('@octokit/openapi-webhooks/generated/api.github.com.json') as {
  webhooks: Record<string, { post: { operationId: string; requestBody: { content: Record<string, { examples?: Record<string, Documented> }> } } }>;
  components: { examples: Record<string, Documented> };
};
const valueOf = (example: Documented) => (example.$ref ? description.components.examples[example.$ref.split('/').pop()!]!.value : example.value)!;

interface Example {
  source: string;
  event: string;
  payload: Record<string, unknown>;
}

const examples: Example[] = [
  ...community.flatMap((group) => group.examples.map((payload, i) => ({ source: `@octokit/webhooks-examples ${group.name}[${i}]`, event: group.name, payload }))),
  ...Object.entries(description.webhooks).flatMap(([name, { post }]) =>
    Object.values(post.requestBody.content).flatMap((content) =>
      Object.entries(content.examples ?? {}).map(([label, example]) => ({ source: `the description's ${name} example ${label}`, event: post.operationId.split('/')[0]!.replace(/-/g, '_'), payload: valueOf(example) })),
    ),
  ),
];

/*
 * Fields of the examples that do not have the type the description gives them, each with why:
 * these read as an error naming the field, and every other field of the payload reads.
 */
const DEVIATIONS: Record<string, string> = {
  // Deliveries recorded in 2018 and 2019 carry Unix seconds; the description (and later deliveries) write ISO 8601.
  'payload.installation.created_at': 'Unix seconds in deliveries recorded before 2021',
  'payload.installation.updated_at': 'Unix seconds in deliveries recorded before 2021',
};

const SECRET = 'payload-spec-secret';

async function deliver(example: Example): Promise<WebhookDelivery> {
  const body = JSON.stringify(example.payload);
  return readWebhook(SECRET, { 'x-github-event': example.event, 'x-github-delivery': 'd', 'x-hub-signature-256': await signWebhook(SECRET, body) }, body);
}

/** Every field of a parsed payload, read: the paths that threw, and the paths whose value is not the wire's. */
function readAll(parsed: unknown, wire: unknown, path: string, out: { unreadable: Map<string, unknown>; different: string[] }): void {
  if (parsed === null || typeof parsed !== 'object') {
    if (parsed !== (wire ?? null)) out.different.push(path);
    return;
  }
  if (parsed instanceof Date) {
    if (typeof wire !== 'string' || parsed.getTime() !== Date.parse(wire)) out.different.push(path);
    return;
  }
  if (Array.isArray(parsed)) {
    if (!Array.isArray(wire) || wire.length !== parsed.length) out.different.push(path);
    else parsed.forEach((item, i) => readAll(item, wire[i], `${path}[${i}]`, out));
    return;
  }
  for (const key of Object.keys(parsed)) {
    let value: unknown;
    try {
      value = (parsed as Record<string, unknown>)[key];
    } catch (error) {
      out.unreadable.set(`${path}.${key}`.replace(/\[\d+\]/g, '[]'), error);
      continue;
    }
    const wireValue = wire !== null && typeof wire === 'object' ? (wire as Record<string, unknown>)[key] : undefined;
    // A mapping or JSON field is the wire value itself, deep-frozen.
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      expect(value).toEqual(wireValue);
      continue;
    }
    readAll(value, wireValue, `${path}.${key}`, out);
  }
}

describe('webhook payloads, read with the models of GitHub’s webhook description', () => {
  it('has a model for every event and action the description documents', () => {
    const keys = Object.keys(WEBHOOK_MODELS);
    expect(keys.length).toBe(Object.keys(description.webhooks).length);
    // Only payloads the description gives as one of several schemas are read as JSON.
    expect(keys.filter((key) => WEBHOOK_MODELS[key as keyof typeof WEBHOOK_MODELS] === null)).toEqual(['pull_request.review_request_removed', 'pull_request.review_requested']);
    expect(WEBHOOK_ACTIONS.issues).toContain('opened');
    expect(WEBHOOK_ACTIONS.workflow_run).toEqual(['completed', 'in_progress', 'requested']);
  });

  it(`reads every real example (${examples.length}): each field it has the value sent, dates as dates, only the listed deviations unreadable`, async () => {
    const kinds = new Set<string>();
    const unreadable = new Map<string, Set<string>>();
    let lacking = 0;
    for (const example of examples) {
      const delivery = await deliver(example);
      kinds.add(delivery.action ? `${delivery.name}.${delivery.action}` : delivery.name);
      const modelled = Object.getPrototypeOf(delivery.payload) !== Object.prototype;
      const known = ['pull_request.review_requested', 'pull_request.review_request_removed'].includes(`${delivery.name}.${delivery.action}`);
      expect(modelled, example.source).toBe(!known);
      const out = { unreadable: new Map<string, unknown>(), different: [] as string[] };
      readAll(delivery.payload, example.payload, 'payload', out);
      expect(out.different, example.source).toEqual([]);
      for (const [path, error] of out.unreadable) {
        expect(error, `${example.source} ${path}`).toBeInstanceOf(UnprocessableResponseBody);
        expect((error as UnprocessableResponseBody).message).toContain(path.replace(/\[\]/g, ''));
        // A promised field an older delivery lacks (GitHub added it since) is age, not a deviation: it is named when read.
        // The description's own examples keep every promise.
        if (/is (?:missing|null), which GitHub's description says it never is/.test((error as Error).message)) {
          expect(example.source, `${path}: ${(error as Error).message}`).toMatch(/^@octokit\/webhooks-examples/);
          lacking++;
          continue;
        }
        unreadable.set(path, (unreadable.get(path) ?? new Set()).add(example.source));
      }
    }
    expect([...unreadable.keys()].sort()).toEqual(Object.keys(DEVIATIONS).sort());
    // Most community examples are recent enough to keep every promise.
    expect(lacking).toBeLessThan(examples.length * 20);
    // Every kind the examples hold is a kind of the description (a repository dispatch's action is its sender's own).
    const described = new Set(Object.keys(WEBHOOK_MODELS));
    expect([...kinds].filter((kind) => !described.has(kind) && !described.has(kind.split('.')[0]!))).toEqual(['repository_dispatch.on-demand-test']);
    expect(kinds.size).toBeGreaterThanOrEqual(160);
  });

  it('a deviating field names its path and value; the rest of the payload reads', async () => {
    const example = examples.find((e) => e.event === 'installation' && typeof (e.payload.installation as Record<string, unknown>).created_at === 'number')!;
    const delivery = await deliver(example);
    const installation = (delivery.payload as { installation: { created_at: Date | null; id: number; account: unknown } }).installation;
    expect(() => installation.created_at).toThrow(UnprocessableResponseBody);
    expect(() => installation.created_at).toThrow(/payload\.installation\.created_at/);
    expect(installation.id).toBe((example.payload.installation as { id: number }).id);
    expect(installation.account).not.toBeNull();
  });

  it('a payload is plain data: keys, spread and structuredClone give its fields; it is frozen', async () => {
    const example = examples.find((e) => e.event === 'issues' && e.payload.action === 'opened')!;
    const delivery = await deliver(example);
    expect(isWebhook(delivery, 'issues.opened')).toBe(true);
    expect(isWebhook(delivery, 'issues.closed')).toBe(false);
    expect(isWebhook(delivery, 'issues')).toBe(true);
    if (!isWebhook(delivery, 'issues.opened')) throw new Error('unreachable');
    const { payload } = delivery;
    expect(Object.keys(payload)).toEqual(expect.arrayContaining(['action', 'issue', 'repository', 'sender']));
    expect(payload.issue?.number).toBe((example.payload.issue as { number: number }).number);
    expect(payload.issue?.created_at).toBeInstanceOf(Date);
    expect(structuredClone(payload).issue?.title).toBe(payload.issue?.title);
    expect({ ...payload }.sender?.login).toBe((example.payload.sender as { login: string }).login);
    expect(Object.isFrozen(payload) && Object.isFrozen(payload.issue)).toBe(true);
  });

  it('a receiver hands each handler its kind’s payload', async () => {
    const seen: string[] = [];
    const receive = webhookFetchHandler({
      secret: SECRET,
      on: [
        onIssuesOpened(({ payload }) => {
          seen.push(`#${payload.issue?.number} ${payload.issue?.user?.login}`);
          // @ts-expect-error: an issues.opened payload has no pull request
          return payload.pull_request;
        }),
        onPush(({ payload }) => void seen.push(`push ${payload.ref} ${payload.commits?.length}`)),
      ],
    });
    for (const event of ['issues', 'push']) {
      const example = examples.find((e) => e.event === event && (event === 'push' || e.payload.action === 'opened'))!;
      const body = JSON.stringify(example.payload);
      const response = await receive(new Request('http://hooks.example/', { method: 'POST', body, headers: { 'x-github-event': event, 'x-hub-signature-256': await signWebhook(SECRET, body) } }));
      expect(response.status).toBe(204);
    }
    const issue = examples.find((e) => e.event === 'issues' && e.payload.action === 'opened')!.payload.issue as { number: number; user: { login: string } };
    const push = examples.find((e) => e.event === 'push')!.payload as { ref: string; commits: unknown[] };
    expect(seen).toEqual([`#${issue.number} ${issue.user.login}`, `push ${push.ref} ${push.commits.length}`]);
  });
});
