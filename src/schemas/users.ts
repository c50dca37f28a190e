import { bool, date, id, num, one, str, urlt, wire } from '../schema/fields.js';
import { fullOf, model } from '../schema/model.js';

/** A subscription plan (§2.3). */
export const Plan = /* @__PURE__ */ model('Plan', {
  name: str,
  space: num,
  collaborators: num,
  private_repos: num,
  private_repos_count: /* @__PURE__ */ wire('private_repos', num),
  seats: num,
  filled_seats: num,
});

/** A user as listed (summary). Equal by id. */
export const ShortUser = /* @__PURE__ */ model('ShortUser', {
  id,
  login: str,
  node_id: str,
  type: str,
  site_admin: bool,
  name: str,
  email: str,
  url: str,
  html_url: str,
  avatar_url: str,
  avatar_service_id: /* @__PURE__ */ wire('gravatar_id', str),
  events_urlt: /* @__PURE__ */ urlt('events_url'),
  followers_url: str,
  following_urlt: /* @__PURE__ */ urlt('following_url'),
  gists_urlt: /* @__PURE__ */ urlt('gists_url'),
  starred_urlt: /* @__PURE__ */ urlt('starred_url'),
  organizations_url: str,
  received_events_url: str,
  repos_url: str,
  subscriptions_url: str,
  user_view_type: str,
  starred_at: date,
});

const accountFields = {
  bio: str,
  blog: str,
  company: str,
  location: str,
  hireable: bool,
  twitter_username: str,
  created_at: date,
  updated_at: date,
  followers_count: /* @__PURE__ */ wire('followers', num),
  following_count: /* @__PURE__ */ wire('following', num),
  public_repos_count: /* @__PURE__ */ wire('public_repos', num),
  public_gists_count: /* @__PURE__ */ wire('public_gists', num),
  // The older representation (§2.1) names these without `_count`.
  public_gists: num,
  disk_usage: num,
  owned_private_repos: num,
  total_private_gists: num,
  total_private_repos: num,
  plan: /* @__PURE__ */ one(Plan),
};

/** A user as retrieved alone. */
export const User = /* @__PURE__ */ fullOf(/* @__PURE__ */ model('User', accountFields, ShortUser), ShortUser);

/**
 * The user the session is authenticated as (`me`, §2.1): the older names (`owned_private_repos`,
 * `total_private_repos`, `disk_usage`, `plan`) read alongside the `_count` ones.
 */
export const AuthenticatedUser = /* @__PURE__ */ model(
  'AuthenticatedUser',
  {
    owned_private_repos_count: /* @__PURE__ */ wire('owned_private_repos', num),
    total_private_repos_count: /* @__PURE__ */ wire('total_private_repos', num),
    private_gists: num,
    collaborators: num,
    two_factor_authentication: bool,
    notification_email: str,
    business_plus: bool,
    /** The directory name of the account on an installation that logs in through LDAP. */
    ldap_dn: str,
  },
  User,
);

/** A user's public key or a repository's deploy key. Equal by id. */
export const Key = /* @__PURE__ */ model('Key', {
  id,
  key: str,
  title: str,
  url: str,
  created_at: date,
  read_only: bool,
  verified: bool,
  last_used: date,
});

