import { checkSession, invalid, isRecord, segmentText } from '../core/codec.js';
import type { Lazy } from '../core/lazy.js';
import { checkCaller, finish, mayBeLeftOut, paramsOf, place, resultFor, wireOf, type Declaration, type Declared, type Composed, type Wire } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { callHeaders, send } from '../core/request.js';
import type { CallOptions, Method, RequestSpec, Session } from '../core/types.js';
import type { QueryValue } from '../core/url.js';
import { jsonValue } from '../core/schema-codecs.js';
import type { ApiVersion } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { freezeAll } from '../models/library/freeze.js';
import { AREAS } from './generated/routes.js';
import type { Routes } from './generated/route-types.js';

/** A route GitHub documents (`'GET /repos/{owner}/{repo}'`), or any other `'METHOD /path'`. */
export type Route = keyof Routes | (string & {});

/** What a call takes besides the route's parameters: a signal, headers, whether to retry; `per_page` for a listing. */
export interface RouteCallOptions extends Pick<CallOptions, 'signal' | 'headers' | 'retry'> {
  readonly per_page?: number;
}

/** A route's parameters by their wire names (path, query and body in one object), and the call's options. */
export type RouteParams<R extends Route> = Readonly<R extends keyof Routes ? Routes[R][0] : Record<string, unknown>> & RouteCallOptions;

/** What a route answers: what its function answers (a listing's `PageIterator`), or the frozen JSON of a route the index does not know. */
export type RouteResult<R extends Route> = R extends keyof Routes ? Awaited<ReturnType<Routes[R][1]>> : unknown;

/** The items of a listing route. */
export type RouteItem<R extends Route> = RouteResult<R> extends PageIterator<infer T> ? T : unknown;

/** The parameters may be left out when the route has none it requires. */
type ParamsArg<R extends Route> = Partial<RouteParams<R>> extends RouteParams<R> ? [params?: RouteParams<R>] : [params: RouteParams<R>];

const METHODS: ReadonlySet<string> = /*#__PURE__*/ new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const CALL_KEYS: ReadonlySet<string> = /*#__PURE__*/ new Set(['signal', 'headers', 'retry']);
const shapeOf = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

interface ParsedRoute {
  readonly method: Method;
  readonly path: string;
  /** The path parameters' names, in order. */
  readonly names: readonly string[];
}

function parseRoute(route: unknown): ParsedRoute {
  const shown = "a route such as 'GET /repos/{owner}/{repo}'";
  if (typeof route !== 'string') throw invalid('route', shown, route);
  const match = /^(?:([A-Z]+) +)?(\/[^\s?#]*)$/.exec(route.trim());
  if (!match) throw invalid('route', shown, route);
  const method = (match[1] ?? 'GET') as Method;
  if (!METHODS.has(method)) throw new ValidationError('route', `names no HTTP method GitHub serves (${[...METHODS].join(', ')}): ${method}`);
  const path = match[2] as string;
  // The template itself must not move the request elsewhere: no dot segment, no empty one.
  if (path !== '/' && path.split('/').slice(1).some((part) => part === '' || /^(?:\.|%2e){1,2}$/i.test(part))) throw new ValidationError('route', `must not hold an empty, "." or ".." segment: ${path}`);
  const names = [...path.matchAll(/\{\+?([^}]*)\}/g)].map((m) => m[1] as string);
  if (names.some((name) => !/^[\w-]+$/.test(name))) throw new ValidationError('route', `names a path parameter that is no word: ${path}`);
  return { method, path, names };
}

/** The declarations of every route GitHub documents, by `METHOD /path` with its parameters written `{}`: gathered on first use. */
let byRoute: Map<string, Declaration> | undefined;

function declarations(): Map<string, Declaration> {
  if (byRoute) return byRoute;
  const found = new Map<string, Declaration>();
  for (const [module, served] of AREAS) {
    const routes = new Set(served.split('\n'));
    const add = (decl: Declaration) => {
      for (const path of [decl.path, ...(decl.alias ? [decl.alias] : [])]) {
        const key = `${decl.method ?? 'GET'} ${shapeOf(path)}`;
        // Only the routes the area serves, by its plain operation first: a helper of another area that also makes the request does not stand in for it.
        if (routes.has(key) && !found.has(key)) found.set(key, decl);
      }
    };
    const exports = Object.values(module).filter((value): value is Partial<Declared & Composed> => typeof value === 'function');
    for (const fn of exports) if (fn.declaration) add(fn.declaration);
    for (const fn of exports) for (const decl of fn.declarations ?? []) add(decl);
  }
  return (byRoute = found);
}

function declarationFor(route: ParsedRoute): Declaration | null {
  return declarations().get(`${route.method} ${shapeOf(route.path)}`) ?? null;
}

/** A path parameter no declared codec reads: a non-empty text without dot segments, or a whole number. */
function pathValue(value: unknown, name: string): string | number {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw invalid(name, 'a non-empty text or a whole number ≥ 0', value);
    return value;
  }
  return segmentText(value, name);
}

