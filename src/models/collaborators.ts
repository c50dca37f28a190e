import { bool, id, mapping, one, promised, promisedDate, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

const collaboratorType = /* @__PURE__ */ model(
  'Collaborator',
  () => ({
    permissions: mapping,
    role_name: promisedStr,
  }),
  ShortUser,
);
/**
 * A collaborator of a repository: a user summary with the permissions it holds there
 * (`permissions`: a mapping such as `{ admin, push, pull }`). Equal by id.
 */
export interface Collaborator extends Infer<typeof collaboratorType> {}
export const Collaborator: Model<Collaborator> = collaboratorType;

const invitationType = /* @__PURE__ */ model('Invitation', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  html_url: promisedStr,
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
  invitee: /* @__PURE__ */ one(ShortUser),
  inviter: /* @__PURE__ */ one(ShortUser),
  /** `read`, `write`, `maintain`, `triage` or `admin`. */
  permissions: promisedStr,
  created_at: promisedDate,
  expired: bool,
}));
/**
 * An invitation to collaborate on a repository, pending until the invitee accepts it.
 * `invitee` and `inviter` are null when the service leaves them out. Equal by id.
 */
export interface Invitation extends Infer<typeof invitationType> {}
export const Invitation: Model<Invitation> = invitationType;
