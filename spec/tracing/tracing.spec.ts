import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { pacing } from '../../src/core/pacing.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { rateBudget } from '../../src/core/budget.js';
import type { SessionOptions } from '../../src/core/types.js';
import { NotFoundError } from '../../src/errors/index.js';
import { listRepositoryIssues } from '../../src/issues/index.js';
import { getRepository } from '../../src/repos/index.js';
import { tracing } from '../../src/tracing/index.js';
import { closeLoopbacks, json, loopback, rejection, TOKEN } from '../hardening/loopback.js';

afterEach(closeLoopbacks);

const GITHUB_ID = 'C1D2:3E4F:5A6B7C:8D9E0F:65A1B2C3';
const repository = { id: 1296269, name: 'Hello-World', full_name: 'octocat/Hello-World' };
const limits = { 'x-github-request-id': GITHUB_ID, 'x-ratelimit-resource': 'core', 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-used': '1', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600) };

/** A session tracing into an in-memory exporter (the OpenTelemetry SDK's), and what it exported. */
function traced(baseUrl: string, options: SessionOptions = {}) {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const session = createSession({ baseUrl, token: TOKEN, ...options, stages: [tracing({ tracer: provider.getTracer('spec') })] });
  return { session, spans: () => exporter.getFinishedSpans() };
}

/** Everything a span shows: its name, attributes and events. */
const shown = (spans: readonly ReadableSpan[]) => JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })));

describe('tracing()', () => {
  it('makes a client span per request, named by its route template, with the HTTP client conventions and GitHub’s ids', async () => {
    const server = await loopback((_, response) => json(response, 200, repository, limits));
    const { session, spans } = traced(server.url);
    await getRepository(session, 'octocat/Hello-World');
    const [span] = spans();
    expect(spans()).toHaveLength(1);
    expect(span?.name).toBe('GET /repos/{owner}/{repo}');
    expect(span?.kind).toBe(SpanKind.CLIENT);
    const port = Number(new URL(server.url).port);
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.full': `${server.url}/repos/octocat/Hello-World`,
      'url.template': '/repos/{owner}/{repo}',
      'server.address': '127.0.0.1',
      'server.port': port,
      'http.response.status_code': 200,
      'github.request_id': GITHUB_ID,
      'github.rate_limit.resource': 'core',
      'github.rate_limit.remaining': 4999,
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('marks a failure: the status an answer refused with, or the error that ended the request', async () => {
    const server = await loopback((_, response) => json(response, 404, { message: 'Not Found' }, { 'x-github-request-id': GITHUB_ID }));
    const { session, spans } = traced(server.url);
    await rejection(getRepository(session, 'octocat/Nope'), NotFoundError);
    expect(spans()[0]?.status.code).toBe(SpanStatusCode.ERROR);
    expect(spans()[0]?.attributes).toMatchObject({ 'http.response.status_code': 404, 'error.type': '404', 'github.request_id': GITHUB_ID });

    const closed = traced('http://127.0.0.1:1', { retry: false });
    await rejection(getRepository(closed.session, 'octocat/Hello-World'));
    expect(closed.spans()[0]?.status.code).toBe(SpanStatusCode.ERROR);
    expect(closed.spans()[0]?.attributes['error.type']).toBe('TransportError');
  });

  it('counts retries (http.request.resend_count) and shows each as an event', async () => {
    const server = await loopback((_, response, i) => (i === 0 ? json(response, 502, { message: 'Server Error' }, { 'x-github-request-id': GITHUB_ID }) : json(response, 200, repository)));
    const { session, spans } = traced(server.url, { retry: { limit: 2, delay: 1 } });
    await getRepository(session, 'octocat/Hello-World');
    expect(spans()).toHaveLength(1);
    expect(spans()[0]?.attributes['http.request.resend_count']).toBe(1);
    expect(spans()[0]?.events.map((e) => [e.name, e.attributes])).toEqual([['hubops.retry', { 'hubops.attempt': 2, 'hubops.retry_reason': 'HTTP 502', 'github.request_id': GITHUB_ID }]]);
  });

  it('makes a span per listing, its pages’ spans its children, ended when the listing ends (or is left)', async () => {
    const server = await loopback((request, response) => {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
      const next: Record<string, string> = page < 2 ? { link: `<${server.url}/repositories/1296269/issues?page=${page + 1}>; rel="next"` } : {};
      json(response, 200, [{ id: page, number: page, title: `issue ${page}`, state: 'open' }], next);
    });
    const { session, spans } = traced(server.url);
    const seen: number[] = [];
    for await (const issue of listRepositoryIssues(session, 'octocat/Hello-World')) seen.push(issue.number);
    expect(seen).toEqual([1, 2]);
    const listing = spans().find((s) => s.name.startsWith('list '));
    const pages = spans().filter((s) => s.kind === SpanKind.CLIENT);
    expect(listing?.name).toBe('list GET /repos/{owner}/{repo}/issues');
    expect(pages.map((p) => p.name)).toEqual(['GET /repos/{owner}/{repo}/issues', 'GET /repos/{owner}/{repo}/issues']);
    for (const page of pages) {
      expect(page.parentSpanContext?.spanId).toBe(listing?.spanContext().spanId);
      expect(page.spanContext().traceId).toBe(listing?.spanContext().traceId);
    }

    // Left after the first item: the listing's span ends all the same.
    for await (const issue of listRepositoryIssues(session, 'octocat/Hello-World')) if (issue.number === 1) break;
    expect(spans().filter((s) => s.name.startsWith('list '))).toHaveLength(2);
  });

  // Waits about 2 s for pacing and a rate limit's reset: the limit is ten times that.
  it('shows waits for pacing and for a rate limit as events', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 1;
    const server = await loopback((_, response, i) => json(response, 200, repository, i === 0 ? { ...limits, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } : limits));
    const waited = traced(server.url, { rateLimit: rateBudget({ wait: true }) });
    await getRepository(waited.session, 'octocat/Hello-World');
    await getRepository(waited.session, 'octocat/Hello-World');
    const event = waited.spans()[1]?.events[0];
    expect(event?.name).toBe('hubops.rate_limit.wait');
    expect(event?.attributes).toMatchObject({ 'github.rate_limit.resource': 'core', 'hubops.wait_reason': 'spent' });

    const paced = traced(server.url, { pacing: pacing({ writeSpacing: 200, burst: 0 }) });
    await send(paced.session, { method: 'POST', path: '/repos/o/r/issues', body: { title: 'a' } });
    await send(paced.session, { method: 'POST', path: '/repos/o/r/issues', body: { title: 'b' } });
    expect(paced.spans()[1]?.events.map((e) => e.name)).toEqual(['hubops.pacing.wait']);
  }, 20_000);

  it('puts no credential in any span: not the token, not a secret query value', async () => {
    const server = await loopback((_, response) => json(response, 401, { message: `Bad credentials ${TOKEN}` }, { 'x-github-request-id': `token ${TOKEN}`, 'x-ratelimit-resource': TOKEN }));
    const { session, spans } = traced(server.url);
    await rejection(send(session, { path: '/applications/{client_id}/token', params: { client_id: 'Iv1.0123456789abcdef' }, query: { access_token: TOKEN } }));
    expect(spans()).toHaveLength(1);
    expect(shown(spans())).not.toContain(TOKEN);
    expect(spans()[0]?.attributes['url.full']).toBe(`${server.url}/applications/Iv1.0123456789abcdef/token?access_token=[REDACTED]`);
  });
});
