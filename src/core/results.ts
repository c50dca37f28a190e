import { MODEL, metaOf as storedMeta, unreadable, type Model } from '../models/library/model.js';
import { freezeAll } from '../models/library/freeze.js';
import { parseReply, rawOf } from '../models/library/objects.js';
import type { Result } from './operation.js';
import { CountedIterator, listIn, PageIterator, SearchIterator, type PageOptions } from './page-iterator.js';
import { send, sendForBool, sendUnfrozen, sendForData } from './request.js';
import type { Reply, Session } from './types.js';
import { ValidationError } from '../errors/validation-error.js';

/** How declared operations read their answers: one kind of answer per function. */

/** One object of a type. */
/*#__NO_SIDE_EFFECTS__*/
export function one<T>(type: Model<T>): Result<Promise<T>> {
  return { model: { type }, run: async (session, spec) => parseReply(type, await sendForData(session, spec)) };
}

/** One object of a type, or null when the service answers 204 (no content): an answer the request may or may not ask for. */
/*#__NO_SIDE_EFFECTS__*/
export function oneOrNone<T>(type: Model<T>): Result<Promise<T | null>> {
  return {
    model: { type },
    run: async (session, spec) => {
      const reply = await sendForData(session, spec);
      return reply.status === 204 ? null : parseReply(type, reply);
    },
  };
}

/** A listing of objects of a type, paged lazily. */
/*#__NO_SIDE_EFFECTS__*/
export function list<T>(type: Model<T>, itemsKey?: string): Result<PageIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  return {
    model: { type, itemsKey },
    sync: true,
    run: (session, spec, options) => new PageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type.wrap, itemsKey }, options),
  };
}

/** A listing as GitHub's description declares it; `unpaged` when the route takes no paging parameters (none is sent). */
/*#__NO_SIDE_EFFECTS__*/
export function listing<T>(type: Model<T>, unpaged?: boolean): Result<PageIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  return {
    model: { type },
    sync: true,
    run: (session, spec, options) => new PageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type.wrap, unpaged }, { ...options, headers: spec.headers }),
  };
}

/**
 * A list a change answers whole (not a listing to page through): each item parsed, from the
 * answer itself or from its member `itemsKey`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function items<T>(type: Model<T>, itemsKey?: string): Result<Promise<readonly T[]>> {
  return {
    model: { type, itemsKey },
    run: async (session, spec) => {
      const reply = await sendForData(session, spec);
      const data = listIn(reply.data, itemsKey);
      if (!data) throw unreadable(itemsKey ?? '', `expected ${itemsKey ? `an object with a list in "${itemsKey}"` : `a list of ${type.name}`}`, reply.data, reply.url);
      const meta = Object.freeze({ etag: null, lastModified: null, url: reply.url, version: session.apiVersion });
      return Object.freeze(data.map((raw, i) => type.wrap(raw, `${itemsKey ?? ''}[${i}]`, meta)));
    },
  };
}

/** A listing whose pages hold the items under `itemsKey` and their `total_count` beside them. */
/*#__NO_SIDE_EFFECTS__*/
export function counted<T>(type: Model<T>, itemsKey: string, unpaged?: boolean): Result<CountedIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  return {
    model: { type, itemsKey },
    sync: true,
    run: (session, spec, options) => new CountedIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type.wrap, itemsKey, unpaged }, { ...options, headers: spec.headers }),
  };
}

/**
 * A search listing: `totalCount` and `incompleteResults` next to the items. Its pages carry
 * the request's own headers, which a declaration's `encode` may set (the text-match media type).
 */
/*#__NO_SIDE_EFFECTS__*/
export function search<T>(type: Model<T>): Result<SearchIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  return {
    model: { type, itemsKey: 'items' },
    sync: true,
    run: (session, spec, options) =>
      new SearchIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type.wrap }, { ...options, headers: spec.headers }),
  };
}

/** A yes/no answer: true on the `yes` status, false on the `no` status; any other failure throws. */
/*#__NO_SIDE_EFFECTS__*/
export function bool(yes = 204, no = 404): Result<Promise<boolean>> {
  return { run: (session, spec) => sendForBool(session, spec, yes, no) };
}

/** A change whose answer is not read: true once the service has taken it (a refusal throws). */
export const done: Result<Promise<boolean>> = { run: async (session, spec) => (await sendUnfrozen(session, { ...spec, as: 'none' }), true) };

