import { id, str, urlt } from '../schema/fields.js';
import { model } from '../schema/model.js';

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
