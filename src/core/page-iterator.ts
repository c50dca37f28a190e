import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { ValidationError } from '../errors/validation-error.js';
import { Lazy } from './lazy.js';
import { ListingGuard } from './listing-guard.js';
import { answerReading } from '../models/library/compile.js';
import type { Meta, Reading } from '../models/library/model.js';
import { sendUnfrozen } from './request.js';
import type { CallOptions, ListingWatch, RequestSpec, Session } from './types.js';

/** Options every listing takes. */
export interface PageOptions extends CallOptions {
  /** How many items at most; -1 (the default) for all. */
  number?: number | undefined;
  /** ETag of an earlier listing of the same request: if unchanged, the listing yields nothing. */
  etag?: string | undefined;
  /** Items a page (1–100). Default: `number` when that is 1–100, else 100. */
  perPage?: number | undefined;
  /** Called after each page arrives. */
  onPage?: ((progress: { page: number; items: number; total?: number }) => void) | undefined;
}

export interface LastResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly url: string;
}

/** How a listing reads its pages. */
export interface ListingSpec<T> extends Omit<RequestSpec, 'method' | 'signal' | 'headers' | 'as'> {
  /** Turns one wire item into parsed data; `path` locates it and `meta` names the page it came from, for error messages. */
  item: (raw: unknown, path: string, meta?: Meta, reading?: Reading) => T;
  /** The member holding the items when a page is an object (search: `items`). */
  itemsKey?: string;
  /** The route takes no paging parameters (statistics answer in one page): no `per_page` is sent. */
  unpaged?: boolean;
  /** A page is an object whose `[key, value]` pairs are the items, in the service's order (a repository's languages). */
  entries?: boolean;
}

/** The list an answer holds: the answer itself, or its member `itemsKey`; null when there is none. */
export function listIn(body: unknown, itemsKey?: string): readonly unknown[] | null {
  const list = itemsKey && body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[itemsKey] : body;
  return Array.isArray(list) ? list : null;
}

function checkNumber(options: PageOptions): void {
  if (typeof options !== 'object' || options === null) throw new ValidationError('options', 'must be an object');
  const { number, perPage, etag, onPage } = options;
  if (etag !== undefined && typeof etag !== 'string') throw new ValidationError('etag', 'must be the ETag text of an earlier listing');
  if (onPage !== undefined && typeof onPage !== 'function') throw new ValidationError('onPage', 'must be a function called with each page’s progress');
  if (number !== undefined && (!Number.isInteger(number) || number < -1)) throw new ValidationError('number', 'must be -1 (all) or a whole number ≥ 0');
  if (perPage !== undefined && (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)) throw new ValidationError('perPage', 'must be a whole number from 1 to 100');
}

/**
 * A lazy listing: nothing is requested until iteration starts; pages follow the `Link`
 * header. Iterating again starts over from the first page.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { listRepositoryIssues } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const issues = listRepositoryIssues(session, 'octocat/Hello-World', { state: 'all', number: 50, onPage: ({ page }) => console.log('page', page) });
 * for await (const issue of issues) console.log(issue.number, issue.title);
 * // Again with its ETag: when nothing changed the service answers 304 and nothing is listed.
 * const again = listRepositoryIssues(session, 'octocat/Hello-World', { state: 'all', etag: issues.etag ?? undefined });
 * console.log((await again.toArray()).length, again.lastStatus); // 0 304
 * ```
 */
export class PageIterator<T> extends Lazy<T> {
  readonly number: number;
  readonly perPage: number;
  /** ETag of the first page of the last run (or the one given, before any run). */
  etag: string | null;
  /**
   * Status of the last page: 0 before the first request; 202 (statistics not ready), 204 (nothing
   * to list) or 304 (unchanged since `etag`) when the listing yielded nothing; 304 also when a page was
   * revalidated against the session's conditional cache and served from it.
   */
  lastStatus = 0;
  lastResponse: LastResponse | null = null;
  protected readonly session: Session;
  protected readonly spec: ListingSpec<T>;
  protected readonly options: PageOptions;

  constructor(session: Session, spec: ListingSpec<T>, options: PageOptions = {}) {
    checkNumber(options);
    super();
    // Listings read many objects of one type: their makers are compiled (where the runtime allows).
    answerReading();
    this.session = session;
    this.spec = spec;
    this.options = options;
    this.number = options.number ?? -1;
    this.perPage = options.perPage ?? (this.number >= 1 && this.number <= 100 ? this.number : 100);
    this.etag = options.etag ?? null;
  }

  /** Called with each page's body before its items are read (search reads its totals here). */
  protected onBody(_body: unknown): void {}

  protected total(): number | undefined {
    return undefined;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    const { session, spec, options } = this;
    const left = this.number;
    if (left === 0) return;
    const headers = { ...options.headers };
    if (options.etag) headers['if-none-match'] = options.etag;
    const guard = new ListingGuard(session);
    // The stages that watch listings (tracing) see this one from its first page to its end.
    const watches = session.stages.flatMap((stage) => (stage.listing ? [stage.listing(session, spec.path)] : []));
    let failure: unknown;
    try {
      yield* this.pages(guard, headers, left, watches);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      for (const watch of watches) watch.end(failure);
    }
  }

