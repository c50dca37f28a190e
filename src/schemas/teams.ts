import { date, num, one } from '../schema/fields.js';
import { fullOf, model, type Infer, type Model } from '../schema/model.js';
import { ShortOrganization, ShortTeam } from './organizations.js';

export { ShortTeam } from './organizations.js';

const teamType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'Team',
  {
    members_count: num,
    repos_count: num,
    organization: /* @__PURE__ */ one(ShortOrganization),
    /** The team this one is nested in, or null. */
    parent: /* @__PURE__ */ one(ShortTeam),
    created_at: date,
    updated_at: date,
  },
  ShortTeam,
), ShortTeam);
/**
 * A team as retrieved alone (or just created): the summary's fields, its counts, its
 * organization and its parent team. Equal by id.
 */
export interface Team extends Infer<typeof teamType> {}
export const Team: Model<Team> = teamType;
