import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createAppFromManifest, manifestPage, memoryLedger, type AppContext } from '../../src/app/index.js';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { createIssueComment } from '../../src/issues/index.js';
import { signWebhook } from '../../src/webhooks/index.js';
import YAML from 'yaml';
import { context, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { deliverySpans, tracing } from '../../src/tracing/index.js';
import { generateTestKey, type TestKey } from '../auth/app-key.js';

// Real deliveries: examples of @octokit/webhooks-examples 7.6.1 (MIT, octokit/webhooks). The
// issue_comment.created one chosen names installation 1; the issues.opened one names none.
const require = createRequire(import.meta.url);
const EXAMPLES = JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as { name: string; examples: Record<string, unknown>[] }[];
const example = (name: string, action: string, installed = false) => EXAMPLES.find((e) => e.name === name)?.examples.find((e) => e.action === action && (!installed || e.installation)) as Record<string, unknown>;
const COMMENTED = example('issue_comment', 'created', true) as { comment: Record<string, unknown>; issue: { number: number }; installation: { id: number } };
const OPENED = example('issues', 'opened') as { issue: { number: number; title: string } };

// GitHub's documented examples (its description, through @octokit/openapi): an installation, and an installation's repositories.
const DESCRIPTION = JSON.parse(readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8')) as { components: { examples: Record<string, { value: unknown }> } };
const INSTALLATION = (DESCRIPTION.components.examples['base-installation-items']?.value as Record<string, unknown>[])[0] as Record<string, unknown>;
const CONTENT_FILE = DESCRIPTION.components.examples['content-file']?.value as Record<string, unknown>;
/** Configuration files the stand-in serves, by path (and `@ref` when asked at one). */
const CONFIG_FILES: Record<string, string> = {
  '/repos/Codertocat/Hello-World/contents/.github/thanks.yml': 'greeting: Hello\nlabels:\n  - triage\n',
  '/repos/Codertocat/Hello-World/contents/.github/thanks.yml@next': 'greeting: Hi from next\n',
  '/repos/Codertocat/.github/contents/.github/shared.json': '{ "limits": { "comments": 3 } }',
};
const REPOSITORIES = DESCRIPTION.components.examples['repository-paginated-2']?.value as { total_count: number; repositories: { full_name: string }[] };

const SECRET = 'It’s a Secret to Everybody';
/** The installation token the stand-in hands out (not shaped as a real one). */
const TOKEN = 'installation-token-of-the-stand-in';
// The documented item of GET /app/hook/deliveries (GitHub's description, components/examples/hook-delivery-items).
const DOCUMENTED_ITEM = { id: 12345678, guid: '0b989ba4-242f-11e5-81e1-c7b6966d2516', delivered_at: '2019-06-03T00:57:16Z', redelivery: false, duration: 0.27, status: 'OK', status_code: 200, event: 'issues', action: 'opened', installation_id: 123, repository_id: 456, throttled_at: null };

let key: TestKey;
beforeAll(async () => {
  key = await generateTestKey();
});

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
  /** Whether the request named an ETag (If-None-Match). */
  conditional: boolean;
}

/** A loopback stand-in for the app routes: installation tokens, issue comments, webhook deliveries and their redelivery. */
async function standIn(deliveryPages: Record<string, unknown>[][] = []): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ method: req.method ?? '', path: url.pathname + url.search, authorization: req.headers.authorization, body, conditional: req.headers['if-none-match'] !== undefined });
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(data));
    const installationId = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(url.pathname)?.[1];
    if (req.method === 'POST' && installationId) return json(201, { token: installationId === '1' ? TOKEN : `${TOKEN}-${installationId}`, expires_at: new Date(Date.now() + 3_600_000).toISOString(), permissions: { issues: 'write' } });
    if (req.method === 'GET' && url.pathname === '/app/installations') return json(200, [INSTALLATION, { ...INSTALLATION, id: 2 }]);
    const file = CONFIG_FILES[`${url.pathname}${url.searchParams.has('ref') ? `@${url.searchParams.get('ref')}` : ''}`];
    // Each file has an ETag of its text; asked again with it, the answer is a 304, as GitHub's is.
    const etag = file === undefined ? '' : `"${Buffer.from(file).toString('base64url').slice(0, 32)}"`;
    if (req.method === 'GET' && file !== undefined && req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    if (req.method === 'GET' && file !== undefined) return json(200, { ...CONTENT_FILE, name: url.pathname.split('/').pop(), path: url.pathname.replace(/^.*\/contents\//, ''), size: file.length, content: Buffer.from(file).toString('base64') }, { etag });
    if (req.method === 'GET' && url.pathname === '/installation/repositories') {
      // Each installation's token sees the documented repository under a name of its own.
      const which = req.headers.authorization === `token ${TOKEN}` ? 'one' : 'two';
      return json(200, { ...REPOSITORIES, repositories: REPOSITORIES.repositories.map((repository) => ({ ...repository, full_name: `${repository.full_name}-${which}` })) });
    }
    if (req.method === 'POST' && /^\/repos\/Codertocat\/Hello-World\/issues\/\d+\/comments$/.test(url.pathname)) return json(201, { ...COMMENTED.comment, body: (JSON.parse(body) as { body: string }).body });
    if (req.method === 'GET' && url.pathname === '/app/hook/deliveries') {
      const page = Number(url.searchParams.get('cursor') ?? '0');
      const next: Record<string, string> = page + 1 < deliveryPages.length ? { link: `<http://${req.headers.host}/app/hook/deliveries?per_page=100&cursor=${page + 1}>; rel="next"` } : {};
      return json(200, deliveryPages[page] ?? [], next);
    }
    if (req.method === 'POST' && /^\/app\/hook\/deliveries\/\d+\/attempts$/.test(url.pathname)) return json(202, {});
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.map((close) => close()));
  closing = [];
});

async function setUp(options: Partial<Parameters<typeof createApp>[0]> = {}, pages?: Record<string, unknown>[][]) {
  const server = await standIn(pages);
  closing.push(server.close);
  const app = createApp({ appId: 1, privateKey: key.pkcs8, webhookSecret: SECRET, baseUrl: server.url, retry: false, retryDelay: 0, ...options });
  return { app, server };
}

async function signed(event: string, payload: unknown, id: string, secret = SECRET): Promise<Request> {
  const body = JSON.stringify(payload);
  return new Request('http://app.example/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': event, 'x-github-delivery': id, 'x-hub-signature-256': await signWebhook(secret, body) } });
}

