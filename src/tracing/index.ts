/**
 * OpenTelemetry spans of what a session does, as a stage the session names: code no session
 * names is in no bundle. It uses `@opentelemetry/api` (an optional peer: install it, and an SDK
 * to export the spans); without an SDK registered, the spans cost next to nothing.
 * @module
 */
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { redactUrl } from '../core/redact.js';
import { VERSION } from '../core/session.js';
import type { ListingWatch, RequestNote, Stage } from '../core/types.js';
import { requestIdOf } from '../errors/from-response.js';

/** The options of `tracing`. */
export interface TracingOptions {
  /** The tracer to make spans with. Default: the global provider's tracer named `hubops`. */
  tracer?: Tracer | undefined;
}

const EVENTS: Readonly<Record<Parameters<RequestNote>[0], string>> = {
  'rate-limit wait': 'hubops.rate_limit.wait',
  'pacing wait': 'hubops.pacing.wait',
  retry: 'hubops.retry',
};

/** What an error says of itself, as `error.type`: a status, or the class of an error without one. */
function errorType(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400) return String(status);
  return error instanceof Error ? error.name : 'Error';
}

function failed(span: Span, error: unknown): void {
  span.setAttribute('error.type', errorType(error));
  // hubops's own errors carry no credential in their message; another error's message is not repeated.
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error && 'status' in error ? error.message : undefined });
}

/**
 * A stage that makes an OpenTelemetry span of each request (a client span named by its method
 * and route template, as in GET /repos/{owner}/{repo}, with the HTTP client conventions: `http.request.method`,
 * `url.full` without credentials, `url.template`, `server.address`, `server.port`,
 * `http.response.status_code`, `http.request.resend_count`; GitHub's `github.request_id`, the
 * rate limit's `github.rate_limit.resource` and `github.rate_limit.remaining`; an error status
 * and `error.type` on failure), and of each listing (named `list` and its first page's method and route,
 * its pages' spans as children). Waits for a rate limit or for pacing, and retries, are events
 * of the request's span. No credential is in a span's name, attributes or events. No request.
 * @example
 * ```ts
 * import { trace } from '@opentelemetry/api';
 * import { createSession } from 'hubops';
 * import { listRepositoryIssues } from 'hubops/issues';
 * import { tracing } from 'hubops/tracing';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN, stages: [tracing({ tracer: trace.getTracer('my-service') })] });
 * for await (const issue of listRepositoryIssues(session, 'octocat/Hello-World')) console.log(issue.number);
 * ```
 */
export function tracing(options: TracingOptions = {}): Stage {
  const tracer = (): Tracer => options.tracer ?? trace.getTracer('hubops', VERSION);
  const listings = new WeakMap<ListingWatch, Context>();
  const stage: Stage = {
    name: 'tracing',
    listing(_session, route) {
      const span = tracer().startSpan(`list GET ${route}`, { kind: SpanKind.INTERNAL, attributes: { 'url.template': route } });
      let ended = false;
      const watch: ListingWatch = {
        end(error) {
          if (ended) return;
          ended = true;
          if (error !== undefined) failed(span, error);
          span.end();
        },
      };
      listings.set(watch, trace.setSpan(context.active(), span));
      return watch;
    },
    async around(_session, exchange, next) {
      const parent = exchange.listing?.map((watch) => listings.get(watch)).find((found) => found !== undefined) ?? context.active();
      const target = new URL(exchange.url);
      const route = exchange.route ?? target.pathname;
      const attributes: Attributes = {
        'http.request.method': exchange.method,
        'url.full': redactUrl(exchange.url, exchange.secrets),
        'url.template': route,
        'server.address': target.hostname,
        'server.port': Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      };
      const span = tracer().startSpan(`${exchange.method} ${route}`, { kind: SpanKind.CLIENT, attributes }, parent);
      let resent = 0;
      const note: RequestNote = (name, details) => {
        if (name === 'retry') resent++;
        span.addEvent(EVENTS[name], details);
        exchange.note?.(name, details);
      };
      try {
        const sent = await context.with(trace.setSpan(parent, span), () => next({ ...exchange, note }));
        const { status, headers } = sent.response;
        span.setAttribute('http.response.status_code', status);
        if (resent > 0) span.setAttribute('http.request.resend_count', resent);
        const requestId = requestIdOf(headers);
        if (requestId) span.setAttribute('github.request_id', requestId);
        const resource = headers.get('x-ratelimit-resource');
        const remaining = Number(headers.get('x-ratelimit-remaining') ?? NaN);
        // A resource is a lowercase name (`core`, `code_search`): other text (a credential a server echoes) is not shown.
        if (resource && /^[a-z_]{1,64}$/.test(resource) && !exchange.secrets.includes(resource)) span.setAttribute('github.rate_limit.resource', resource);
        if (Number.isSafeInteger(remaining)) span.setAttribute('github.rate_limit.remaining', remaining);
        if (status >= 400) failed(span, { status });
        return sent;
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  };
  return Object.freeze(stage);
}

/**
 * A span of each run of a GitHub App's delivery handlers (`createApp({ …, observe: deliverySpans() })`
 * from hubops/app): a consumer span named `webhook <event>.<action>`, with `github.webhook.event`,
 * `github.webhook.action`, `github.webhook.delivery_id`, `github.webhook.attempt`,
 * `github.installation.id` and the outcome (`hubops.outcome`: `done` or `failed`, with the error's
 * type). The handlers run inside it: with a context manager registered (the OpenTelemetry SDK for
 * Node registers one) and sessions made with `tracing()`, their requests' spans are its children.
 * No secret and no payload value is in it. No request.
 * @example
 * ```ts
 * import { createApp } from 'hubops/app';
 * import { deliverySpans, tracing } from 'hubops/tracing';
 *
 * const app = createApp({ appId: 12345, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: process.env.WEBHOOK_SECRET ?? '', stages: [tracing()], observe: deliverySpans() });
 * ```
 */
export function deliverySpans(options: TracingOptions = {}): { around<T>(run: { readonly delivery: { readonly id: string; readonly event: string; readonly action: string | null; readonly attempt: number }; readonly installation: number | null }, handlers: () => Promise<T>): Promise<T> } {
  const tracer = (): Tracer => options.tracer ?? trace.getTracer('hubops', VERSION);
  return Object.freeze({
    async around<T>({ delivery, installation }: { readonly delivery: { readonly id: string; readonly event: string; readonly action: string | null; readonly attempt: number }; readonly installation: number | null }, handlers: () => Promise<T>): Promise<T> {
      const attributes: Attributes = { 'github.webhook.event': delivery.event, 'github.webhook.delivery_id': delivery.id, 'github.webhook.attempt': delivery.attempt };
      if (delivery.action !== null) attributes['github.webhook.action'] = delivery.action;
      if (installation !== null) attributes['github.installation.id'] = installation;
      const span = tracer().startSpan(`webhook ${delivery.event}${delivery.action === null ? '' : `.${delivery.action}`}`, { kind: SpanKind.CONSUMER, attributes });
      try {
        const out = await context.with(trace.setSpan(context.active(), span), handlers);
        span.setAttribute('hubops.outcome', 'done');
        return out;
      } catch (error) {
        span.setAttribute('hubops.outcome', 'failed');
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  });
}
