import type { GitHubError } from '../errors/github-error.js';
import type { Reading } from '../models/library/model.js';
import type { ApiVersion } from '../models/library/versions.js';
import type { RateLimit } from './rate-limit.js';
import type { PathParams, QueryValue } from './url.js';

/*
 * The words of the request path, as types only: a session, a request and its answer, the stages a
 * session names, the stores sessions share, and the observers of each attempt. Every file of the
 * path takes them from here, and this file takes nothing from the path: the path reads top to
 * bottom, with no file importing one that imports it back.
 */

// A session: its settings, its credentials and what the service reports back.

/**
 * A session: its settings, credentials and state. `V` is the REST API version it is typed for
 * (what `createSession` was given): results and options follow it (see `ApiVersion`).
 */
export interface Session<V extends ApiVersion | null = ApiVersion | null> {
  readonly baseUrl: string;
  readonly username: string | null;
  readonly authKind: 'none' | 'token' | 'basic' | 'app' | 'installation' | 'user';
  readonly userAgent: string;
  readonly apiVersion: V;
  readonly accept: string;
  readonly timeout: number | false;
  readonly allowInsecureHttp: boolean;
  readonly maxResponseBytes: number;
  readonly rateLimit: 'fail' | 'wait';
  readonly maxWait: number;
  /** How requests are paced (see `SessionOptions.pacing`), or null: not paced. */
  readonly pacing: Pacing | null;
  /** The rate budget (the given store's, or this session's own from `rateLimit: rateBudget()`), or null: none named. */
  readonly budget: RateBudget | null;
  /** What claims, waits for and releases the budget around each sending (not enumerable), or null. */
  readonly throttle: Throttle | null;
  /** Sends one request (a ky instance: retries, the session's timeout, HTTP errors as answers). */
  readonly ky: Transport;
  readonly state: SessionState;
  /** The `Authorization` value (not enumerable, so it is not printed or serialised). */
  readonly authorization: string | null;
  /** The per-request credential, or null (not enumerable). */
  readonly credentials: CredentialProvider | null;
  /** Values that must never appear in an error or a log (not enumerable). */
  readonly secrets: readonly string[];
  /** The options it was made from (not enumerable). */
  readonly options: Readonly<SessionOptions>;
  /** The stages its requests go through, in order: those its options named (not enumerable). */
  readonly stages: readonly Stage[];
  /** The logger its `logging(log)` stage names, or null (not enumerable). */
  readonly log: Logger | null;
  /** The `beforeError` hook its `watch(hooks)` stage names, or null (not enumerable). */
  readonly beforeError: Hooks['beforeError'] | null;
  /** What reads an answer for its deviation hook, or null: none named (not enumerable). */
  readonly witness: Witnessing | null;
}