const tokenRequests = (seen: readonly Seen[]) => seen.filter((s) => s.path.endsWith('/access_tokens')).length;

describe('createApp: a delivery runs its handlers with its installation’s session', () => {
  it('answers 204 once the handlers ran; the handler’s session is the installation’s (one token for the installation), and issue() makes the reference a comment needs', async () => {
    const { app, server } = await setUp();
    const handled: AppContext<'issue_comment.created'>[] = [];
    app.on('issue_comment.created', async (context) => {
      handled.push(context);
      await createIssueComment(context.session, context.issue(), `Seen ${context.payload.comment.id}`);
    });
    const response = await app.fetch(await signed('issue_comment', COMMENTED, '1a2b3c4d-0000-0000-0000-000000000001'));
    expect(response.status).toBe(204);
    expect(handled).toHaveLength(1);
    const [context] = handled;
    expect(context?.delivery).toMatchObject({ id: '1a2b3c4d-0000-0000-0000-000000000001', event: 'issue_comment', action: 'created', attempt: 1 });
    expect(context?.issue()).toEqual({ owner: 'Codertocat', repo: 'Hello-World', number: COMMENTED.issue.number });
    expect(context?.repo()).toEqual({ owner: 'Codertocat', repo: 'Hello-World' });
    const comment = server.seen.find((s) => s.path.endsWith('/comments'));
    expect(comment).toMatchObject({ method: 'POST', path: `/repos/Codertocat/Hello-World/issues/${COMMENTED.issue.number}/comments`, authorization: `token ${TOKEN}` });
    expect(JSON.parse(comment?.body ?? '{}')).toEqual({ body: `Seen ${COMMENTED.comment.id as number}` });
    expect(server.seen.find((s) => s.path.endsWith('/access_tokens'))?.path).toBe(`/app/installations/${COMMENTED.installation.id}/access_tokens`);

    // Another delivery for the same installation: its token is reused, not minted again.
    expect((await app.fetch(await signed('issue_comment', COMMENTED, '1a2b3c4d-0000-0000-0000-000000000002'))).status).toBe(204);
    expect(handled).toHaveLength(2);
    expect(tokenRequests(server.seen)).toBe(1);
  });

  it('runs the handlers of the event and action, of the event, then of every delivery, in that order; a delivery without an installation gets the app’s session', async () => {
    const { app } = await setUp();
    const order: string[] = [];
    app.onAny(({ delivery }) => void order.push(`any ${delivery.event}`));
    app.on('issues', ({ payload }) => void order.push(`issues ${payload.action}`));
    app.on('issues.opened', ({ payload, session }) => {
      order.push(`opened ${payload.issue.title}`);
      expect(session).toBe(app.session);
    });
    app.on('issue_comment.created', () => void order.push('not this one'));
    expect((await app.fetch(await signed('issues', OPENED, 'aaaaaaaa-0000-0000-0000-000000000001'))).status).toBe(204);
    expect(order).toEqual([`opened ${OPENED.issue.title}`, 'issues opened', 'any issues']);
  });

  it('runs a delivery once by its id: the same delivery again is answered 204 and not run, whichever receiver gets it', async () => {
    const { app } = await setUp();
    let runs = 0;
    app.on('issues.opened', () => void runs++);
    const id = 'bbbbbbbb-0000-0000-0000-000000000001';
    expect((await app.fetch(await signed('issues', OPENED, id))).status).toBe(204);
    expect((await app.fetch(await signed('issues', OPENED, id))).status).toBe(204);
    await app.receive({ event: 'issues', payload: OPENED, id });
    expect(runs).toBe(1);
  });

  it('refuses a delivery whose signature does not match (401), and one without a usable delivery id (400), running nothing and reporting no secret', async () => {
    const { app, server } = await setUp();
    let runs = 0;
    const errors: unknown[] = [];
    app.onAny(() => void runs++);
    app.onError((error) => void errors.push(error));
    expect((await app.fetch(await signed('issues', OPENED, 'cccccccc-0000-0000-0000-000000000001', 'another secret'))).status).toBe(401);
    expect((await app.fetch(await signed('issues', OPENED, '../../etc/passwd'))).status).toBe(400);
    expect((await app.fetch(await signed('Issues<script>', OPENED, 'cccccccc-0000-0000-0000-000000000002'))).status).toBe(400);
    expect((await app.fetch(new Request('http://app.example/webhook'))).status).toBe(405);
    expect(runs).toBe(0);
    expect(server.seen).toEqual([]);
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(String((error as Error).message)).not.toContain(SECRET);
  });
});

