import { codec, isRecord, memberOf, positive, segmentText, shown } from '../core/codec.js';
import { operation, path, type Declaration, type Declared, type OperationOf, type Param } from '../core/operation.js';
import type { RequestSpec } from '../core/types.js';
import { decodedSegment, loginOf, type AccountRef } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * How a team is addressed. Today's routes name a team by its organization and slug
 * (`/orgs/{org}/teams/{team_slug}/…`); the older routes by id (`/teams/{team_id}/…`), which
 * api.github.com has deprecated but still serves, and which are the only ones older Enterprise
 * Server installations know. A team operation is declared once with both routes and sends the one
 * its reference allows: the slug route whenever the organization and slug are known, the id route
 * when only the id is.
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
  // A parsed team whose answer left a field out reads it as an error: the next way to the team is tried.
  const organization = memberOf(value, 'organization');
  const slug = memberOf(value, 'slug');
  const login = isRecord(organization) ? memberOf(organization, 'login') : undefined;
  if (typeof login === 'string' && typeof slug === 'string') {
    return { org: loginOf(login, `${name}.organization.login`), team_slug: segmentText(slug, `${name}.slug`) };
  }
  const web = fromWebUrl(memberOf(value, 'html_url'), name);
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

/** Moves a request whose team was given by id alone from the slug route to the id route. */
function byTeamId(legacy: string): (spec: RequestSpec) => RequestSpec {
  return (spec) => (spec.params && 'team_id' in spec.params ? { ...spec, path: legacy } : spec);
}

/**
 * Declares a team operation with both routes: `route` is what follows the team on the slug
 * route, `legacyRoute` on the id route (by default the same). The declared path is the slug
 * route; a reference that gives only an id moves the request to the id route.
 */
/*#__NO_SIDE_EFFECTS__*/
export function teamOperation<const D extends TeamDeclaration>(route: string, declaration: D, legacyRoute: string = route): OperationOf<WithTeam<D>> & Declared {
  const alias = `${ID_ROUTE}${legacyRoute}`;
  const toIdRoute = byTeamId(alias);
  return operation({
    ...declaration,
    path: `${SLUG_ROUTE}${route}`,
    alias,
    target: path(team),
    encode: (_: unknown, spec: RequestSpec): RequestSpec => toIdRoute(spec),
  } as WithTeam<D>);
}

/** An organization operation naming one of its teams: declared with its target (the organization) and the team among its `args`. */
export type OrganizationTeamDeclaration = Omit<Declaration, 'path' | 'encode'> & { readonly target: Param<AccountRef, string>; readonly args: readonly string[] };

type WithOrganizationTeam<D> = D & {
  readonly path: string;
  readonly params: (D extends { readonly params: infer P } ? P : unknown) & { readonly team: Param<TeamAddress, TeamPath> };
};

/** The team's route parameters over the organization's; a team that names its organization must name this one. */
function inOrganization(spec: RequestSpec): RequestSpec {
  const { team: ref, ...params } = spec.params as Record<string, unknown> & { team: TeamPath; org: string };
  if ('org' in ref && ref.org.toLowerCase() !== params.org.toLowerCase()) {
    throw new ValidationError('team', `belongs to the organization ${shown(ref.org)}, not ${shown(params.org)}`);
  }
  return { ...spec, params: { ...(params as Record<string, string>), ...ref } };
}

/**
 * Declares an operation of an organization on one of its teams (`Organization.team`,
 * `add_repository`, …): the organization is the target, the argument named `team` takes the same
 * references as a team operation and picks the route the same way. `route` is what follows the
 * team on either route. With an id the organization is checked, not sent (the id route names none).
 */
/*#__NO_SIDE_EFFECTS__*/
export function organizationTeamOperation<const D extends OrganizationTeamDeclaration>(route: string, declaration: D): OperationOf<WithOrganizationTeam<D>> & Declared {
  const alias = `${ID_ROUTE}${route}`;
  const toIdRoute = byTeamId(alias);
  return operation({
    ...declaration,
    path: `${SLUG_ROUTE}${route}`,
    alias,
    params: { ...declaration.params, team: path(team, 'team') },
    encode: (_: unknown, spec: RequestSpec): RequestSpec => toIdRoute(inOrganization(spec)),
  } as unknown as WithOrganizationTeam<D>);
}
