import { bool, date, id, num, one, str, urlt, wire, promised, promisedBool, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';
import { Plan, ShortUser } from './users.js';

const shortOrganizationType = /* @__PURE__ */ model('ShortOrganization', () => ({
  id,
  login: promisedStr,
  node_id: promisedStr,
  url: promisedStr,
  avatar_url: promisedStr,
  description: str,
  events_url: promisedStr,
  hooks_url: str,
  issues_url: str,
  repos_url: promisedStr,
  members_urlt: /* @__PURE__ */ urlt('members_url'),
  public_members_urlt: /* @__PURE__ */ urlt('public_members_url'),
}));
/** An organization as listed (summary). Equal by id. */
export interface ShortOrganization extends Infer<typeof shortOrganizationType> {}
export const ShortOrganization: Model<ShortOrganization> = shortOrganizationType;

const organizationType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'Organization',
  () => ({
    name: str,
    company: str,
    blog: str,
    location: str,
    email: str,
    twitter_username: str,
    html_url: promisedStr,
    type: promisedStr,
    is_verified: bool,
    has_organization_projects: promisedBool,
    has_repository_projects: promisedBool,
    followers_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('followers', num)),
    following_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('following', num)),
    public_repos_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('public_repos', num)),
    public_gists_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('public_gists', num)),
    private_repos: num,
    total_private_repos: num,
    owned_private_repos: num,
    private_gists: num,
    disk_usage: num,
    collaborators: num,
    billing_email: str,
    plan: /* @__PURE__ */ one(Plan),
    default_repository_permission: str,
    members_can_create_repositories: bool,
    two_factor_requirement_enabled: bool,
    created_at: promisedDate,
    updated_at: promisedDate,
    archived_at: date,
  }),
  ShortOrganization,
), ShortOrganization);
/**
 * An organization as retrieved alone. The counts are renamed as on users; the older
 * representation's `private_repos` is kept as a lenient field (today's service sends
 * `total_private_repos` and `owned_private_repos` instead, so it reads as null).
 */
export interface Organization extends Infer<typeof organizationType> {}
export const Organization: Model<Organization> = organizationType;

const organizationInvitationType = /* @__PURE__ */ model('OrganizationInvitation', () => ({
  id,
  node_id: promisedStr,
  /** The invitee's login; null when the invitation went to an email address. */
  login: str,
  /** The address invited; null when the invitation went to a user. */
  email: str,
  /** `direct_member`, `admin`, `billing_manager`, `hiring_manager` or `reinstate`. */
  role: promisedStr,
  created_at: promisedDate,
  inviter: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortUser)),
  /** How many of the organization's teams the invitee will join. */
  team_count: promisedNum,
  /** The teams the invitee will join (today's name of the link). */
  invitation_teams_url: promisedStr,
  /** The same link under the name older Enterprise Server installations send. */
  invitation_team_url: str,
  /** Who invited: `member`, `scim` or `unknown`. */
  invitation_source: str,
  /** Set on a failed invitation: when it failed, and why. */
  failed_at: date,
  failed_reason: str,
}));
/**
 * An invitation to join an organization, pending until the invitee accepts it (or failed).
 * Every field the service may leave out reads as null. Equal by id.
 */
export interface OrganizationInvitation extends Infer<typeof organizationInvitationType> {}
export const OrganizationInvitation: Model<OrganizationInvitation> = organizationInvitationType;
