import { ValidationError } from '../errors/validation-error.js';
import { deepFreeze, freezeAll } from '../models/library/freeze.js';
import { MODEL, metaOf as storedMeta, unreadable, type Model, type Reading } from '../models/library/model.js';
import { parseReply, rawOf } from '../models/library/objects.js';
import { checkSession, invalid, isRecord, type Codec } from './codec.js';
import { observed } from './deviation.js';
import { CountedIterator, listIn, PageIterator, SearchIterator, type PageOptions } from './page-iterator.js';
import type { AccountRef } from './refs.js';
import { callHeaders, readBytesBody, readStream, send, sendForBool, sendUnfrozen, sendForData } from './request.js';
import type { CallOptions, Method, Reply, RequestSpec, Session } from './types.js';
import type { ApiVersion, At, OptionsAt } from './versions.js';
import type { PathParams, QueryValue } from './url.js';

/**
 * Operations are declared, not hand-written: a declaration says how each argument is read
 * (a codec) and where it goes on the wire, and how the answer is read; `call` interprets it.
 * A standalone function is a declaration bound to a name by `operation`.
 */

/** Where a parameter goes: a path parameter, a query parameter, or a member of the JSON body. */
export type Destination = 'path' | 'query' | 'body';

export interface Param<In, Out = unknown> {
  readonly to: Destination;
  readonly codec: Codec<In, Out>;
  /** The wire name; by default the parameter's own name in snake_case (`mergeMethod` → `merge_method`). */
  readonly wire?: string;
  /** Sent when the caller gives nothing: a documented default the client sends rather than leaves to the service. */
  readonly fallback?: Out;
  /**
   * How a route's parameters (by wire name) give this member, where its wire form is not what
   * the function takes: a file's content is text or bytes to `createFile`, base64 to the route.
   */
  readonly byWire?: Codec<never, Out>;
}

/**
 * Parameter lists joined in order, a later one's member replacing an earlier one's: what an object
 * spread writes, as a call bundlers may drop when the declaration is unused (a spread at a module's
 * top level is kept, as it could run getters).
 */
/*#__NO_SIDE_EFFECTS__*/
export function joined<A extends object, B extends object, C extends object = object>(a: A, b: B, c?: C): Omit<A, keyof B | keyof C> & Omit<B, keyof C> & C {
  return Object.assign({}, a, b, c) as Omit<A, keyof B | keyof C> & Omit<B, keyof C> & C;
}

/*#__NO_SIDE_EFFECTS__*/
export function path<In, Out>(codec: Codec<In, Out>, wire?: string): Param<In, Out> {
  return { to: 'path', codec, wire };
}

/*#__NO_SIDE_EFFECTS__*/
export function query<In, Out>(codec: Codec<In, Out>, wire?: string, fallback?: Out): Param<In, Out> {
  return { to: 'query', codec, wire, fallback };
}

/*#__NO_SIDE_EFFECTS__*/
export function body<In, Out>(codec: Codec<In, Out>, wire?: string, fallback?: Out): Param<In, Out> {
  return { to: 'body', codec, wire, fallback };
}

/** A parameter the route form reads with another codec, where the function takes another form than the wire's. */
/*#__NO_SIDE_EFFECTS__*/
export function readByWire<In, Out>(param: Param<In, Out>, codec: Codec<never, Out>): Param<In, Out> {
  return { ...param, byWire: codec };
}

/**
 * How the answer is read. `R` is what the operation returns; `O` the options that kind of
 * answer adds (a listing's `number`, `perPage`, …). `sync` results (listings) are returned
 * at once and fail at once; the others are promises, and fail as rejected promises.
 */
export interface Result<R, O = unknown> {
  readonly run: (session: Session, spec: RequestSpec, options: PageOptions) => R;
  readonly sync?: boolean;
  /**
   * The type the answer's objects are read as (for the checks over recorded answers), where a
   * listing's items sit, and the statuses whose answer is not read as the type (a 202 that
   * carries only a message).
   */
  readonly model?: { readonly type: unknown; readonly itemsKey?: string; readonly unread?: readonly number[] };
  /** Type-level only. */
  readonly __options?: (options: O) => void;
}

