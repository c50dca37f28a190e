import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signWebhook as signForTests } from '../../src/testing/index.js';
import { onAnyWebhook, onIssues, onIssuesOpened, onPing, webhookEvent, readWebhook, signWebhook, verifyWebhookSignature, webhookFetchHandler, webhookModels, webhookNodeHandler, WebhookError } from '../../src/webhooks/index.js';

/*
 * GitHub's documented test values ("Validating webhook deliveries", docs.github.com: testing the
 * webhook payload validation): this secret and body give this X-Hub-Signature-256.
 */
const DOC_SECRET = "It's a Secret to Everybody";
const DOC_BODY = 'Hello, World!';
const DOC_SIGNATURE = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';

const SECRET = 'webhook-spec-secret-value';
// A real issues.opened delivery: the first example of @octokit/webhooks-examples 7.6.1 (MIT, octokit/webhooks).
const require = createRequire(import.meta.url);
const OPENED = (JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as { name: string; examples: { action?: string }[] }[])
  .find((group) => group.name === 'issues')!
  .examples.find((example) => example.action === 'opened') as { issue: { number: number } };
const PAYLOAD = JSON.stringify(OPENED);

async function delivery(body = PAYLOAD, event = 'issues', extra: Record<string, string> = {}) {
  return { 'content-type': 'application/json', 'x-github-event': event, 'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958', 'x-hub-signature-256': await signWebhook(SECRET, body), ...extra };
}

describe('verifyWebhookSignature', () => {
  it('accepts GitHub’s documented example, and refuses it with a byte of the body, the signature or the secret changed', async () => {
    expect(await verifyWebhookSignature(DOC_SECRET, DOC_BODY, DOC_SIGNATURE)).toBe(true);
    expect(await verifyWebhookSignature(DOC_SECRET, new TextEncoder().encode(DOC_BODY), DOC_SIGNATURE)).toBe(true);
    expect(await verifyWebhookSignature(DOC_SECRET, 'Hello, World?', DOC_SIGNATURE)).toBe(false);
    expect(await verifyWebhookSignature(DOC_SECRET, DOC_BODY, DOC_SIGNATURE.replace(/7$/, '8'))).toBe(false);
    expect(await verifyWebhookSignature(`${DOC_SECRET}.`, DOC_BODY, DOC_SIGNATURE)).toBe(false);
  });

  it('signs as GitHub does, with SHA-256 or the older SHA-1, and refuses malformed headers', async () => {
    expect(await signWebhook(DOC_SECRET, DOC_BODY)).toBe(DOC_SIGNATURE);
    expect(await signForTests(DOC_SECRET, DOC_BODY)).toBe(DOC_SIGNATURE);
    const sha1 = await signWebhook(DOC_SECRET, DOC_BODY, 'sha1');
    expect(sha1).toMatch(/^sha1=[0-9a-f]{40}$/);
    expect(await verifyWebhookSignature(DOC_SECRET, DOC_BODY, sha1)).toBe(true);
    for (const header of [null, undefined, '', 'sha256=', 'sha256=xyz', 'md5=757107ea', DOC_SIGNATURE.slice(7), `${DOC_SIGNATURE}0`]) expect(await verifyWebhookSignature(DOC_SECRET, DOC_BODY, header)).toBe(false);
  });

  it('refuses an empty secret, and never puts the secret in the error', async () => {
    await expect(verifyWebhookSignature('', DOC_BODY, DOC_SIGNATURE)).rejects.toMatchObject({ name: 'ValidationError', parameter: 'secret' });
    const error = await signWebhook(SECRET, 7 as never, 'md5' as never).catch((e: unknown) => e);
    expect(String((error as Error).message)).not.toContain(SECRET);
  });
});

