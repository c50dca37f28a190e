import { bool, date, id, mapping, str, strings } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';

const hookType = /* @__PURE__ */ model('Hook', {
  id,
  type: str,
  /** `web` for a webhook; older installations also named services here. */
  name: str,
  active: bool,
  events: strings,
  /** The settings: `url`, `content_type`, `insecure_ssl`; the service shows a `secret` only as `********`. */
  config: mapping,
  url: str,
  test_url: str,
  ping_url: str,
  deliveries_url: str,
  /** How the last delivery went: `{ code, status, message }`. */
  last_response: mapping,
  created_at: date,
  updated_at: date,
});
/** A hook of a repository: where the service sends its events. Equal by id. */
export interface Hook extends Infer<typeof hookType> {}
export const Hook: Model<Hook> = hookType;
