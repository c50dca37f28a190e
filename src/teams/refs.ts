import { codec, isRecord, positive, segmentText, shown } from '../core/codec.js';
import { operation, path, type Declaration, type Declared, type OperationOf, type Param } from '../core/operation.js';
import type { RequestSpec } from '../core/request.js';
import { decodedSegment, loginOf, type AccountRef } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * How a team is addressed. Today's service names a team by its organization and slug
 * (`/orgs/{org}/teams/{team_slug}/…`); older Enterprise Server installations only by id
 * (`/teams/{team_id}/…`, routes the service has deprecated). A team operation is declared once
 * with both routes and sends the one its reference allows: the slug route whenever the
 * organization and slug are known, the id route when only the id is.
 */

/**
 * The team acted on: its id (the id route), `{ org, slug }` (the slug route), or a parsed team —
 * read by organization and slug when it names its organization (a full Team's `organization`,
 * or a listed ShortTeam's `html_url`, `…/orgs/{org}/teams/{slug}`), otherwise by its `id`.
 */
export type TeamAddress =
  | number
  | { readonly org: AccountRef; readonly slug: string }
  | {
      readonly id: number | null;
      readonly slug?: string | null;
      readonly organization?: { readonly login: string | null } | null;
      readonly html_url?: string | null;
    };

/** The path parameters of one of the two routes. */
export type TeamPath = { org: string; team_slug: string } | { team_id: number };

/** Organization and slug from a team's web address, each part decoded and checked, or null. */
function fromWebUrl(url: unknown, name: string): { org: string; team_slug: string } | null {
  const match = typeof url === 'string' ? /\/orgs\/([^/?#]+)\/teams\/([^/?#]+)\/?$/.exec(url) : null;
  if (!match) return null;
  return { org: loginOf(decodedSegment(match[1] as string, `${name}.html_url`), `${name}.html_url`), team_slug: decodedSegment(match[2] as string, `${name}.html_url`) };
}

/** The route parameters a team reference gives; every part is a checked path segment. */
export function teamOf(value: unknown, name: string): TeamPath {
  if (typeof value === 'number') return { team_id: positive(value, name) };
  if (!isRecord(value)) throw new ValidationError(name, `needs a team id, { org, slug } or a parsed team, not ${shown(value)}`);
  if ('org' in value) return { org: loginOf(value.org as AccountRef, `${name}.org`), team_slug: segmentText(value.slug, `${name}.slug`) };
  const organization = value.organization;
  if (isRecord(organization) && typeof organization.login === 'string' && typeof value.slug === 'string') {
    return { org: loginOf(organization.login, `${name}.organization.login`), team_slug: segmentText(value.slug, `${name}.slug`) };
  }
  const web = fromWebUrl(value.html_url, name);
  if (web) return web;
  if (value.id !== undefined && value.id !== null) return { team_id: positive(value.id, `${name}.id`) };
  throw new ValidationError(name, 'needs a team id, { org, slug } or a parsed team with its id or organization');
}

/** A team: `{ org, team_slug }` or `{ team_id }` path parameters. */
export const team = /*#__PURE__*/ codec<TeamAddress, TeamPath>('ref', (value, name) => teamOf(value, name || 'team'), 1);

const SLUG_ROUTE = '/orgs/{org}/teams/{team_slug}';
const ID_ROUTE = '/teams/{team_id}';

/** A team operation's declaration: everything but the route, which the helper writes twice. */
export type TeamDeclaration = Omit<Declaration, 'path' | 'target' | 'encode'>;

type WithTeam<D> = D & { readonly path: string; readonly target: Param<TeamAddress, TeamPath> };

/**
 * Declares a team operation with both routes: `route` is what follows the team on the slug
 * route, `legacyRoute` on the id route (by default the same). The declared path is the slug
 * route; a reference that gives only an id moves the request to the id route.
 */
/*#__NO_SIDE_EFFECTS__*/
export function teamOperation<const D extends TeamDeclaration>(route: string, declaration: D, legacyRoute: string = route): OperationOf<WithTeam<D>> & Declared {
  const legacy = `${ID_ROUTE}${legacyRoute}`;
  return operation({
    ...declaration,
    path: `${SLUG_ROUTE}${route}`,
    target: path(team),
    encode: (_: unknown, spec: RequestSpec): RequestSpec => (spec.params && 'team_id' in spec.params ? { ...spec, path: legacy } : spec),
  } as WithTeam<D>);
}