/** What GitHub's description documents for a route: its query parameters and body members, and the names of those it requires. */
export interface Described {
  readonly params: Readonly<Record<string, Param<never, unknown>>>;
  readonly required: readonly string[];
  /** How a declaration that takes these members reads its arguments (`described(table)` brings it). */
  readonly reading: DescribedReading;
  /** Request body members a later API version removes: by version, each wire member and the one that replaces it (or null). */
  readonly removed?: Removed;
}

/** How a declaration reads its arguments with the members GitHub describes for its route (see `described`). */
export interface DescribedReading {
  /** The declaration's parameters: its own, and the described members its own and its fixed values leave. */
  readonly params: (decl: Declaration, members: Described) => Readonly<Record<string, Param<never, unknown>>>;
  /** Whether a positional argument is a member the description makes optional. */
  readonly optional: (members: Described, param: Param<never, unknown>, name: string) => boolean;
  /** The arguments with an options object given in place of trailing optional ones moved where it belongs. */
  readonly early: (decl: Declaration, members: Described, args: readonly unknown[], arity: number) => readonly unknown[];
  /** Refuses two names of one member given together. */
  readonly distinct: (params: Readonly<Record<string, Param<never, unknown>>>, values: Readonly<Record<string, unknown>>) => void;
}

/**
 * The members later API versions remove, made by `removals({ version: { member: replacement } })`:
 * by version, the wire members it removes and the member that replaces each (or null), and the
 * check that refuses them before sending.
 */
export interface Removed {
  readonly versions: Readonly<Record<string, Readonly<Record<string, string | null>>>>;
  readonly check: (session: Session, decl: Declaration, params: Readonly<Record<string, Param<never, unknown>>>, values: Readonly<Record<string, unknown>>) => void;
}

export interface Declaration {
  readonly method?: Method;
  /** The route, with `{name}` path parameters. */
  readonly path: string;
  /** Another route the request may go to, answered alike (a team given by id alone goes to its id route). */
  readonly alias?: string;
  /** The resource acted on: the first argument after the session. */
  readonly target?: Param<never, unknown>;
  /** The names of the required parameters, in the documented order, after the target. */
  readonly args?: readonly string[];
  /** Every parameter: the required ones named in `args`, the others taken from the options object. */
  readonly params?: Readonly<Record<string, Param<never, unknown>>>;
  /**
   * The query parameters and body members GitHub documents for the route (the generator's
   * members module of it): each one `params` does not declare under its name, and no `fixed`
   * value stands for, is an option too. `params` adds the interface's names, order, renames,
   * defaults and older aliases on top.
   */
  readonly described?: Described;
  /** Request body members a later API version removes (see `Described.removed`), for a generated declaration. */
  readonly removed?: Removed;
  readonly result: Result<unknown, never>;
  /** What a later API version answers instead, by version: its own way of reading the answer (a status or a shape it changes). */
  readonly versions?: Readonly<Record<string, { readonly result?: Result<unknown, never> }>>;
  /** Values always sent (a transition's `state`), under the given wire names. */
  readonly fixed?: { readonly query?: Readonly<Record<string, QueryValue>>; readonly body?: Readonly<Record<string, unknown>> };
  /** The media type sent as `Accept` (a preview), unless the call's own headers name one. */
  readonly accept?: string;
  /** The documented name of an operation that needs an authenticated session. */
  readonly auth?: string;
  /** Needs a user's credentials (a token or username and password): a GitHub App session is refused. Implied for `/user` routes. */
  readonly user?: true;
  /** Checks across parameters (decoded values, by parameter name); throws a ValidationError. */
  readonly check?: (values: Readonly<Record<string, unknown>>) => void;
  /** Shapes the request where the usual rule does not fit (a body that is a list, …). */
  readonly encode?: (values: Readonly<Record<string, unknown>>, spec: RequestSpec) => RequestSpec;
}

