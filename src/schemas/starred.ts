import { date, one, wire } from '../schema/fields.js';
import { model } from '../schema/model.js';
import { ShortRepository } from './repositories.js';

/** A star: when it was given and the repository it was given to (the `star` media type). */
export const StarredRepository = /* @__PURE__ */ model('StarredRepository', {
  starred_at: date,
  repository: /* @__PURE__ */ wire('repo', /* @__PURE__ */ one(ShortRepository)),
  /** The older name of `repository`. */
  repo: /* @__PURE__ */ one(ShortRepository),
});
