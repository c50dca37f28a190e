import { EndlessListing } from '../errors/endless-listing.js';
import { LinkRefused } from '../errors/link-refused.js';
import { parseLink } from './link.js';
import { redactUrl } from './redact.js';
import { isUnder } from './url.js';
import type { Reply, Session } from './types.js';

/** Empty pages in a row, each pointing to a next one, after which a listing is taken to be endless. */
export const MAX_EMPTY_PAGES = 3;

/** A page's identity: the same URL with its query in any order is the same page. */
function pageKey(url: URL): string {
  const query = [...url.searchParams].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return `${url.origin}${url.pathname}?${new URLSearchParams(query).toString()}`;
}

/**
 * Where a listing goes next, read from each page's `Link` header: resolved against the page's
 * own URL, only http(s) on the session's origin (credentials belong there alone), and never
 * a page already read or an endless run of empty pages — those end with a typed error.
 */
export class ListingGuard {
  readonly #base: string;
  readonly #origin: string;
  readonly #secrets: readonly string[];
  readonly #seen = new Set<string>();
  #empty = 0;
  #pages = 0;

  constructor(session: Session) {
    this.#base = session.baseUrl;
    this.#origin = new URL(session.baseUrl).origin;
    this.#secrets = session.secrets;
  }

  /** The next page's URL, or undefined when the listing is complete. */
  next(reply: Pick<Reply, 'headers' | 'url'>, items: number): string | undefined {
    this.#pages++;
    const here = new URL(reply.url);
    this.#seen.add(pageKey(here));
    const link = parseLink(reply.headers.get('link')).next;
    if (link === undefined) return undefined;
    const target = this.#resolve(link, reply.url);
    this.#empty = items === 0 ? this.#empty + 1 : 0;
    if (this.#seen.has(pageKey(target))) this.#endless(reply.url, `its next page (${target.href}) was already read`);
    if (this.#empty >= MAX_EMPTY_PAGES) this.#endless(reply.url, `${this.#empty} empty pages in a row, each pointing to another`);
    return target.href;
  }

  #resolve(link: string, base: string): URL {
    let target: URL;
    try {
      target = new URL(link, base);
    } catch {
      throw this.#refused(link, base, 'is not a URL');
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw this.#refused(link, base, 'is not an http(s) URL');
    if (target.origin !== this.#origin) throw this.#refused(link, base, `is on ${target.origin}, not the session’s origin ${this.#origin}`);
    if (!isUnder(this.#base, target)) throw this.#refused(link, base, `leaves the session’s base URL ${this.#base}`);
    return target;
  }

  #refused(link: string, base: string, why: string): LinkRefused {
    const safe = redactUrl(link, this.#secrets);
    const shown = safe.length > 200 ? `${safe.slice(0, 200)}…` : safe;
    return new LinkRefused({ message: `GET ${base}: the next page's link ${JSON.stringify(shown)} ${why}; the listing stops here`, method: 'GET', url: base, link: shown });
  }

  #endless(url: string, why: string): never {
    throw new EndlessListing({ message: `GET ${url}: the listing never ends: ${why}`, method: 'GET', url, pages: this.#pages });
  }
}