export interface SessionOptions {
  /** Default `https://api.github.com`; a self-hosted installation's is `<url>/api/v3`. */
  baseUrl?: string | undefined;
  token?: string | undefined;
  username?: string | undefined;
  /** The older name of `username`. */
  login?: string | undefined;
  password?: string | undefined;
  userAgent?: string | undefined;
  /**
   * The REST API version, sent as `X-GitHub-Api-Version`: `'2022-11-28'` (the default) or
   * `'2026-03-10'`, under which a request member that version removed is refused before sending;
   * `null` sends none (older Enterprise Server).
   */
  apiVersion?: ApiVersion | null | undefined;
  /** Default media type of `Accept`; a call's `headers` may override it. */
  accept?: string | undefined;
  /** Milliseconds per request; `false` for none. Default 30 s. */
  timeout?: number | false | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** Send credentials over plain http to a host that is not loopback. Off by default. */
  allowInsecureHttp?: boolean | undefined;
  /**
   * Keep representations and revalidate them with conditional requests: `conditionalCache()`
   * (or `conditionalCache(store)`). A session's `store` keeps them unless this is `false`.
   */
  cache?: false | Stage | undefined;
  /** The largest answer read, in bytes after decompression; a larger one fails with a TransportError. Default 100 MB. */
  maxResponseBytes?: number | undefined;
  /**
   * Retries of idempotent requests (GET, HEAD, PUT, DELETE) on 500/502/503/504, 429 and secondary
   * rate limits, with backoff, jitter and `Retry-After`: on by default (2 retries); `false` turns
   * them off; an object tunes them. POST and PATCH retry only when a call passes `retry: true`.
   */
  retry?: boolean | RetryOptions | undefined;
  /**
   * The rate budget, `rateBudget()` from hubops: a spent rate limit (`x-ratelimit-remaining: 0`,
   * per resource: `core`, `search`, …) or a secondary limit's pause throws `RateLimitExceeded`
   * before sending, or under `rateBudget({ wait: true, maxWait })` waits for the reset. None by
   * default (a `store` brings its own): the request is sent, and GitHub's refusal is the
   * `RateLimitExceeded`. `createClient` names one unless given `rateLimit: false`.
   */
  rateLimit?: Stage | false | undefined;
  /**
   * Pacing by GitHub's documented rules against secondary rate limits, fleet-wide through the
   * store: a write (POST, PATCH, PUT, DELETE) at most every `writeSpacing` ms (default 1000), and
   * requests spread by their points (`pointsPerMinute`, default 900: a GET costs 1, a write 5),
   * with a burst of `burst` points (default 4: no second holds more than the rate and 4 points)
   * ahead. A `store` paces through itself by default (`false` turns it off, options tune it); a
   * session without one is paced by `pacing: pacing(options)`. A retry is paced like any
   * request. In one process, a credential's writes go one at a time and at most `concurrency`
   * requests (default 100) are in flight at once.
   */
  pacing?: boolean | PacingOptions | Stage | undefined;
  /**
   * Where the conditional cache and the rate budget live, to share them between sessions and
   * processes: `redisStore(client)` from `hubops/redis`, or one `new MemoryStore()` in one
   * process (a store of your own as `sharedStore(store)`). The store brings its stages: its
   * budget, its cache (unless `cache: false`) and pacing (unless `pacing: false`).
   */
  store?: Store | undefined;
  /**
   * Stages of the caller's own, outermost first: `watch(hooks)`, observers of every request,
   * answer, retry, error and broken promise; `logging(console)`, a line per request, retry and
   * rate-limit wait; `twoFactor(callback)`, a one-time password when Basic authentication asks for
   * one; `wrapRequests(wrap)`, which may act on each request; `tracing()` from `hubops/tracing`,
   * which makes OpenTelemetry spans. A session that names none carries none of their code.
   */
  stages?: readonly Stage[] | undefined;
  /**
   * A credential computed per request (a GitHub App's JWT or installation token, from
   * `createAppSession`); it wins over `token` and `password`.
   */
  credentials?: CredentialProvider | undefined;
}

/** What the service reports back; the only mutable part of a session. */
export interface SessionState {
  /** Which credential the session sends: none, a token, Basic, a GitHub App's JWT, an installation token, or a user's renewed token. */
  readonly authKind: Session['authKind'];
  /**
   * The kind of token in use, from its documented prefix: `classic` (`ghp_`), `fine-grained`
   * (`github_pat_`), `oauth` (`gho_`), `user-to-server` (`ghu_`), `installation` (`ghs_`),
   * `other` (no known prefix); null without a token.
   */
  readonly tokenKind: 'classic' | 'fine-grained' | 'oauth' | 'user-to-server' | 'installation' | 'other' | null;
  /** The permissions the service reported for the credential in use (an installation token's), or null. */
  permissions: Readonly<Record<string, string>> | null;
  /** The OAuth scopes the service reported for a classic or OAuth token (`X-OAuth-Scopes`), or null. */
  scopes: readonly string[] | null;
  /** The last reading per resource (`core`, `search`, …). */
  rateLimits: Record<string, RateLimit>;
  lastRateLimit: RateLimit | null;
  cache: ConditionalCache | null;
  /** A registered application's credentials, for the application-token operations. */
  app: { clientId: string; clientSecret: string } | null;
  /** The release a self-hosted installation last reported (`X-GitHub-Enterprise-Version`), or null. */
  enterpriseVersion: string | null;
  /** Attempts sent, retries among them, and waits for a rate limit's reset. */
  requests: number;
  retries: number;
  rateLimitWaits: number;
  /** Outages of the shared store (each logged once): calls it failed, timed out or answered wrongly, served by the session's own store. */
  storeOutages: number;
}