describe('readWebhook', () => {
  it('reads a verified delivery: event, action, delivery id and the frozen payload', async () => {
    const read = await readWebhook(SECRET, await delivery(), PAYLOAD);
    expect([read.name, read.action, read.id]).toEqual(['issues', 'opened', '72d3162e-cc78-11e3-81ab-4c9367dc0958']);
    expect((read.payload.issue as { number: number }).number).toBe(OPENED.issue.number);
    expect(Object.isFrozen(read.payload.issue)).toBe(true);
    // Headers as fetch gives them, and a form delivery (payload=…), read the same.
    const form = `payload=${encodeURIComponent(PAYLOAD)}`;
    const formed = await readWebhook(SECRET, new Headers(await delivery(form, 'issues', { 'content-type': 'application/x-www-form-urlencoded' })), form);
    expect(formed.payload).toEqual(read.payload);
  });

  it('refuses a tampered body, a missing or wrong signature (401), a payload that is not an object (400), a body past the limit (413)', async () => {
    const refusal = async (call: Promise<unknown>) => {
      const error = (await call.catch((e: unknown) => e)) as WebhookError;
      expect(error).toBeInstanceOf(WebhookError);
      expect(`${error.message} ${String(error.stack)}`).not.toContain(SECRET);
      return [error.reason, error.status];
    };
    expect(await refusal(readWebhook(SECRET, await delivery(), PAYLOAD.replace('"opened"', '"closed"')))).toEqual(['signature', 401]);
    expect(await refusal(readWebhook(SECRET, { ...(await delivery()), 'x-hub-signature-256': undefined }, PAYLOAD))).toEqual(['signature', 401]);
    expect(await refusal(readWebhook('another-secret', await delivery(), PAYLOAD))).toEqual(['signature', 401]);
    expect(await refusal(readWebhook(SECRET, await delivery('[1, 2]'), '[1, 2]'))).toEqual(['payload', 400]);
    expect(await refusal(readWebhook(SECRET, await delivery('{'), '{'))).toEqual(['payload', 400]);
    expect(await refusal(readWebhook(SECRET, await delivery(), PAYLOAD, { maxBytes: 10 }))).toEqual(['too-large', 413]);
  });
});

