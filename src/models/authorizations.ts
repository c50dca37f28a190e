import { date, id, mapping, one, str, strings, promisedDate, promisedMapping, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const authorizationType = /* @__PURE__ */ model('Authorization', () => ({
  id,
  url: promisedStr,
  /** The application: `{ client_id, name, url }`. */
  app: promisedMapping,
  created_at: promisedDate,
  updated_at: promisedDate,
  expires_at: date,
  fingerprint: str,
  note: str,
  note_url: str,
  scopes: strings,
  token: promisedStr,
  token_last_eight: str,
  hashed_token: str,
  user: /* @__PURE__ */ one(ShortUser),
  /** The GitHub App installation the token acts for, when it is one. */
  installation: mapping,
}));
/**
 * An OAuth authorization: the token, its scopes and the application it belongs to.
 * `token` is what the caller asked for and is kept; the operations that return an
 * Authorization keep it out of their errors. Equal by id.
 */
export interface Authorization extends Infer<typeof authorizationType> {}
export const Authorization: Model<Authorization> = authorizationType;