describe('createApp: answered in time, retried, kept as failed', () => {
  it('answers 202 when the handlers are still running after answerWithin, hands the rest to ctx.waitUntil, and a copy arriving meanwhile is not run twice', async () => {
    const { app } = await setUp({ answerWithin: 100 });
    let runs = 0;
    let finished = false;
    app.on('issues.opened', async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 400));
      finished = true;
    });
    const waited: Promise<unknown>[] = [];
    const ctx = { waitUntil: (promise: Promise<unknown>) => void waited.push(promise) };
    const started = Date.now();
    const first = await app.fetch(await signed('issues', OPENED, 'dddddddd-0000-0000-0000-000000000001'), {}, ctx);
    expect(first.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(350);
    expect(finished).toBe(false);
    expect((await app.fetch(await signed('issues', OPENED, 'dddddddd-0000-0000-0000-000000000001'))).status).toBe(202);
    expect(waited).toHaveLength(1);
    await waited[0];
    expect(finished).toBe(true);
    expect(runs).toBe(1);
    expect((await app.fetch(await signed('issues', OPENED, 'dddddddd-0000-0000-0000-000000000001'))).status).toBe(204);
    expect(runs).toBe(1);
  });

  it('answers 500 when the first attempt fails (so GitHub’s records show it), retries with backoff, and the retry that succeeds makes it done', async () => {
    const { app } = await setUp({ attempts: 3 });
    const attempts: number[] = [];
    const reported: number[] = [];
    app.onError((_error, delivery) => void reported.push(delivery?.attempt ?? 0));
    app.on('issues.opened', ({ delivery }) => {
      attempts.push(delivery.attempt);
      if (delivery.attempt === 1) throw new Error('the first attempt fails');
    });
    const ctxWork: Promise<unknown>[] = [];
    const response = await app.fetch(await signed('issues', OPENED, 'eeeeeeee-0000-0000-0000-000000000001'), {}, { waitUntil: (p) => void ctxWork.push(p) });
    expect(response.status).toBe(500);
    await Promise.all(ctxWork);
    expect(attempts).toEqual([1, 2]);
    expect(reported).toEqual([1]);
    expect(await app.failedDeliveries()).toEqual([]);
    // GitHub's redelivery of it finds it done.
    expect((await app.fetch(await signed('issues', OPENED, 'eeeeeeee-0000-0000-0000-000000000001'))).status).toBe(204);
    expect(attempts).toEqual([1, 2]);
  });

  it('keeps a delivery whose handlers fail every attempt as failed, with its error; its redelivery runs again', async () => {
    const { app } = await setUp({ attempts: 2 });
    let runs = 0;
    app.on('issues.opened', () => {
      runs++;
      throw new Error(`refused ${runs}`);
    });
    await expect(app.receive({ event: 'issues', payload: OPENED, id: 'ffffffff-0000-0000-0000-000000000001' })).rejects.toThrow('refused 2');
    const [failed] = await app.failedDeliveries();
    expect(failed).toMatchObject({ id: 'ffffffff-0000-0000-0000-000000000001', event: 'issues', action: 'opened', attempts: 2 });
    expect((failed?.error as Error).message).toBe('refused 2');
    await expect(app.receive({ event: 'issues', payload: OPENED, id: 'ffffffff-0000-0000-0000-000000000001' })).rejects.toThrow('refused 4');
    expect(runs).toBe(4);
  });

  it('answers a node:http request as the fetch receiver does', async () => {
    const { app } = await setUp();
    let runs = 0;
    app.on('issues', () => void runs++);
    const server = createServer((req, res) => void app.node(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const post = async (request: Request) => (await fetch(url, { method: 'POST', headers: request.headers, body: await request.text() })).status;
    expect(await post(await signed('issues', OPENED, '12121212-0000-0000-0000-000000000001'))).toBe(204);
    expect(await post(await signed('issues', OPENED, '12121212-0000-0000-0000-000000000002', 'wrong'))).toBe(401);
    expect((await fetch(url)).status).toBe(405);
    expect(runs).toBe(1);
  });

  it('refuses options it cannot use, naming them', () => {
    expect(() => createApp({ appId: 1, privateKey: 'k', webhookSecret: '' })).toThrow(/webhookSecret/);
    expect(() => createApp({ appId: 1, privateKey: 'k', webhookSecret: 's', attempts: 0 })).toThrow(/attempts/);
    expect(() => createApp({ appId: 1, privateKey: 'k', webhookSecret: 's', ledger: {} as never })).toThrow(/ledger/);
  });
});

