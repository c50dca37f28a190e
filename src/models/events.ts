import { date, id, one, required, str, wire, promised, promisedBool, promisedMapping, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { Organization } from './organizations.js';
import { Repository } from './repositories.js';
import { User } from './users.js';

const accountFields = {
  id,
  login: promisedStr,
  display_login: str,
  avatar_service_id: /* @__PURE__ */ wire('gravatar_id', str),
  url: promisedStr,
  avatar_url: promisedStr,
};

const eventUserType = /* @__PURE__ */ model('EventUser', accountFields, undefined, User);
/** Who did what an event records. Equal by id; `refresh` gives the User. */
export interface EventUser extends Infer<typeof eventUserType> {}
export const EventUser: Model<EventUser> = eventUserType;

const eventOrganizationType = /* @__PURE__ */ model('EventOrganization', accountFields, undefined, Organization);
/** The organization an event happened in. Equal by id; `refresh` gives the Organization. */
export interface EventOrganization extends Infer<typeof eventOrganizationType> {}
export const EventOrganization: Model<EventOrganization> = eventOrganizationType;

const eventRepositoryType = /* @__PURE__ */ model('EventRepository', () => ({ id, name: promisedStr, url: promisedStr }), undefined, Repository);
/** The repository an event happened in (`name` is `owner/repo`); `refresh` gives the Repository. */
export interface EventRepository extends Infer<typeof eventRepositoryType> {}
export const EventRepository: Model<EventRepository> = eventRepositoryType;

const eventType = /* @__PURE__ */ model('Event', () => ({
  /** Event ids are strings on the wire. */
  id: /* @__PURE__ */ required(str),
  type: str,
  actor: /* @__PURE__ */ promised(/* @__PURE__ */ one(EventUser)),
  repo: /* @__PURE__ */ promised(/* @__PURE__ */ one(EventRepository)),
  org: /* @__PURE__ */ one(EventOrganization),
  payload: promisedMapping,
  public: promisedBool,
  created_at: date,
}));
/** An activity event. The payload depends on `type` and is kept as received. */
export interface Event extends Infer<typeof eventType> {}
export const Event: Model<Event> = eventType;