  private async *pages(guard: ListingGuard, headers: Record<string, string>, number: number, watches: readonly ListingWatch[]): AsyncGenerator<T> {
    const { session, spec, options } = this;
    let left = number;
    let url: string | undefined;
    for (let page = 1; ; page++) {
      const first = page === 1;
      const reply = await sendUnfrozen(session, {
        path: first ? spec.path : (url as string),
        params: first ? spec.params : undefined,
        query: first ? (spec.unpaged ? spec.query : { ...spec.query, per_page: this.perPage }) : undefined,
        headers: first ? headers : options.headers,
        signal: options.signal,
        route: spec.path,
        ...(watches.length ? { listing: watches } : {}),
      });
      this.lastStatus = reply.status;
      this.lastResponse = { status: reply.status, headers: reply.headers, url: reply.url };
      if (first) this.etag = reply.headers.get('etag') ?? this.etag;
      // 202: statistics not ready; 204: nothing to list (an empty repository's contributors or statistics).
      if (reply.status === 202 || reply.status === 204 || (reply.status === 304 && !reply.fromCache)) return;
      this.onBody(reply.data);
      const items = this.itemsOf(reply.data, reply.url);
      const meta = Object.freeze({ etag: null, lastModified: null, url: reply.url, version: this.session.apiVersion });
      options.onPage?.({ page, items: items.length, total: this.total() });
      // Told of the broken promises of each item as it is made, up to a bound a page.
      const seen = session.witness?.(session, { path: spec.path }, reply);
      try {
        for (let i = 0; i < items.length; i++) {
          yield seen ? seen.read((reading) => spec.item(items[i], `[${i}]`, meta, reading)) : spec.item(items[i], `[${i}]`, meta);
          if (left > 0 && --left === 0) return;
        }
      } finally {
        seen?.end();
      }
      url = guard.next(reply, items.length);
      if (!url) return;
    }
  }

  private itemsOf(body: unknown, url: string): readonly unknown[] {
    const { itemsKey, entries } = this.spec;
    const items = entries ? (body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : null) : listIn(body, itemsKey);
    if (items) return items;
    const expected = entries ? 'an object' : itemsKey ? `an object with a list in "${itemsKey}"` : 'a list';
    throw new UnprocessableResponseBody({ message: `expected ${expected} from ${url}`, body, path: itemsKey ?? '', url });
  }

}

/** The service serves at most this many results of one search, whatever it has found. */
export const SEARCH_RESULT_CAP = 1000;

/**
 * A search listing: pages are objects with `total_count`, `incomplete_results` and `items`.
 * The service serves only the first 1,000 results of a search: a run stops there, without
 * asking for a page it would refuse, and says so with `capped`.
 */
export class SearchIterator<T> extends PageIterator<T> {
  /** 0 until the first page arrives. */
  totalCount = 0;
  /** Whether the service gave up before searching everything; null until a page says (or when it does not). */
  incompleteResults: boolean | null = null;
  /**
   * True once a run stopped at the service's 1,000-result cap while more results matched
   * (`totalCount` above it): those are out of reach, whatever `number` asks; a narrower query finds them.
   */
  capped = false;
  /** The `sort` sent, or null: best match. */
  readonly sort: string | null;
  /** The `order` sent, else the service's default `desc` (it applies only with a `sort`). */
  readonly order: 'asc' | 'desc';
  /** Whether the text-match media type is asked for: then each item carries `text_matches`. */
  readonly textMatch: boolean;

  constructor(session: Session, spec: ListingSpec<T>, options: PageOptions = {}) {
    super(session, { ...spec, itemsKey: spec.itemsKey ?? 'items' }, options);
    const { sort, order } = spec.query ?? {};
    this.sort = typeof sort === 'string' ? sort : null;
    this.order = order === 'asc' ? 'asc' : 'desc';
    const accept = Object.entries(options.headers ?? {}).find(([name]) => name.toLowerCase() === 'accept')?.[1];
    this.textMatch = typeof accept === 'string' && accept.includes('text-match');
  }

  override async *[Symbol.asyncIterator](): AsyncIterator<T> {
    this.capped = false;
    let seen = 0;
    for await (const item of { [Symbol.asyncIterator]: () => super[Symbol.asyncIterator]() }) {
      const last = ++seen === SEARCH_RESULT_CAP;
      if (last) this.capped = this.totalCount > SEARCH_RESULT_CAP;
      yield item;
      // Leaving the loop ends the page run where it stands: no request for the next page.
      if (last) return;
    }
  }

  protected override onBody(body: unknown): void {
    const page = (body ?? {}) as { total_count?: unknown; incomplete_results?: unknown };
    if (typeof page.total_count === 'number') this.totalCount = page.total_count;
    this.incompleteResults = typeof page.incomplete_results === 'boolean' ? page.incomplete_results : null;
  }

  protected override total(): number {
    return this.totalCount;
  }
}

/**
 * A listing whose pages are objects with the items under one member and their total beside them
 * (`{ total_count, workflow_runs: [...] }`): the items are iterated, the total kept.
 */
export class CountedIterator<T> extends PageIterator<T> {
  /** The `total_count` of the last page read; 0 until the first page arrives. */
  totalCount = 0;

  protected override onBody(body: unknown): void {
    const total = (body ?? {}) as { total_count?: unknown };
    if (typeof total.total_count === 'number') this.totalCount = total.total_count;
  }

  protected override total(): number {
    return this.totalCount;
  }
}
