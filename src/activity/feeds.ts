import { operation, type Op, reads, documentOf } from '../core/operation.js';
import type { CallOptions, Reply } from '../core/types.js';
import { urlTemplate, type UrlTemplate } from '../models/library/template.js';

export interface Feeds {
  /** Every `*_url` member as a template (`current_user_organization_urls` as a list of them). */
  readonly [key: string]: UrlTemplate | readonly UrlTemplate[] | Feeds['_links'];
  /** Each feed link with its `href` as a template. */
  readonly _links: Readonly<Record<string, { readonly href: UrlTemplate; readonly type: string }>>;
}

const asTemplate = (value: unknown): unknown =>
  typeof value === 'string' ? urlTemplate(value) : Array.isArray(value) ? Object.freeze(value.map(asTemplate)) : value;

function feedsOf(reply: Reply): Feeds {
  const data = documentOf(reply);
  const feeds: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== '_links') feeds[key] = asTemplate(value);
  }
  const links: Record<string, unknown> = {};
  for (const [name, link] of Object.entries((data._links ?? {}) as Record<string, { href?: unknown; type?: unknown }>)) {
    links[name] = Object.freeze({ ...link, href: asTemplate(link.href) });
  }
  feeds._links = Object.freeze(links);
  return Object.freeze(feeds) as Feeds;
}

/** The Atom feeds available to the session's user, as URL templates. `GET /feeds` */
export const getFeeds: Op<[], CallOptions, Promise<Feeds>> = /*#__PURE__*/ operation(() => ({
  path: '/feeds',
  result: /*#__PURE__*/ reads(feedsOf),
}));
