import { id, one, str, urlt, promised, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { fullOf, model, type Infer, type Model } from './library/model.js';
import { ShortOrganization } from './organizations.js';

const shortTeamType = /* @__PURE__ */ model('ShortTeam', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  name: promisedStr,
  slug: promisedStr,
  description: str,
  privacy: str,
  notification_setting: str,
  permission: promisedStr,
  members_urlt: /* @__PURE__ */ promised(/* @__PURE__ */ urlt('members_url')),
  repositories_url: promisedStr,
}));
/**
 * A team as listed (summary). Equal by id. Its `html_url` (`…/orgs/{org}/teams/{slug}`) names
 * its organization, so the team operations reach it by organization and slug.
 */
export interface ShortTeam extends Infer<typeof shortTeamType> {}
export const ShortTeam: Model<ShortTeam> = shortTeamType;

const teamType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'Team',
  () => ({
    members_count: promisedNum,
    repos_count: promisedNum,
    organization: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortOrganization)),
    parent: /* @__PURE__ */ one(ShortTeam),
    created_at: promisedDate,
    updated_at: promisedDate,
  }),
  ShortTeam,
), ShortTeam);
/**
 * A team as retrieved alone: the summary's fields, its counts, its organization and its parent
 * team (null for a team at the top). Older representations (`url` of `/teams/{id}`, no slug
 * route) read the same; what they lack reads as null. Equal by id.
 */
export interface Team extends Infer<typeof teamType> {}
export const Team: Model<Team> = teamType;
