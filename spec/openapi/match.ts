/**
 * Which OpenAPI description a recorded request is checked against, and which documented path
 * template it fits. Shared by `scripts/openapi-subset.ts` and `spec/conformance.spec.ts` so the
 * subset holds exactly the operations the conformance spec looks up.
 */

export type DescriptionName = 'api.github.com' | 'ghes-3.19';

export const API_ORIGIN = 'https://api.github.com';
/** A self-hosted installation serves the REST API below this path (the GHES description's server URL). */
export const GHES_BASE = '/api/v3';

/** A method and a path template (`/repos/{owner}/{repo}`). */
export interface Route {
  method: string;
  path: string;
}

/**
 * A path prefix the service answers that the description does not list, and the documented
 * prefix it stands for: GitHub's next-page links address a repository by id
 * (`/repositories/1296269/issues?page=2`) where the description writes `/repos/{owner}/{repo}/issues`.
 */
export interface RouteAlias {
  from: string;
  to: string;
  source: string;
}

/** A recorded request reduced to what matching needs: no query, no `/api/v3` base. */
export interface RecordedRoute {
  description: DescriptionName;
  method: string;
  path: string;
}

/** The description a request to `scope` + `path` is checked against; undefined for a host that is neither. */
export function recordedRoute(scope: string, method: string, path: string): RecordedRoute | undefined {
  const bare = path.split('?')[0] ?? '';
  const origin = URL.canParse(scope) ? new URL(scope).origin : '';
  if (origin === API_ORIGIN) return { description: 'api.github.com', method: method.toUpperCase(), path: bare };
  if (bare.startsWith(`${GHES_BASE}/`)) return { description: 'ghes-3.19', method: method.toUpperCase(), path: bare.slice(GHES_BASE.length) };
  return undefined;
}

const patterns = new Map<string, RegExp>();

/** A template as an anchored pattern; `prefix` lets it match the start of a longer path. */
function templatePattern(template: string, prefix = false): RegExp {
  const key = `${prefix ? 'p' : 'f'}${template}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const body = template
      .split(/(\{[^}]+\})/)
      // A file's `{path}` spans segments (the description marks it x-multi-segment).
      .map((part) => (part === '{path}' ? '.+' : part.startsWith('{') && part.endsWith('}') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = new RegExp(prefix ? `^${body}(?=/|$)` : `^${body}$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** How literal a template is: the most literal match wins (`/user/repos` over `/users/{username}`-like overlaps). */
function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

function bestMatch<T extends Route>(routes: readonly T[], method: string, path: string): T | undefined {
  let best: T | undefined;
  for (const route of routes) {
    if (route.method !== method || !templatePattern(route.path).test(path)) continue;
    if (!best || literalLength(route.path) > literalLength(best.path)) best = route;
  }
  return best;
}

/** The route `path` fits, directly or, failing that, through an alias (named in `via`). */
export function findRoute<T extends Route>(routes: readonly T[], method: string, path: string, aliases: readonly RouteAlias[] = []): { route: T; via?: RouteAlias } | undefined {
  const direct = bestMatch(routes, method, path);
  if (direct) return { route: direct };
  for (const alias of aliases) {
    const found = templatePattern(alias.from, true).exec(path);
    if (!found) continue;
    const route = bestMatch(routes, method, alias.to + path.slice(found[0].length));
    if (route) return { route, via: alias };
  }
  return undefined;
}

/** Whether `status` is one the documented `responses` keys allow (`200`, `2XX`, `default`). */
export function documentedStatus(statuses: readonly string[], status: number): string | undefined {
  const exact = String(status);
  if (statuses.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  return statuses.find((s) => s.toUpperCase() === range) ?? (statuses.includes('default') ? 'default' : undefined);
}