/** Asked for a one-time password when the service answers `X-GitHub-OTP: required`. */
export type TwoFactorCallback = () => string | Promise<string>;

/** Where a session gets its `Authorization` value for each request, when it is not fixed. */
export interface CredentialProvider {
  /** What `session.authKind` says. */
  readonly kind: 'app' | 'installation' | 'user';
  /** What `session.state.tokenKind` says, where the kind alone does not tell it. */
  readonly tokenKind?: SessionState['tokenKind'];
  /** Names the credential (never holds it): hashed into the store's keys, so that each identity has its own cache and budget. */
  readonly identity: string;
  /** Values that must never appear in an error or a log besides the credential itself (a private key). */
  readonly secrets: readonly string[];
  /** The `Authorization` value for the next request (renewed before it expires). */
  authorization(): Promise<string>;
  /** The service refused this value (401): drop it, so that the next `authorization()` gives a new one. */
  refused(authorization: string): Promise<void>;
  /** The permissions the service granted the credential in use (an installation token's), or null. */
  permissions?(): Readonly<Record<string, string>> | null;
}

/**
 * How a session sends a request. Typed here rather than as ky's instance so that a
 * program type-checking against hubops does not also load ky's declarations.
 */
export type Transport = (url: string, init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal; redirect?: RequestRedirect; context?: CallContext }) => Promise<Response>;

export interface PacingOptions {
  pointsPerMinute?: number | undefined;
  writeSpacing?: number | undefined;
  burst?: number | undefined;
  /** Requests of one credential in flight at once in this process (default 100, GitHub's documented bound). */
  concurrency?: number | undefined;
}

/** Pacing as a session applies it: milliseconds a point, between writes, and of burst; requests in flight at once. */
export interface Pacing {
  readonly interval: number;
  readonly writeSpacing: number;
  readonly burst: number;
  readonly concurrency: number;
}

// A request: what a call asks for, what goes on the wire, and what comes back.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call options every operation accepts. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /**
   * `true` lets this POST or PATCH be retried like an idempotent request (a server error or a
   * secondary limit; never a timeout); `false` sends it once. Default: the session's rule.
   */
  retry?: boolean | undefined;
  /** Extra request headers, e.g. a preview media type as `Accept`. */
  headers?: Record<string, string> | undefined;
}

export interface RequestSpec extends CallOptions {
  method?: Method;
  /** A path template (`/repos/{owner}/{repo}`) or an absolute URL. */
  path: string;
  params?: PathParams;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as is, with `contentType`; a stream is sent as it is read (give its `content-length` in
   * `headers`); a `FormData` as multipart/form-data, under the boundary fetch gives it.
   */
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array> | FormData;
  /**
   * An upload (a release asset): besides the session's own origin, the session's upload
   * origin (`uploadBaseUrl`) may receive its body and credentials.
   */
  upload?: boolean;
  /** A GraphQL query: the session's GraphQL endpoint (`graphqlUrl`) may receive its body and credentials. */
  graphql?: boolean;
  contentType?: string;
  /** How to read the answer; default 'json'. A stream is handed over unread. */
  as?: 'json' | 'text' | 'bytes' | 'none' | 'stream';
  /** The route template the request was made from (`/repos/{owner}/{repo}/issues`), when `path` is a URL already (a listing's next page). */
  route?: string;
  /** The listing the request fetches a page of, as the session's stages watch it. */
  listing?: readonly ListingWatch[];
}

