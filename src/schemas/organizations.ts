import { bool, date, id, num, one, str, urlt, wire } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { Plan } from './users.js';

/** An organization as listed (summary). Equal by id. */
export const ShortOrganization = model('ShortOrganization', {
  id,
  login: str,
  node_id: str,
  url: str,
  avatar_url: str,
  description: str,
  events_url: str,
  hooks_url: str,
  issues_url: str,
  repos_url: str,
  members_urlt: urlt('members_url'),
  public_members_urlt: urlt('public_members_url'),
});

/**
 * An organization as retrieved alone (§2.4). The counts are renamed as on users; the older
 * representation's `private_repos` is kept as a lenient field (today's service sends
 * `total_private_repos` and `owned_private_repos` instead, so it reads as null).
 */
export const Organization = model(
  'Organization',
  {
    name: str,
    company: str,
    blog: str,
    location: str,
    email: str,
    twitter_username: str,
    html_url: str,
    type: str,
    is_verified: bool,
    has_organization_projects: bool,
    has_repository_projects: bool,
    followers_count: wire('followers', num),
    following_count: wire('following', num),
    public_repos_count: wire('public_repos', num),
    public_gists_count: wire('public_gists', num),
    private_repos: num,
    total_private_repos: num,
    owned_private_repos: num,
    private_gists: num,
    disk_usage: num,
    collaborators: num,
    billing_email: str,
    plan: one(Plan),
    default_repository_permission: str,
    members_can_create_repositories: bool,
    two_factor_requirement_enabled: bool,
    created_at: date,
    updated_at: date,
    archived_at: date,
  },
  ShortOrganization,
);
ShortOrganization.full = Organization;

/** A team as listed (summary). Equal by id. */
export const ShortTeam = model('ShortTeam', {
  id,
  node_id: str,
  url: str,
  html_url: str,
  name: str,
  slug: str,
  description: str,
  privacy: str,
  notification_setting: str,
  permission: str,
  members_urlt: urlt('members_url'),
  repositories_url: str,
});