type InOf<P> = P extends Param<infer In, unknown> ? In : never;
type ParamsOf<D> = D extends { readonly params: infer P } ? P : Record<never, never>;
type ArgsOf<D> = D extends { readonly args: infer A extends readonly string[] } ? A : [];
type TargetOf<D> = D extends { readonly target: Param<infer T, unknown> } ? [target: T] : [];
type MapArgs<A, P> = A extends readonly [infer H, ...infer T] ? [InOf<P[H & keyof P]>, ...MapArgs<T, P>] : [];
type Positional<D> = MapArgs<ArgsOf<D>, ParamsOf<D>>;
type Optional<D> = { [K in Exclude<keyof ParamsOf<D>, ArgsOf<D>[number]>]?: InOf<ParamsOf<D>[K]> };
type ResultOptions<D> = D extends { readonly result: Result<unknown, infer O> } ? (unknown extends O ? unknown : O) : unknown;
// A declaration answering differently by version returns what its exported signature (`ByVersion`) says: not checked here.
type Returns<D> = D extends { readonly versions: object } ? never : D extends { readonly result: Result<infer R, never> } ? R : never;

/** The options object of a declared operation. */
export type OptionsOf<D> = Optional<D> & ResultOptions<D> & CallOptions;

/**
 * The standalone function of a declaration: `(session, target, required…, options?)`. Its
 * result is read with the model of the session's API version (`At`), as `call` reads it.
 */
export type OperationOf<D> = <V extends ApiVersion | null = ApiVersion | null>(session: Session<V>, ...args: [...TargetOf<D>, ...Positional<D>, options?: OptionsOf<D>]) => At<Returns<D>, V>;

/**
 * The options object as callers write it: an optional option may also be given as `undefined`,
 * so code compiled with `exactOptionalPropertyTypes` can pass `{ sha: pr.head?.sha ?? undefined }`.
 */
export type Loose<O> = { [K in keyof O]: Partial<Pick<O, K>> extends Pick<O, K> ? O[K] | undefined : O[K] };

/**
 * A standalone function: the session, the positional arguments `A`, then the options `O`; it
 * returns `R`. Its result and options follow the API version the session is typed for (`At`,
 * `OptionsAt`): a `2026-03-10` session gets that version's types.
 */
export type Op<A extends unknown[], O, R> = <V extends ApiVersion | null = ApiVersion | null>(session: Session<V>, ...args: [...A, options?: Loose<OptionsAt<O, V>>]) => At<R, V>;

/**
 * An operation's options with what GitHub documents for its route (`M`, a generated members
 * type): every member its own options `O` do not name and that is not one of its positional
 * arguments `P`.
 */
export type WithDescribed<O, M, P extends string = never> = O & Omit<M, keyof O | P>;

/**
 * An operation whose trailing positional arguments `L` GitHub makes optional: they may be left
 * out, and its options object given in their place (`createReviewComment(session, pr, body, sha,
 * path, { line: 10 })`).
 */
export type OpLeaving<A extends unknown[], L extends unknown[], O, R> = Op<[...A, ...Partial<L>], O, R> & Op<A, O, R>;

/** A declared operation typed as one whose trailing arguments may be left out (`OpLeaving`): `prepare` moves the options object where it belongs. */
/*#__NO_SIDE_EFFECTS__*/
export function leaving<A extends unknown[], L extends unknown[], O, R>(fn: Op<[...A, ...Partial<L>], O, R>): OpLeaving<A, L, O, R> {
  return fn as OpLeaving<A, L, O, R>;
}

/** A declared operation keeps its declaration, for the generated reference and the checks. */
export interface Declared {
  readonly declaration: Declaration;
}

/** A function made of several requests keeps the declarations of the requests it makes. */
export interface Composed {
  readonly declarations: readonly Declaration[];
}

/**
 * A function made of declared requests (contents with a blob fallback, a tag object and its
 * reference, a listing of a user or of the authenticated one), carrying their declarations so
 * that the reference and the conformance checks see every parameter it can send:
 * `export const createTag = composed(async function createTag(…) { … }, createTagObject, createReference);`
 */
/*#__NO_SIDE_EFFECTS__*/
export function composed<F extends (...args: never[]) => unknown>(fn: F, ...parts: readonly (Declared | Declaration | ((...args: never[]) => unknown))[]): F & Composed {
  // A declared operation typed as its signature (`Op`) still carries its declaration; each is looked
  // at when the declarations are, not when the function is made.
  let declarations: readonly Declaration[] | undefined;
  const get = () => (declarations ??= Object.freeze(parts.map((part) => ('declaration' in part ? (part as Declared).declaration : (part as Declaration)))));
  return Object.defineProperty(fn, 'declarations', { get }) as F & Composed;
}