function callOptions(params: Readonly<Record<string, unknown>>): Pick<RequestSpec, 'signal' | 'headers' | 'retry'> {
  const { signal, headers, retry } = params;
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', signal);
  if (retry !== undefined && typeof retry !== 'boolean') throw invalid('retry', 'true or false', retry);
  return { ...(signal === undefined ? {} : { signal }), ...(headers === undefined ? {} : { headers: callHeaders(headers) }), ...(retry === undefined ? {} : { retry }) };
}

/** A listing's page size, given as `per_page`, as the listing's options take it. */
function perPageOf(params: Readonly<Record<string, unknown>>): Pick<PageOptions, 'perPage'> {
  const perPage = params.per_page;
  if (perPage === undefined) return {};
  if (typeof perPage !== 'number' || !Number.isSafeInteger(perPage) || perPage < 1 || perPage > 100) throw invalid('per_page', 'a whole number from 1 to 100', perPage);
  return { perPage };
}

/** Whether `key` is a member the declaration always sends, given with the value it sends. */
function isFixed(decl: Declaration, key: string, value: unknown): boolean {
  const fixed = { ...decl.fixed?.query, ...decl.fixed?.body } as Record<string, unknown>;
  if (!Object.hasOwn(fixed, key)) return false;
  // Fixed values are texts, numbers or booleans: anything else (a list, an object) differs.
  if (value !== fixed[key]) throw new ValidationError(key, `must be ${JSON.stringify(fixed[key])}, the only value ${decl.method ?? 'GET'} ${decl.path} takes`);
  return true;
}

function checkParams(params: unknown): Readonly<Record<string, unknown>> {
  if (params === undefined) return {};
  if (!isRecord(params)) throw invalid('params', 'an object of the route’s parameters by their wire names (or nothing)', params);
  return params;
}

/**
 * The request a declaration makes from a route's parameters by wire name: each read by the
 * declaration's codec, then finished as every declared request is (`finish`: the version's
 * removals, the call's options, fallbacks, the declaration's checks and encoding).
 */
function prepareByWire(session: Session, decl: Declaration, route: ParsedRoute, params: Readonly<Record<string, unknown>>): { spec: RequestSpec; page: PageOptions } {
  checkCaller(session, decl);
  const template = shapeOf(decl.path) === shapeOf(route.path) ? decl.path : (decl.alias as string);
  const declNames = [...template.matchAll(/\{\+?([^}]*)\}/g)].map((m) => m[1] as string);
  const all = paramsOf(decl);
  const byPathWire = new Map(Object.entries(all).filter(([, param]) => param.to === 'path').map(([name, param]) => [wireOf(param, name), param] as const));
  const wire: Wire = { params: {}, query: { ...decl.fixed?.query }, body: { ...decl.fixed?.body } };
  route.names.forEach((name, i) => {
    const value = params[name];
    if (value === undefined || value === null) throw new ValidationError(name, 'is required');
    const declName = declNames[i] as string;
    const param = byPathWire.get(declName);
    const read = param ? param.codec(value as never, name) : pathValue(value, name);
    if (isRecord(read)) Object.assign(wire.params, read);
    else wire.params[declName] = read as string | number;
  });
  const values: Record<string, unknown> = {};
  const known = new Set<string>([...route.names, ...CALL_KEYS]);
  for (const [name, param] of Object.entries(all)) {
    if (param.to === 'path') continue;
    // A body that is no object of members (a list, bytes, a form) is given as `data`.
    const given = param.to === 'body' && (param.wire === '' || (param.wire !== undefined && param.wire.includes('/'))) ? 'data' : wireOf(param, name);
    known.add(given);
    const value = params[given];
    const required = (decl.args ?? []).includes(name) && !mayBeLeftOut(decl, name);
    if (value === undefined || (value === null && required && !param.codec.nullable)) {
      if (required) throw new ValidationError(given, 'is required');
      continue;
    }
    values[name] = (param.byWire ?? param.codec)(value as never, given);
    if (given !== 'data') place(wire, param, name, values[name]);
  }
  const listing = decl.result.sync === true;
  if (listing) known.add('per_page');
  for (const key of Object.keys(params)) {
    if (known.has(key)) continue;
    // A member the declaration always sends (`state: 'active'`) may be given, as that value.
    if (isFixed(decl, key, params[key])) continue;
    if (listing && key === 'page') throw new ValidationError(key, 'is not taken: a listing walks every page itself (per_page sets their size)');
    throw new ValidationError(key, `is not a parameter of ${route.method} ${route.path}`);
  }
  return finish(session, decl, wire, values, params, perPageOf(params));
}