/** A listing as a stage watches it (see `Stage.listing`): told when it ends, with the error that ended it, if any. */
export interface ListingWatch {
  end(error?: unknown): void;
}

/** Something that happened to a request on its way (a wait, a retry), as a stage is told of it. */
export type RequestNote = (name: 'rate-limit wait' | 'pacing wait' | 'retry', attributes: Readonly<Record<string, string | number>>) => void;

/** What an operation gets back: 2xx, or 304 (then `fromCache` tells whether `data` is the stored copy). */
export interface Reply<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  /** The request URL, without credentials. */
  readonly url: string;
  readonly data: T;
  readonly fromCache: boolean;
  /** The REST API version the request was sent under (the session's). */
  readonly version?: string | null;
}

/** One request on the wire: where it goes, how, and what may not show in an error. */
export interface Exchange {
  /** The request's own id in this process, the same over its retries and redirects. */
  readonly id?: string | undefined;
  /** The route template (`GET /repos/{owner}/{repo}` has `/repos/{owner}/{repo}`), or the URL's path where there is none. */
  readonly route?: string | undefined;
  /** The listing the request fetches a page of (see `Stage.listing`). */
  readonly listing?: readonly ListingWatch[] | undefined;
  /** Told of what happens to the request on its way: waits for a rate limit or for pacing, retries. */
  readonly note?: RequestNote | undefined;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  /** The caller's signal; each request adds the session's timeout to it. */
  readonly signal: AbortSignal | undefined;
  /** Values that must never appear in an error (the session's and this request's own). */
  readonly secrets: readonly string[];
  /** The call's own retry rule: `true` allows retrying a POST or PATCH, `false` sends once. */
  readonly retry?: boolean;
  /** Told when a secondary rate limit asks every session to hold off (epoch ms). */
  readonly onPause?: (until: number) => void;
  /** Waits as the session's pacing asks before the request is sent again (a retry). */
  readonly pace?: (() => Promise<void>) | undefined;
  /** How the answer will be read (a stage keeps only JSON). */
  readonly as?: 'json' | 'text' | 'bytes' | 'none' | 'stream';
  /** The session's own credential (sent only where it may go): a stage tells an answer to it from an answer to a call's own, or to none. */
  readonly authorization?: string | null;
}

/** What an exchange came back with: the answer (its body unread), the URL it came from, and what may not show in an error. */
export interface Sent {
  readonly response: Response;
  readonly url: string;
  readonly secrets: readonly string[];
  /** The stored copy a 304 answers with (the conditional cache's). */
  readonly cached?: CacheEntry | undefined;
  /** Keeps a 200's parsed body (the conditional cache). */
  readonly keep?: ((data: unknown, size: number) => Promise<void>) | undefined;
}

/** Sends `exchange` through `send` within the session's rate budget (`resource`: `core`, `search`, …). */
export type Throttle = (session: Session, exchange: Exchange, resource: string, send: Send) => Promise<Sent>;

/** Sends one exchange: the rest of the request path, as a stage sees it. */
export type Send = (exchange: Exchange) => Promise<Sent>;

// Stages: the steps of the request path a session names.

/**
 * A step of a session's request path that the caller names (`cache: conditionalCache()`,
 * `pacing: pacing()`, a store's stages): code no session names is never bundled. Each wraps the
 * rest of the path at one of two places.
 */