/** An older listing's signature: a user's with a login, the authenticated user's without one. */
export type OfUserOrSelf<O, R> = (session: Session, login?: AccountRef | null, options?: O) => R;

/**
 * An older listing that takes an optional login (`iter_followers(login?)`): `forUser` lists that
 * user's with one, `forSelf` the authenticated user's without one ('' and null count as none).
 */
/*#__NO_SIDE_EFFECTS__*/
export function userOrSelf<O, R>(forUser: (session: Session, login: AccountRef, options?: O) => R, forSelf: (session: Session, options?: O) => R): OfUserOrSelf<O, R> & Composed {
  return composed(function ofUserOrSelf(session: Session, login?: AccountRef | null, options?: O): R {
    // The listings chosen from may read their options before checking them.
    if (options !== undefined && !isRecord(options)) throw invalid('options', 'an object', options);
    return login !== undefined && login !== null && login !== '' ? forUser(session, login, options) : forSelf(session, options);
  }, forUser, forSelf);
}

export const CALL_KEYS = /*#__PURE__*/ new Set(['signal', 'headers', 'retry']);
export const PAGE_KEYS = /*#__PURE__*/ new Set(['number', 'etag', 'perPage', 'onPage']);

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A parameter's wire name: its own, else its name (in snake_case, but for a path parameter). */
export function wireOf(param: Param<never, unknown>, name: string): string {
  return param.wire ?? (param.to === 'path' ? name : snake(name));
}

/** A declaration's parameters: its own, and the described members its own and its fixed values leave. */
export function paramsOf(decl: Declaration): Readonly<Record<string, Param<never, unknown>>> {
  return decl.described ? decl.described.reading.params(decl, decl.described) : (decl.params ?? {});
}

/** Whether a positional argument of a declaration may be left out (given as `undefined`): a member the description makes optional. */
export function mayBeLeftOut(decl: Declaration, name: string): boolean {
  const param = paramsOf(decl)[name];
  return param !== undefined && (decl.args ?? []).includes(name) && mayLeaveOut(decl, param, name);
}

/** Whether a positional argument is a member the description makes optional: then it may be left out (given as `undefined`). */
function mayLeaveOut(decl: Declaration, param: Param<never, unknown>, name: string): boolean {
  return decl.described?.reading.optional(decl.described, param, name) ?? false;
}

function checkSignal(signal: unknown): void {
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', signal);
}

/** A request's members by where they go: path parameters, query, body. */
export interface Wire {
  params: Record<string, string | number>;
  query: Record<string, QueryValue>;
  body: Record<string, unknown>;
}

/** Puts a read value where its parameter goes (a path reference's parts each as a path parameter). */
export function place(wire: Wire, param: Param<never, unknown>, name: string, value: unknown): void {
  if (value === undefined) return;
  if (param.to === 'path' && isRecord(value) && param.wire === undefined) Object.assign(wire.params, value);
  else if (param.to === 'path') wire.params[wireOf(param, name)] = value as string | number;
  else (param.to === 'query' ? wire.query : wire.body)[wireOf(param, name)] = value;
}

/** Who may send a declared request: one that needs credentials refuses a session without any, and the authenticated user's routes refuse a GitHub App. */
export function checkCaller(session: Session, decl: Declaration): void {
  if (decl.auth && session.authKind === 'none') throw new ValidationError('session', `${decl.auth} needs an authenticated session (token or username and password)`);
  // The authenticated user's routes (`/user`, `/user/…`) act as a person: an app or its installation has none.
  if ((decl.user || /^\/user(?:\/|$)/.test(decl.path)) && (session.authKind === 'app' || session.authKind === 'installation')) {
    throw new ValidationError('session', `${decl.auth ?? 'this operation'} needs a user's credentials (a token or username and password): a GitHub App session acts as the app or its installation, which the service refuses here`);
  }
}

/** A call's own options: its signal, its retry rule and its headers. */
export interface CallParts {
  readonly signal?: unknown;
  readonly retry?: unknown;
  readonly headers?: unknown;
}

/**
 * The end every prepared request shares, whichever way its arguments came (a call's positions, a
 * route's wire names): the members the session's API version removed are refused, the call's
 * options checked, the fallbacks filled in, the declaration's own checks run, and the request
 * built and shaped by its `encode`.
 */