/** Text (a rendered document, a template). */
export const text: Result<Promise<string>> = { run: async (session, spec) => (await sendForData<string>(session, { ...spec, as: 'text' })).data };

/** Raw bytes (a diff, a patch). */
export const bytes: Result<Promise<Uint8Array>> = { run: async (session, spec) => (await sendForData<Uint8Array>(session, { ...spec, as: 'bytes' })).data };

/** An answer read as it arrives: its body as a web stream, with what its headers say of it. */
export interface Download {
  /** The body, not yet read; reading it is the caller's (cancel it to stop the transfer). */
  readonly stream: ReadableStream<Uint8Array>;
  /** The file name the answer's `Content-Disposition` gives, reduced to a plain name (no folder, no `..`), or null. */
  readonly name: string | null;
  readonly contentType: string | null;
  /** The size the answer declares (`Content-Length`), or null. */
  readonly size: number | null;
}

/** A plain file name from a Content-Disposition value: never a path, never a dot segment. */
export function dispositionName(value: string | null): string | null {
  if (!value) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value);
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(value);
  let name: string | undefined;
  try {
    name = star?.[1] !== undefined ? decodeURIComponent(star[1].trim()) : (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim());
  } catch {
    name = plain?.[1] ?? plain?.[2]?.trim();
  }
  const base = [...(name?.split(/[\\/]/).pop() ?? '')].filter((c) => c > '\u001f' && c !== '\u007f').join('');
  return base && base !== '.' && base !== '..' ? base : null;
}

/** A body handed over as it arrives, never buffered whole (an archive, a release asset). */
export const download: Result<Promise<Download>> = {
  run: async (session, spec) => {
    const { data, headers } = await sendForData<ReadableStream<Uint8Array>>(session, { ...spec, as: 'stream' });
    const length = headers.get('content-length');
    return Object.freeze({
      stream: data,
      name: dispositionName(headers.get('content-disposition')),
      contentType: headers.get('content-type'),
      size: length !== null && /^\d+$/.test(length) && !headers.has('content-encoding') ? Number(length) : null,
    });
  },
};

/** A JSON answer for which the description declares no object type: deep-frozen as received (null for an empty body). */
export const frozenJson: Result<Promise<unknown>> = { run: async (session, spec) => freezeAll((await sendForData(session, spec)).data ?? null) };

/** A JSON answer read by a function of its own (a list of names, a map); `model` names the type it reads the answer's objects as, if any. */
/*#__NO_SIDE_EFFECTS__*/
export function reads<T>(read: (reply: Reply) => T, model?: Result<unknown>['model']): Result<Promise<T>> {
  return { model, run: async (session, spec) => read(await sendForData(session, spec)) };
}

export interface RefreshOptions<U = never> {
  /** Send the stored ETag / Last-Modified; an unchanged object comes back as is. */
  conditional?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** The type to read the answer as (default: the full type of a summary); also types the result. */
  type?: Model<U> | undefined;
}

/**
 * The full, current representation from the object's own `url`: a summary becomes
 * its full type. With `conditional`, a 304 returns the object unchanged. `GET {value.url}`
 * @example
 * ```ts
 * import { createSession, refresh } from 'hubops';
 * import { listRepositoryIssues } from 'hubops/issues';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const [first] = await listRepositoryIssues(session, 'octocat/Hello-World', { number: 1 }).toArray();
 * // The full issue, read from its url; unchanged since the last read, it comes back as is.
 * if (first) console.log((await refresh(session, first, { conditional: true })).body);
 * ```
 */
export async function refresh<T extends object, U = never>(session: Session, value: T, options: RefreshOptions<U> = {}): Promise<[U] extends [never] ? T : U> {
  const raw = rawOf(value);
  const type = (value as { [MODEL]?: Model<unknown> })[MODEL] as Model<unknown>;
  if (typeof raw.url !== 'string') throw new ValidationError('value', `${type.name} has no url to refresh from`);
  const meta = storedMeta(value);
  const headers: Record<string, string> = {};
  if (options.conditional && meta?.lastModified) headers['if-modified-since'] = meta.lastModified;
  else if (options.conditional && meta?.etag) headers['if-none-match'] = meta.etag;
  const reply = await send(session, { path: raw.url, headers, signal: options.signal });
  type Result = [U] extends [never] ? T : U;
  if (reply.status === 304 && !reply.fromCache) return value as Result;
  return parseReply((options.type as Model<unknown> | undefined) ?? type.full ?? type, reply) as Result;
}