describe('createApp: configuration from the repository', () => {
  it('reads .github/<path> of the delivery’s repository (YAML with the app’s parser, JSON as is) over the defaults, at a ref when asked, else from the owner’s .github repository, else the defaults', async () => {
    const { app, server } = await setUp({ parseYaml: YAML.parse });
    const read: unknown[] = [];
    app.on('issue_comment.created', async ({ config }) => {
      read.push(await config('thanks.yml', { defaults: { greeting: 'Hey', labels: [] as string[], close: false } }));
      read.push(await config('thanks.yml', { ref: 'next' }));
      read.push(await config('shared.json', { defaults: { limits: { comments: 1, reactions: 5 } } }));
      read.push(await config('missing.yml', { defaults: { enabled: true } }));
    });
    await app.receive({ event: 'issue_comment', payload: COMMENTED });
    expect(read).toEqual([{ greeting: 'Hello', labels: ['triage'], close: false }, { greeting: 'Hi from next' }, { limits: { comments: 3, reactions: 5 } }, { enabled: true }]);
    const asked = server.seen.filter((s) => s.path.includes('/contents/')).map((s) => s.path);
    expect(asked).toEqual([
      '/repos/Codertocat/Hello-World/contents/.github/thanks.yml',
      '/repos/Codertocat/Hello-World/contents/.github/thanks.yml?ref=next',
      '/repos/Codertocat/Hello-World/contents/.github/shared.json',
      '/repos/Codertocat/.github/contents/.github/shared.json',
      '/repos/Codertocat/Hello-World/contents/.github/missing.yml',
      '/repos/Codertocat/.github/contents/.github/missing.yml',
    ]);
    for (const request of server.seen.filter((s) => s.path.includes('/contents/'))) expect(request.authorization).toBe(`token ${TOKEN}`);
  });

  it('reads a configuration file again by its ETag: the second read is a 304 and gives the same configuration', async () => {
    const { app, server } = await setUp({ parseYaml: YAML.parse });
    const read: unknown[] = [];
    app.on('issue_comment.created', async ({ config }) => void read.push(await config('thanks.yml')));
    await app.receive({ event: 'issue_comment', payload: COMMENTED, id: '78787878-0000-0000-0000-000000000001' });
    await app.receive({ event: 'issue_comment', payload: COMMENTED, id: '78787878-0000-0000-0000-000000000002' });
    expect(read).toEqual([{ greeting: 'Hello', labels: ['triage'] }, { greeting: 'Hello', labels: ['triage'] }]);
    expect(server.seen.filter((s) => s.path.includes('/contents/')).map((s) => s.conditional)).toEqual([false, true]);
  });

  it('refuses a path that leaves .github/, and a YAML file without a parser, before anything is sent', async () => {
    const { app, server } = await setUp();
    const errors: string[] = [];
    app.on('issue_comment.created', async ({ config }) => {
      for (const path of ['../secrets.yml', 'a/../../b.json', '/etc/passwd', 'thanks.yml']) {
        await config(path).then(
          () => errors.push(`${path}: read`),
          (error: unknown) => errors.push(`${path}: ${(error as Error).name}`),
        );
      }
    });
    await app.receive({ event: 'issue_comment', payload: COMMENTED });
    expect(errors).toEqual(['../secrets.yml: ValidationError', 'a/../../b.json: ValidationError', '/etc/passwd: ValidationError', 'thanks.yml: ValidationError']);
    expect(server.seen.filter((s) => s.path.includes('/contents/')).map((s) => s.path)).toEqual(['/repos/Codertocat/Hello-World/contents/.github/thanks.yml']);
  });
});