export interface Stage {
  /** What it does, for messages: `cache`, `pacing`, `store`. */
  readonly name: string;
  /** Around the whole request, before the rate budget is claimed: held while the request waits for it. */
  readonly around?: ((session: Session, exchange: Exchange, next: Send) => Promise<Sent>) | undefined;
  /** Around each sending, once the budget admitted it: a request that waited for a reset goes through it again. */
  readonly each?: ((session: Session, exchange: Exchange, next: Send) => Promise<Sent>) | undefined;
  /** Watches a listing from its first page to its end (`route`: its template); its pages carry the watch as `exchange.listing`. */
  readonly listing?: ((session: Session, route: string) => ListingWatch) | undefined;
  /** The conditional cache the stage keeps (the session's `state.cache`). */
  readonly cache?: ConditionalCache | undefined;
  /** The rate budget the stage brings (a shared store's, or `rateBudget()`'s own). */
  readonly budget?: ((session: Session) => RateBudget) | undefined;
  /** Claims, waits for and releases the budget around each sending (the stage that brings a budget). */
  readonly throttle?: Throttle | undefined;
  /** How a spent limit is met (`rateBudget`'s options). */
  readonly rateLimit?: { readonly wait: boolean; readonly maxWait: number } | undefined;
  /** How the stage paces requests (the session's `pacing`). */
  readonly pacing?: Pacing | undefined;
  /** The same stage with fresh state, for a derived session (a new cache); absent when it holds none. */
  readonly renew?: (() => Stage) | undefined;
  /** What sees each attempt on the wire (`watch(hooks)`, `logging(log)`): retries and streamed uploads too. */
  readonly attempts?: AttemptWatch | undefined;
  /** The hooks it was made of (`watch(hooks)`). */
  readonly hooks?: Hooks | undefined;
  /** The logger it was made of (`logging(log)`): the session's, for every line a stage writes. */
  readonly log?: Logger | undefined;
  /** Reads an answer for the deviation hook (`watch({ deviation })`). */
  readonly witness?: Witnessing | undefined;
  /** The callback asked for a one-time password (`twoFactor(callback)`). */
  readonly twoFactor?: TwoFactorCallback | undefined;
}

/** What a stage shows each attempt to (ky's hooks, and the same around a streamed upload). */
export interface AttemptWatch {
  /** An attempt about to go (1 for the first). */
  readonly before?: ((context: CallContext, headers: Headers, attempt: number) => Promise<void>) | undefined;
  /** An attempt's answer, its headers arrived. */
  readonly after?: ((context: CallContext, headers: Headers, response: Response, attempt: number) => Promise<void>) | undefined;
  /** A retry about to go. */
  readonly retry?: ((retry: RetryView) => Promise<void>) | undefined;
}

/**
 * Reads one answer (a listing's page) for the deviation hook: `read` tells it of each promise the
 * results made inside it break, `end` of how many went untold.
 */
export interface Witness {
  read<T>(parse: (reading: Reading) => T): T;
  end(): void;
}

/** What opens a `Witness` for one answer. */
export type Witnessing = (session: Session, spec: { readonly method?: string | undefined; readonly path: string }, reply: Reply) => Witness;

/**
 * A rate budget as the request path claims it, by resource (`core`, `search`, …): the session's
 * own, or a shared store's (which keys it by the session's credentials).
 */
export interface RateBudget {
  reserve(resource: string, now: number): Promise<number | Hold> | number | Hold;
  update(resource: string, reading: RateLimit | null, pauseUntil: number, release?: boolean): Promise<void> | void;
}

// Stores and caches: what sessions share.

/** A value, or a promise of it: a store may answer at once (memory) or over the network (Redis). */
export type Awaitable<T> = T | Promise<T>;

/** One stored representation for conditional requests. */
export interface CacheEntry {
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly link: string | null;
  readonly data: unknown;
  /** Bytes of the JSON text it was read from, for stores bounded by size. */
  readonly size?: number;
}

/** Where a session keeps representations for conditional requests; a `Map` fits. */
export interface ConditionalCache {
  get(key: string): Awaitable<CacheEntry | undefined | null>;
  set(key: string, entry: CacheEntry): unknown;
}

/**
 * What a fleet of sessions shares: conditional-cache entries and the rate budget. Keys come
 * namespaced by the session (a hash of its origin and credentials, never a credential).
 */
