import { id, str, promisedBool, promisedDate, promisedMapping, promisedStr, promisedStrings } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const hookType = /* @__PURE__ */ model('Hook', () => ({
  id,
  type: promisedStr,
  /** `web` for a webhook; older installations also named services here. */
  name: promisedStr,
  active: promisedBool,
  events: promisedStrings,
  /** The settings: `url`, `content_type`, `insecure_ssl`; the service shows a `secret` only as `********`. */
  config: promisedMapping,
  url: promisedStr,
  test_url: promisedStr,
  ping_url: promisedStr,
  deliveries_url: str,
  /** How the last delivery went: `{ code, status, message }`. */
  last_response: promisedMapping,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A hook of a repository: where the service sends its events. Equal by id. */
export interface Hook extends Infer<typeof hookType> {}
export const Hook: Model<Hook> = hookType;