describe('createApp: across installations', () => {
  it('walks every installation with its own session, and every repository each can reach', async () => {
    const { app, server } = await setUp();
    const installations: number[] = [];
    for await (const { installation, session } of app.eachInstallation()) {
      installations.push(installation.id);
      expect(session).toBe(app.installationSession(installation.id));
    }
    expect(installations).toEqual([1, 2]);
    const seen: string[] = [];
    for await (const { installation, repository } of app.eachRepository({ concurrency: 2 })) seen.push(`${installation.id} ${repository.full_name}`);
    const name = REPOSITORIES.repositories[0]?.full_name;
    expect(seen).toEqual([`1 ${name}-one`, `2 ${name}-two`]);
    // One token per installation, however many walks asked for it (listed at once, so in either order).
    expect(server.seen.filter((s) => s.path.endsWith('/access_tokens')).map((s) => s.path).sort()).toEqual(['/app/installations/1/access_tokens', '/app/installations/2/access_tokens']);
  });
});

describe('createApp: redeliverFailed', () => {
  const item = (n: number, guid: string, statusCode: number, at: string, redelivery = false) => ({ ...DOCUMENTED_ITEM, id: n, guid, status_code: statusCode, status: statusCode < 300 ? 'OK' : 'Internal Server Error', delivered_at: at, redelivery });
  // Newest first over three pages, as GitHub lists them.
  const pages = [
    [item(9, 'a0000000-0000-0000-0000-000000000001', 200, '2026-11-28T10:00:00Z', true), item(8, 'b0000000-0000-0000-0000-000000000002', 500, '2026-11-28T09:00:00Z')],
    [item(7, 'c0000000-0000-0000-0000-000000000003', 200, '2026-11-28T08:00:00Z'), item(6, 'a0000000-0000-0000-0000-000000000001', 502, '2026-11-28T07:00:00Z')],
    [item(5, 'd0000000-0000-0000-0000-000000000004', 504, '2026-11-28T06:00:00Z'), item(4, 'e0000000-0000-0000-0000-000000000005', 500, '2026-11-20T06:00:00Z')],
  ];

  it('asks for a new attempt of exactly the deliveries whose last attempt failed since the given time, walking every page', async () => {
    const { app, server } = await setUp({}, pages);
    const sweep = await app.redeliverFailed({ since: new Date('2026-11-27T00:00:00Z') });
    expect(sweep).toEqual({ checked: 4, redelivered: 2, failed: 0 });
    const asked = server.seen.filter((s) => s.path.endsWith('/attempts')).map((s) => s.path);
    expect(asked).toEqual(['/app/hook/deliveries/8/attempts', '/app/hook/deliveries/5/attempts']);
    expect(server.seen.filter((s) => s.path.startsWith('/app/hook/deliveries?') || s.path === '/app/hook/deliveries').length).toBe(3);
    for (const request of server.seen) expect(request.authorization).toMatch(/^Bearer /);
  });

  it('starts the next sweep where the last one started (kept in the ledger)', async () => {
    const ledger = memoryLedger();
    const { app, server } = await setUp({ ledger }, pages);
    await ledger.write('hubops:app:swept', '2026-11-28T08:30:00Z');
    const sweep = await app.redeliverFailed();
    expect(sweep).toEqual({ checked: 2, redelivered: 1, failed: 0 });
    expect(server.seen.filter((s) => s.path.endsWith('/attempts')).map((s) => s.path)).toEqual(['/app/hook/deliveries/8/attempts']);
    expect(Date.parse((await ledger.read('hubops:app:swept')) ?? '')).toBeGreaterThan(Date.parse('2026-11-28T08:30:00Z'));
  });
});