export interface Store extends ConditionalCache {
  /**
   * Claims one request of a budget (`<namespace>:<resource>`): 0 to send now, else a `Hold`
   * saying until when (epoch ms) nothing may be sent and why: the limit is spent until its reset,
   * or a secondary limit asked every session to pause. A bare time (the older form) is read as a
   * hold whose reason is not known.
   */
  reserve(key: string, now: number): Awaitable<number | Hold>;
  /**
   * Releases a claim with what the answer reported: a reading (kept when it is the latest), and
   * until when (epoch ms) a secondary limit asks every session to hold off, or 0. With `release`
   * false it only records a pause, at once, while the request is still being retried.
   */
  update(key: string, reading: RateLimit | null, pauseUntil: number, release?: boolean): Awaitable<void>;
  /**
   * Paces a stream of requests (`<namespace>:<kind>`): claims `cost` units at `interval` ms each,
   * allowing a burst of `burst` ms ahead of time, and answers how long (ms) to wait before
   * sending; 0 to send now. A store without it paces each session on its own.
   */
  pace?(key: string, now: number, cost: number, interval: number, burst: number): Awaitable<number>;
  /**
   * Counts who shares a paced stream: records `member` as active at `now` and answers how many
   * members were active within the last `window` ms (itself included). A session asks now and
   * then, so that while the store is away it paces at the shared rate divided among the sharers
   * it last saw, instead of at the whole rate on its own.
   */
  sharers?(key: string, member: string, now: number, window: number): Awaitable<number>;
  /**
   * The stage a store brings: the store as one session uses it, told of the session's outages
   * through `watch`. A store in another process answers one that goes on without it while it is
   * away (`failOpenStore`); without this, a session uses the store as it is.
   */
  forSession?(watch: StoreWatch): Store;
  /**
   * The stages the store brings a session: its rate budget, its conditional cache and pacing
   * through it, as the session asks (`sharedStore(store)` adds them to a store of your own).
   * A session's `store` must bring them.
   */
  stages?(settings: StoreSettings): readonly Stage[];
}

/** What a session is told of its shared store. */
export interface StoreWatch {
  /** The store failed, timed out or answered what no store answers (once per outage). */
  down(error: unknown): void;
  /** A call succeeded again after an outage. */
  back(): void;
}

/** What a session asks of the stages its store brings. */
export interface StoreSettings {
  /** `false`: the store keeps no cache for this session (another stage may). */
  readonly cache: boolean;
  /** `false`: not paced; `true` or options: paced through the store. */
  readonly pacing: boolean | PacingOptions;
  /** The session's state, whose `storeOutages` counts the store's outages (with `forSession`, a store's view is the session's own). */
  readonly state?: SessionState | undefined;
  /** The session's logger, told of each outage and of the store's return. */
  readonly log?: Logger | undefined;
}

/** Why a budget refuses a request for now, and until when (epoch ms). */
export interface Hold {
  readonly until: number;
  /** `spent`: the primary limit has no request left until its reset; `secondary`: a secondary limit's pause. */
  readonly reason: 'spent' | 'secondary';
}

/** A budget as a store keeps it; times in epoch ms. */
export interface Budget {
  remaining: number;
  resetAt: number;
  /** Claims not yet answered. */
  pending: number;
  pauseUntil: number;
}

// Retries and observers.

/** How failed requests are tried again (ky's retries, with GitHub's rules). */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2. */
  limit?: number;
  /** The first backoff in ms, doubled on each retry and jittered. Default 1000. */
  delay?: number;
  /** The longest backoff in ms. Default 8000. */
  backoffLimit?: number;
  /**
   * The longest `Retry-After` honoured, in ms. A longer one is not waited for here: the
   * request fails with `RateLimitExceeded` (or, with `rateBudget({ wait: true })`, waits). Default 15 000.
   */
  maxRetryAfter?: number;
}