export function finish(session: Session, decl: Declaration, wire: Wire, values: Record<string, unknown>, call: CallParts, page: Readonly<Record<string, unknown>>): { spec: RequestSpec; page: PageOptions } {
  const params = paramsOf(decl);
  // The members the session's API version removed, where the declaration names any.
  (decl.removed ?? decl.described?.removed)?.check(session, decl, params, values);
  checkSignal(call.signal);
  if (call.retry !== undefined && typeof call.retry !== 'boolean') throw invalid('retry', 'true or false', call.retry);
  for (const [name, param] of Object.entries(params)) {
    if (values[name] === undefined && param.fallback !== undefined) place(wire, param, name, (values[name] = param.fallback));
  }
  decl.check?.(values);

  const headers = { ...(decl.accept ? { accept: decl.accept } : {}), ...callHeaders(call.headers) };
  let spec: RequestSpec = {
    method: decl.method ?? 'GET',
    path: decl.path,
    params: wire.params as PathParams,
    query: wire.query,
    body: Object.keys(wire.body).length ? wire.body : undefined,
    headers,
    signal: call.signal as AbortSignal | undefined,
    ...(call.retry === undefined ? {} : { retry: call.retry as boolean }),
  };
  if (decl.encode) spec = decl.encode(values, spec);
  return { spec, page: { ...page, headers, signal: spec.signal } as PageOptions };
}

/**
 * Reads every argument of a call through its codec, then builds the request. Nothing is
 * sent unless every argument was read: a bad one is a ValidationError naming it.
 */
export function prepare(session: unknown, decl: Declaration, args: readonly unknown[]): { spec: RequestSpec; page: PageOptions } {
  checkSession(session);
  const names = decl.args ?? [];
  const params = paramsOf(decl);
  const arity = (decl.target ? 1 : 0) + names.length;
  if (args.length > arity + 1) throw new ValidationError('arguments', `expected ${arity} argument${arity === 1 ? '' : 's'} and an options object, got ${args.length} arguments`);
  const given = decl.described ? decl.described.reading.early(decl, decl.described, args, arity) : args;
  const options = given[arity] === undefined ? {} : given[arity];
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  checkCaller(session, decl);

  const wire: Wire = { params: {}, query: { ...decl.fixed?.query }, body: { ...decl.fixed?.body } };
  const values: Record<string, unknown> = {};
  if (decl.target) place(wire, decl.target, 'target', decl.target.codec(given[0], decl.target.wire ?? ''));
  names.forEach((name, i) => {
    const param = params[name] as Param<never, unknown>;
    const value = given[(decl.target ? 1 : 0) + i];
    if (value === undefined && mayLeaveOut(decl, param, name)) return;
    // A member GitHub requires but lets be null (a protection turned off) is sent as null.
    if (value === undefined || (value === null && !param.codec.nullable)) throw new ValidationError(name, 'is required');
    place(wire, param, name, (values[name] = param.codec(value, name)));
  });
  const page: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    const param = names.includes(name) ? undefined : params[name];
    if (param) {
      if (value !== undefined) place(wire, param, name, (values[name] = param.codec(value, name)));
    } else if (PAGE_KEYS.has(name) && decl.result.sync) page[name] = value;
    else if (!CALL_KEYS.has(name)) throw new ValidationError(name, 'is not an option of this operation');
  }
  // Two names of one member (the interface's and the description's) given together would say two things.
  decl.described?.reading.distinct(params, values);
  return finish(session as Session, decl, wire, values, options, page);
}

/** How a declaration's answer is read under the session's API version (a later version's own reading, where it has one). */
export function resultFor(session: Session, decl: Declaration): Result<unknown, never> {
  const version = session.apiVersion;
  return (version && decl.versions?.[version]?.result) || decl.result;
}