describe('the manifest flow', () => {
  it('makes a page whose form posts the manifest to GitHub (an organization’s when named), every value escaped for HTML', () => {
    const manifest = { name: 'Thanks "bot" <3', url: 'https://example.com', hook_attributes: { url: 'https://example.com/webhook' }, redirect_url: 'https://example.com/created', default_events: ['issues'] };
    const html = manifestPage(manifest, { org: 'octo-org', state: 'a b&c' });
    expect(html).toContain('<form action="https://github.com/organizations/octo-org/settings/apps/new?state=a%20b%26c" method="post">');
    const value = /name="manifest" value="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toEqual(manifest);
    expect(html).not.toContain('<3');
    expect(manifestPage(manifest)).toContain('action="https://github.com/settings/apps/new"');
    expect(() => manifestPage(manifest, { org: '../x' })).toThrow(/org/);
  });

  it('turns the code into the app’s id, key, secrets and client, sending no credential, and never puts the answer in an error', async () => {
    // GitHub's documented answer (its description, components/examples/integration-from-manifest).
    const documented = DESCRIPTION.components.examples['integration-from-manifest']?.value as Record<string, unknown>;
    const seen: { path: string; authorization: string | undefined }[] = [];
    let answer: unknown = documented;
    const server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const made = await createAppFromManifest('a1b2c3', { baseUrl });
    expect(made).toEqual({ appId: documented.id, slug: documented.slug, privateKey: documented.pem, webhookSecret: documented.webhook_secret, clientId: documented.client_id, clientSecret: documented.client_secret });
    expect(seen).toEqual([{ path: '/app-manifests/a1b2c3/conversions', authorization: undefined }]);
    answer = { ...documented, pem: null };
    const error = await createAppFromManifest('d4e5f6', { baseUrl }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableResponseBody);
    expect(JSON.stringify(error)).not.toContain(String(documented.client_secret));
    expect((error as UnprocessableResponseBody).body).toBeNull();
    await expect(createAppFromManifest('../x', { baseUrl })).rejects.toThrow(/code/);
  });
});

