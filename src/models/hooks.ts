import { bool, date, id, mapping, str, strings, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';

const hookType = /* @__PURE__ */ model('Hook', {
  id,
  type: /* @__PURE__ */ promised(str),
  /** `web` for a webhook; older installations also named services here. */
  name: /* @__PURE__ */ promised(str),
  active: /* @__PURE__ */ promised(bool),
  events: /* @__PURE__ */ promised(strings),
  /** The settings: `url`, `content_type`, `insecure_ssl`; the service shows a `secret` only as `********`. */
  config: /* @__PURE__ */ promised(mapping),
  url: /* @__PURE__ */ promised(str),
  test_url: /* @__PURE__ */ promised(str),
  ping_url: /* @__PURE__ */ promised(str),
  deliveries_url: str,
  /** How the last delivery went: `{ code, status, message }`. */
  last_response: /* @__PURE__ */ promised(mapping),
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** A hook of a repository: where the service sends its events. Equal by id. */
export interface Hook extends Infer<typeof hookType> {}
export const Hook: Model<Hook> = hookType;