/** Runs a declared operation with a session and the caller's arguments. */
export function call(session: unknown, decl: Declaration, args: readonly unknown[]): unknown {
  const run = () => {
    const { spec, page } = prepare(session, decl, args);
    return resultFor(session as Session, decl).run(session as Session, spec, page);
  };
  if (decl.result.sync) return run();
  try {
    return run();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * A standalone function from its declaration, typed from it:
 * `export const getRepository = operation(() => ({ path: '/repos/{owner}/{repo}', target: path(repository), result: one(Repository) }))`.
 * The declaration may be given as an object or as a function making it: a function is called at
 * the first call of the operation (or the first look at its `declaration`), so that importing a
 * module of many operations builds none of them.
 * @example
 * ```ts
 * import { codec, operation, repoOf, send, ValidationError, type CallOptions, type Op, type RepoRef } from 'hubops';
 *
 * // An operation hubops does not have, declared as hubops declares its own.
 * const repository = codec<RepoRef, { owner: string; repo: string }>('ref', (value, name) => repoOf(value as RepoRef, name), 'octocat/Hello-World');
 * const eventType = codec<string, string>('text', (value, name) => {
 *   if (typeof value !== 'string' || value === '') throw new ValidationError(name, 'must be a non-empty text');
 *   return value;
 * }, 'deploy');
 *
 * export const dispatch: Op<[repository: RepoRef, eventType: string], CallOptions, Promise<boolean>> = operation(() => ({
 *   method: 'POST',
 *   path: '/repos/{owner}/{repo}/dispatches',
 *   target: { to: 'path', codec: repository },
 *   args: ['eventType'],
 *   params: { eventType: { to: 'body', codec: eventType, wire: 'event_type' } },
 *   result: { run: async (session, spec) => (await send(session, spec), true) },
 * }));
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function operation<const D extends Declaration>(declaration: D | (() => D)): OperationOf<D> & Declared {
  // Given as a function, the declaration is made at the first call or look: importing a module of
  // declarations then compiles and runs only the functions' outlines.
  let made: Declaration | undefined = typeof declaration === 'function' ? undefined : declaration;
  const declared = (): Declaration => (made ??= (declaration as () => D)());
  const fn = (session: Session, ...args: unknown[]) => call(session, made ?? declared(), args);
  return Object.defineProperty(fn, 'declaration', { get: declared }) as unknown as OperationOf<D> & Declared;
}

// How a declared operation reads its answer: one kind of answer per function.

/** One object of a type. */
/*#__NO_SIDE_EFFECTS__*/
export function one<T>(type: Model<T>): Result<Promise<T>> {
  return { model: { type }, run: async (session, spec) => observed(session, spec, await sendForData(session, spec), (reply, reading) => parseReply(type, reply, reading)) };
}

/** One object of a type, or null when the service answers 204 (no content): an answer the request may or may not ask for. */
/*#__NO_SIDE_EFFECTS__*/
export function oneOrNone<T>(type: Model<T>): Result<Promise<T | null>> {
  return {
    model: { type },
    run: async (session, spec) => {
      const reply = await sendForData(session, spec);
      return reply.status === 204 ? null : observed(session, spec, reply, (reply, reading) => parseReply(type, reply, reading));
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
      return observed(session, spec, reply, (_, reading) => Object.freeze(data.map((raw, i) => type.wrap(raw, `${itemsKey ?? ''}[${i}]`, meta, reading))));
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
export const bytes: Result<Promise<Uint8Array>> = { run: async (session, spec) => (await sendForData<Uint8Array>(session, { ...spec, as: 'bytes' }, readBytesBody)).data };

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
    const { data, headers } = await sendForData<ReadableStream<Uint8Array>>(session, { ...spec, as: 'stream' }, readStream);
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
export function reads<T>(read: (reply: Reply, reading?: Reading) => T, model?: Result<unknown>['model']): Result<Promise<T>> {
  return { model, run: async (session, spec) => observed(session, spec, await sendForData(session, spec), read) };
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
  return observed(session, { path: raw.url }, reply, (reply, reading) => parseReply((options.type as Model<unknown> | undefined) ?? type.full ?? type, reply, reading)) as Result;
}

/** A JSON object answer kept as received, deep-frozen. */
export function documentOf(reply: Reply): Readonly<Record<string, unknown>> {
  const { data } = reply;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw unreadable('', `expected an object from ${reply.url}`, data);
  return deepFreeze(data as Record<string, unknown>);
}

/** The answer read as a JSON object document. */
export const jsonDocument: Result<Promise<Readonly<Record<string, unknown>>>> = /*#__PURE__*/ reads(documentOf);
