import { mapping, one, wire, promised, promisedStr } from './library/fields.js';
import { model, unreadable, type Field, type Infer, type Model } from './library/model.js';
import { ShortOrganization } from './organizations.js';
import { ShortUser } from './users.js';

/** Whether the membership's `state` is the wanted one. */
const stateIs = (wanted: string): Field<boolean, false> =>
  /* @__PURE__ */ wire('state', {
    key: null,
    required: false,
    read(value, path) {
      if (typeof value !== 'string') throw unreadable(path, 'expected a string', value);
      return value === wanted;
    },
  });

const membershipType = /* @__PURE__ */ model('Membership', () => ({
  url: promisedStr,
  state: promisedStr,
  role: promisedStr,
  organization_url: promisedStr,
  organization: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortOrganization)),
  user: /* @__PURE__ */ one(ShortUser),
  permissions: mapping,
  /** `state` is `active`. */
  active: stateIs('active'),
  /** `state` is `pending`: an invitation not yet accepted. */
  pending: stateIs('pending'),
}));
/** A user's membership in an organization: `state` is `active` or `pending`. */
export interface Membership extends Infer<typeof membershipType> {}
export const Membership: Model<Membership> = membershipType;

const teamMembershipType = /* @__PURE__ */ model('TeamMembership', () => ({
  url: promisedStr,
  state: promisedStr,
  role: promisedStr,
  /** `state` is `active`. */
  active: stateIs('active'),
  /** `state` is `pending`: the user was invited to the organization and has not yet accepted. */
  pending: stateIs('pending'),
}));
/**
 * A user's membership in a team: `state` is `active`, or `pending` while an invitation to the
 * team's organization awaits an answer; `role` is `member` or `maintainer`.
 */
export interface TeamMembership extends Infer<typeof teamMembershipType> {}
export const TeamMembership: Model<TeamMembership> = teamMembershipType;
