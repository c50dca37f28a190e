import { bool, date, id, num, one, str, urlt, wire, promised, promisedBool, promisedNum, promisedStr } from './library/fields.js';
import { choice } from './library/choice.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';

const planType = /* @__PURE__ */ model('Plan', () => ({
  name: promisedStr,
  space: promisedNum,
  collaborators: num,
  private_repos: promisedNum,
  private_repos_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('private_repos', num)),
  seats: num,
  filled_seats: num,
}));
/** A subscription plan. */
export interface Plan extends Infer<typeof planType> {}
export const Plan: Model<Plan> = planType;

const shortUserType = /* @__PURE__ */ model('ShortUser', () => ({
  id,
  login: promisedStr,
  node_id: promisedStr,
  type: promisedStr,
  site_admin: promisedBool,
  name: str,
  email: str,
  url: promisedStr,
  html_url: promisedStr,
  avatar_url: promisedStr,
  avatar_service_id: /* @__PURE__ */ wire('gravatar_id', str),
  events_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('events_url')),
  followers_url: promisedStr,
  following_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('following_url')),
  gists_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('gists_url')),
  starred_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('starred_url')),
  organizations_url: promisedStr,
  received_events_url: promisedStr,
  repos_url: promisedStr,
  subscriptions_url: promisedStr,
  user_view_type: str,
  starred_at: date,
}));
/** A user as listed (summary). Equal by id. */
export interface ShortUser extends Infer<typeof shortUserType> {}
export const ShortUser: Model<ShortUser> = shortUserType;

const accountFields = {
  bio: str,
  blog: str,
  company: str,
  location: str,
  hireable: bool,
  twitter_username: str,
  created_at: date,
  updated_at: date,
  followers_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('followers', num)),
  following_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('following', num)),
  public_repos_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('public_repos', num)),
  public_gists_count: /* @__PURE__ */ wire('public_gists', num),
  // The older representation names these without `_count`.
  public_gists: promisedNum,
  disk_usage: num,
  owned_private_repos: num,
  // The service sends this count as `private_gists` (neither description has a `total_private_gists`).
  total_private_gists: /* @__PURE__ */ wire('private_gists', num),
  total_private_repos: num,
  plan: /* @__PURE__ */ one(Plan),
};

const userType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model('User', accountFields, ShortUser), ShortUser);
/** A user as retrieved alone. */
export interface User extends Infer<typeof userType> {}
export const User: Model<User> = userType;

const publicAuthenticatedUserType = /* @__PURE__ */ model(
  'PublicAuthenticatedUser',
  () => ({
    owned_private_repos_count: /* @__PURE__ */ wire('owned_private_repos', num),
    total_private_repos_count: /* @__PURE__ */ wire('total_private_repos', num),
    private_gists: num,
    collaborators: num,
    two_factor_authentication: bool,
    notification_email: str,
    business_plus: bool,
    /** The directory name of the account on an installation that logs in through LDAP. */
    ldap_dn: str,
  }),
  User,
);
/**
 * The authenticated user as GitHub shows it to a token that does not see the private view
 * (`user_view_type: 'public'`): the private counts, the plan and two-factor state are absent
 * (null).
 */
export interface PublicAuthenticatedUser extends Infer<typeof publicAuthenticatedUserType> {}
export const PublicAuthenticatedUser: Model<PublicAuthenticatedUser> = publicAuthenticatedUserType;

const authenticatedUserType = /* @__PURE__ */ model(
  'AuthenticatedUser',
  () => ({
    // What the private view promises besides the public one's.
    owned_private_repos_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('owned_private_repos', num)),
    total_private_repos_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('total_private_repos', num)),
    private_gists: promisedNum,
    collaborators: promisedNum,
    two_factor_authentication: promisedBool,
  }),
  PublicAuthenticatedUser,
);
/**
 * The user the session is authenticated as (`me`), in the private view: the older names
 * (`owned_private_repos`, `total_private_repos`, `disk_usage`, `plan`) read alongside the `_count` ones.
 */
export interface AuthenticatedUser extends Infer<typeof authenticatedUserType> {}
export const AuthenticatedUser: Model<AuthenticatedUser> = authenticatedUserType;

/**
 * Which view of the authenticated user an answer is: the public one when it says so, or, from an
 * installation that does not say (older Enterprise Server), when it has none of the private view's fields.
 */
function viewOf(raw: Readonly<Record<string, unknown>>): number {
  const view = raw.user_view_type;
  if (view === 'public') return 1;
  if (typeof view === 'string') return 0;
  return ['two_factor_authentication', 'owned_private_repos', 'total_private_repos', 'collaborators'].some((field) => field in raw) ? 0 : 1;
}

/** `GET /user`'s answer: the private view (`AuthenticatedUser`) or the public one (`PublicAuthenticatedUser`), each read by its own schema. */
export type AuthenticatedUserView = AuthenticatedUser | PublicAuthenticatedUser;
export const AuthenticatedUserView: Model<AuthenticatedUser | PublicAuthenticatedUser> = /* @__PURE__ */ choice('AuthenticatedUserView', viewOf, AuthenticatedUser, PublicAuthenticatedUser);

const keyType = /* @__PURE__ */ model('Key', () => ({
  id,
  key: promisedStr,
  title: str,
  url: str,
  created_at: date,
  read_only: bool,
  verified: bool,
  last_used: date,
}));
/** A user's public key or a repository's deploy key. Equal by id. */
export interface Key extends Infer<typeof keyType> {}
export const Key: Model<Key> = keyType;