/** A route the index does not know: its path parameters checked, the rest sent as the query (GET) or as the JSON body. */
function prepareUnknown(route: ParsedRoute, params: Readonly<Record<string, unknown>>): RequestSpec {
  const pathParams: Record<string, string | number> = {};
  for (const name of route.names) {
    const value = params[name];
    if (value === undefined || value === null) throw new ValidationError(name, 'is required');
    pathParams[name] = pathValue(value, name);
  }
  const rest = Object.entries(params).filter(([key]) => !route.names.includes(key) && !CALL_KEYS.has(key) && params[key] !== undefined);
  const call = callOptions(params);
  const inQuery = route.method === 'GET';
  // Without a prototype, a member named __proto__ is a member like any other.
  const query: Record<string, QueryValue> = Object.create(null) as Record<string, QueryValue>;
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of rest) {
    if (inQuery) {
      const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
      if (!scalar(value) && !(Array.isArray(value) && value.every(scalar))) throw invalid(key, 'a text, a number, true or false (or a list of them) for the query', value);
      query[key] = value as QueryValue;
    } else body[key] = jsonValue(value, key);
  }
  return { method: route.method, path: route.path.replace(/\{\+/g, '{'), params: pathParams, query, body: inQuery || rest.length === 0 ? undefined : body, ...call };
}

/**
 * Makes the request a route names, octokit's way: `route` is `'METHOD /path/{param}'` as GitHub's
 * docs write it, `params` the route's parameters by their wire names (path, query and body in one
 * object). A route GitHub documents is checked by its declaration's codecs before anything is
 * sent, and answered as its own function answers (a listing's `PageIterator`); a route the index
 * does not know is sent as given under every rule of the session (credentials only to its origin,
 * retries, typed errors) and answers its frozen JSON.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { request } from 'hubops/route';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const repo = await request(session, 'GET /repos/{owner}/{repo}', { owner: 'octocat', repo: 'Hello-World' });
 * console.log(repo.full_name);
 * ```
 */
export async function request<R extends Route, V extends ApiVersion | null = ApiVersion | null>(session: Session<V>, route: R, ...[params]: ParamsArg<R>): Promise<RouteResult<R>> {
  checkSession(session);
  const parsed = parseRoute(route);
  const given = checkParams(params);
  const decl = declarationFor(parsed);
  if (!decl) return freezeAll((await send(session, prepareUnknown(parsed, given))).data ?? null) as RouteResult<R>;
  const { spec, page } = prepareByWire(session, decl, parsed, given);
  return (await resultFor(session, decl).run(session, spec, page)) as RouteResult<R>;
}

/**
 * The items of a listing route, page after page, as its `PageIterator` gives them (the items of a
 * wrapped list too: a search, a `{ total_count, workflow_runs }` answer). The parameters are
 * checked at once, and nothing is sent for a bad one. A route the index does not know is paged by
 * its `Link` headers, each item its frozen JSON.
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { paginate } from 'hubops/route';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * for await (const issue of paginate(session, 'GET /repos/{owner}/{repo}/issues', { owner: 'octocat', repo: 'Hello-World', state: 'open' })) console.log(issue.title);
 * ```
 */
export function paginate<R extends Route, V extends ApiVersion | null = ApiVersion | null>(session: Session<V>, route: R, ...[params]: ParamsArg<R>): Lazy<RouteItem<R>> {
  checkSession(session);
  const parsed = parseRoute(route);
  const given = checkParams(params);
  const decl = declarationFor(parsed);
  if (!decl) {
    const spec = prepareUnknown(parsed, given);
    const query = Object.fromEntries(Object.entries(spec.query ?? {}).filter(([key]) => key !== 'per_page'));
    return new PageIterator(session, { path: spec.path, params: spec.params, query, item: (raw) => freezeAll(raw) as RouteItem<R> }, { headers: spec.headers, signal: spec.signal, ...perPageOf(given) });
  }
  if (decl.result.sync !== true) throw new ValidationError('route', `${parsed.method} ${parsed.path} is no listing: call it with request`);
  const { spec, page } = prepareByWire(session, decl, parsed, given);
  return resultFor(session, decl).run(session, spec, page) as Lazy<RouteItem<R>>;
}