describe('webhookFetchHandler', () => {
  const seen: string[] = [];
  const failing = () => {
    throw new Error(`handler failed holding ${SECRET}`);
  };
  // Handlers made per event, in no particular order: each brings its own payload model.
  const receive = webhookFetchHandler({
    secret: SECRET,
    on: [onAnyWebhook((d) => void seen.push(`any ${d.name}`)), onIssues(() => void seen.push('issues')), onIssuesOpened((d) => void seen.push(`opened #${d.payload.issue.number}`)), onPing(failing)],
  });
  const post = async (body: string, headers: Record<string, string>) => receive(new Request('http://hooks.example/github', { method: 'POST', body, headers }));

  it('runs the handlers of the event and action, most specific first, and answers 204', async () => {
    seen.length = 0;
    const response = await post(PAYLOAD, await delivery());
    expect(response.status).toBe(204);
    expect(seen).toEqual([`opened #${OPENED.issue.number}`, 'issues', 'any issues']);
  });

  it('reads a payload with the handler’s model (dates as Date), and gives a catch-all handler the JSON', async () => {
    const payloads: unknown[] = [];
    const both = webhookFetchHandler({ secret: SECRET, on: [onIssuesOpened(({ payload }) => void payloads.push(payload.issue.created_at)), onAnyWebhook(({ payload }) => void payloads.push(payload.issue))] });
    expect((await both(new Request('http://hooks.example/github', { method: 'POST', body: PAYLOAD, headers: await delivery() }))).status).toBe(204);
    expect(payloads[0]).toBeInstanceOf(Date);
    expect((payloads[1] as { created_at: unknown }).created_at).toBe((OPENED.issue as { created_at?: unknown }).created_at);
    expect(Object.isFrozen(payloads[1])).toBe(true);
  });

  it('answers 400 for a payload its model cannot read, before any handler runs', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const unreadable = webhookEvent('issues.opened', { wrap: () => { throw new Error('no issue to read'); } } as never);
    const receiver = webhookFetchHandler({ secret: SECRET, onError: (error) => void errors.push(error), on: [onAnyWebhook(() => void ran.push('any')), unreadable(() => void ran.push('opened'))] });
    expect((await receiver(new Request('http://hooks.example/github', { method: 'POST', body: PAYLOAD, headers: await delivery() }))).status).toBe(400);
    expect(ran).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('takes handlers keyed by kind with every payload model, and refuses them without', async () => {
    const keyed: string[] = [];
    const byName = webhookFetchHandler({
      secret: SECRET,
      models: webhookModels,
      on: { 'issues.opened': (d) => void keyed.push(`opened #${d.payload.issue?.number}`), issues: () => void keyed.push('issues'), '*': (d) => void keyed.push(`any ${d.name}`), ping: failing },
    });
    expect((await byName(new Request('http://hooks.example/github', { method: 'POST', body: PAYLOAD, headers: await delivery() }))).status).toBe(204);
    expect(keyed).toEqual([`opened #${OPENED.issue.number}`, 'issues', 'any issues']);
    expect(() => webhookFetchHandler({ secret: SECRET, on: { issues: () => undefined } })).toThrow(expect.objectContaining({ parameter: 'models' }));
  });

  it('answers 401, 400, 405, 413 and 500 without running handlers or telling why beyond the kind', async () => {
    seen.length = 0;
    expect((await post(PAYLOAD, { ...(await delivery()), 'x-hub-signature-256': 'sha256=00' })).status).toBe(401);
    expect((await post('nope', await delivery('nope'))).status).toBe(400);
    expect((await receive(new Request('http://hooks.example/github'))).status).toBe(405);
    const small = webhookFetchHandler({ secret: SECRET, on: [], maxBytes: 16 });
    expect((await small(new Request('http://hooks.example/github', { method: 'POST', body: PAYLOAD, headers: await delivery() }))).status).toBe(413);
    // A body that declares no length is read no further than the limit: the stream is let go past it.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => void (pulled++, controller.enqueue(new Uint8Array(8))) });
    const streamed = await small(new Request('http://hooks.example/github', { method: 'POST', body: endless, headers: await delivery(), duplex: 'half' } as RequestInit));
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    const failed = await post('{"zen":"Keep it logically awesome."}', await delivery('{"zen":"Keep it logically awesome."}', 'ping'));
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain(SECRET);
    // The first handler's failure stops the others.
    expect(seen).toEqual([]);
  });
});

describe('webhookNodeHandler', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  it('receives over a real Node http server: 204 for a verified delivery, 401 for a forged one', async () => {
    const received: string[] = [];
    const server = createServer(webhookNodeHandler({ secret: SECRET, on: [onIssuesOpened((d) => void received.push(d.id ?? ''))] }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect((await fetch(url, { method: 'POST', body: PAYLOAD, headers: await delivery() })).status).toBe(204);
    expect((await fetch(url, { method: 'POST', body: PAYLOAD, headers: { ...(await delivery()), 'x-hub-signature-256': await signWebhook('forged', PAYLOAD) } })).status).toBe(401);
    expect((await fetch(url)).status).toBe(405);
    expect(received).toEqual(['72d3162e-cc78-11e3-81ab-4c9367dc0958']);
  });

  it('reads a delivery sent a byte at a time (thousands of chunks) whole and in order, and refuses one a byte past maxBytes', async () => {
    const bytes = new TextEncoder().encode(PAYLOAD);
    expect(bytes.byteLength).toBeGreaterThan(4096);
    const received: number[] = [];
    const dripped = async (maxBytes: number) => {
      const answers: number[] = [];
      const handler = webhookNodeHandler({ secret: SECRET, maxBytes, on: [onIssuesOpened((d) => void received.push(d.payload.issue.number))] });
      // A Node request as the handler reads it: its headers, and its body one byte per chunk.
      const request = {
        method: 'POST',
        headers: await delivery(),
        async *[Symbol.asyncIterator]() {
          for (let i = 0; i < bytes.byteLength; i++) yield bytes.subarray(i, i + 1);
        },
      };
      await handler(request, { writeHead: (status: number) => answers.push(status), end: () => undefined });
      return answers[0];
    };
    expect(await dripped(bytes.byteLength)).toBe(204);
    expect(received).toEqual([OPENED.issue.number]);
    expect(await dripped(bytes.byteLength - 1)).toBe(413);
    expect(received).toHaveLength(1);
  });

  it('refuses options without a secret or handlers', () => {
    expect(() => webhookNodeHandler({ secret: '', on: [] })).toThrow(expect.objectContaining({ parameter: 'secret' }));
    expect(() => webhookFetchHandler({ secret: SECRET, on: { push: 'handler' as never }, models: webhookModels })).toThrow(expect.objectContaining({ parameter: 'on' }));
    expect(() => webhookFetchHandler({ secret: SECRET, on: [(() => undefined) as never] })).toThrow(expect.objectContaining({ parameter: 'on' }));
    expect(() => onIssuesOpened('handler' as never)).toThrow(expect.objectContaining({ parameter: 'handler' }));
  });
});