describe('createApp: when the ledger fails', () => {
  it('answers 503 and runs nothing when the ledger cannot claim a delivery; a handler that ran is not run again when the ledger cannot record it', async () => {
    const broken = memoryLedger();
    let claims = 0;
    const ledger = { ...broken, claim: (id: string, ttl: number) => (++claims === 1 ? Promise.reject(new Error('ledger down')) : broken.claim(id, ttl)), done: () => Promise.reject(new Error('ledger down')) };
    const { app } = await setUp({ ledger });
    let runs = 0;
    const errors: string[] = [];
    app.onError((error) => void errors.push((error as Error).message));
    app.on('issues.opened', () => void runs++);
    expect((await app.fetch(await signed('issues', OPENED, '34343434-0000-0000-0000-000000000001'))).status).toBe(503);
    expect(runs).toBe(0);
    expect((await app.fetch(await signed('issues', OPENED, '34343434-0000-0000-0000-000000000001'))).status).toBe(204);
    expect(runs).toBe(1);
    expect(errors).toEqual(['ledger down', 'ledger down']);
  });
});

describe('createApp with deliverySpans', () => {
  it('makes a consumer span of each run of a delivery’s handlers, its requests’ spans as children, and marks a failed run', async () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const exporter = new InMemorySpanExporter();
      const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('spec');
      const { app } = await setUp({ attempts: 2, observe: deliverySpans({ tracer }), stages: [tracing({ tracer })] });
      let runs = 0;
      app.on('issue_comment.created', async ({ session, issue }) => {
        await createIssueComment(session, issue(), 'Seen');
        if (++runs === 1) throw new Error('the first run fails');
      });
      await app.receive({ event: 'issue_comment', payload: COMMENTED, id: '56565656-0000-0000-0000-000000000001' });
      const spans = exporter.getFinishedSpans();
      const deliveries = spans.filter((span) => span.name === 'webhook issue_comment.created');
      expect(deliveries.map((span) => [span.kind, span.attributes['github.webhook.attempt'], span.attributes['hubops.outcome'], span.status.code])).toEqual([
        [SpanKind.CONSUMER, 1, 'failed', SpanStatusCode.ERROR],
        [SpanKind.CONSUMER, 2, 'done', SpanStatusCode.UNSET],
      ]);
      expect(deliveries[0]?.attributes).toMatchObject({ 'github.webhook.event': 'issue_comment', 'github.webhook.action': 'created', 'github.webhook.delivery_id': '56565656-0000-0000-0000-000000000001', 'github.installation.id': COMMENTED.installation.id });
      const comments = spans.filter((span) => span.name === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments');
      expect(comments.map((span) => span.parentSpanContext?.spanId)).toEqual(deliveries.map((span) => span.spanContext().spanId));
      expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(TOKEN);
    } finally {
      context.disable();
    }
  });
});