/** Observers of every attempt; they see no credential. `beforeError` may replace the error thrown. */
export interface Hooks {
  beforeRequest?: (request: RequestView) => void | Promise<void>;
  afterResponse?: (response: ResponseView) => void | Promise<void>;
  beforeRetry?: (retry: RetryView) => void | Promise<void>;
  beforeError?: (error: GitHubError) => GitHubError | void | Promise<GitHubError | void>;
  /**
   * Told of each promise of GitHub's description an answer breaks (a promised field absent or
   * null, a field of another type), when its result is made, before any field is read: the result
   * is the same (the field still throws when read). At most 20 reports an answer (a listing's
   * page), then one with `omitted`. A hook that throws is logged (`log.warn`) and ignored.
   */
  deviation?: (report: DeviationReport) => void;
}

/** A promise of GitHub's description that an answer broke (see `Hooks.deviation`); it holds no credential and no field value. */
export interface DeviationReport {
  /** Where in the answer, as errors name it: `owner.login`, `[3].user.id` for a listing's item. */
  readonly path: string;
  /** The type of the object holding the field (`ShortUser` for `owner.login`). */
  readonly model: string;
  /** What the description promises: `a string`, `a User object`, `an ISO 8601 date-time`. */
  readonly expected: string;
  /** What came: `absent`, `null`, or its JSON type (`a number`, `an object`, `an array`), never the value. */
  readonly got: string;
  readonly method: string;
  /** The route template (`/repos/{owner}/{repo}`; `refresh` gives the URL): with `method`, it finds the operationId in `hubops/operations.json`. */
  readonly route: string;
  /** The URL of the answer, without credentials. */
  readonly url: string;
  /** GitHub's id of the request (`x-github-request-id`), or null. */
  readonly requestId: string | null;
  /** Only on the last report of an answer that broke more promises than are reported one by one: how many more (its `path`, `model`, `expected` and `got` are ''). */
  readonly omitted?: number;
}

/** `console` fits: one line per request (`debug`), retry and rate-limit wait (`warn`). */
export interface Logger {
  debug?: (line: string) => void;
  warn?: (line: string) => void;
}

/** A request as a hook sees it: no credential in its headers or URL. */
export interface RequestView {
  readonly method: string;
  readonly url: string;
  /** This request's own id in this process (`"7"`): the same over its retries and redirects, another for each request, so that two concurrent requests to one URL are told apart. */
  readonly id: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  readonly attempt: number;
  readonly headers: Readonly<Record<string, string>>;
}

export interface ResponseView extends RequestView {
  readonly status: number;
  readonly responseHeaders: Readonly<Record<string, string>>;
  /** GitHub's id of the request (`x-github-request-id`), what GitHub's support asks for; null when the answer has none. */
  readonly requestId: string | null;
  /** Milliseconds from sending this attempt to its answer's headers. */
  readonly duration: number;
}

export interface RetryView {
  readonly method: string;
  readonly url: string;
  /** The request's own id (see `RequestView.id`). */
  readonly id: string;
  /** GitHub's id of the answer that caused the retry, or null (a failed connection, or none given). */
  readonly requestId: string | null;
  /** The attempt about to be sent (2 for the first retry). */
  readonly attempt: number;
  /** The status that caused it, or 0 for a failed connection or a timeout. */
  readonly status: number;
  /** Why: `HTTP 502`, `secondary rate limit`, `timeout`, `network`. */
  readonly reason: string;
}

/** What each call tells the hooks (ky's `context`). */
export interface CallContext {
  /** The request's own id, the same over its retries. */
  readonly id: string;
  readonly method: string;
  /** Without credentials. */
  readonly url: string;
  readonly secrets: readonly string[];
  /** The call's own rule: `true` allows retrying a POST or PATCH, `false` sends once. */
  readonly retry: boolean | undefined;
  /** A secondary limit asked every session to hold off until then (epoch ms): told to the rate budget, when the session has one. */
  readonly onPause?: ((until: number) => void) | undefined;
  /** Waits as the session's pacing asks before a retry goes: a retry is a request like any other. */
  readonly pace?: (() => Promise<void>) | undefined;
  /** Told of each retry. */
  readonly note?: RequestNote | undefined;
}

/** Counters the hooks keep in the session's state. */
export interface Counters {
  requests: number;
  retries: number;
}
