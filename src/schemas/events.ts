import { bool, date, id, mapping, one, required, str, wire } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { Organization } from './organizations.js';
import { Repository } from './repositories.js';
import { User } from './users.js';

const accountFields = {
  id,
  login: str,
  display_login: str,
  avatar_service_id: wire('gravatar_id', str),
  url: str,
  avatar_url: str,
};

/** Who did what an event records. Equal by id; `refresh` gives the User. */
export const EventUser = model('EventUser', accountFields);
EventUser.full = User;

/** The organization an event happened in. Equal by id; `refresh` gives the Organization. */
export const EventOrganization = model('EventOrganization', accountFields);
EventOrganization.full = Organization;

/** The repository an event happened in (`name` is `owner/repo`); `refresh` gives the Repository. */
export const EventRepository = model('EventRepository', { id, name: str, url: str });
EventRepository.full = Repository;

/** An activity event (§6). The payload depends on `type` and is kept as received. */
export const Event = model('Event', {
  /** Event ids are strings on the wire. */
  id: required(str),
  type: str,
  actor: one(EventUser),
  repo: one(EventRepository),
  org: one(EventOrganization),
  payload: mapping,
  public: bool,
  created_at: date,
});
