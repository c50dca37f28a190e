import { one, wire, promised, promisedDate } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortRepository } from './repositories.js';

const starredRepositoryType = /* @__PURE__ */ model('StarredRepository', () => ({
  starred_at: promisedDate,
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ wire('repo', /* @__PURE__ */ one(ShortRepository))),
  /** The older name of `repository`. */
  repo: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
}));
/** A star: when it was given and the repository it was given to (the `star` media type). */
export interface StarredRepository extends Infer<typeof starredRepositoryType> {}
export const StarredRepository: Model<StarredRepository> = starredRepositoryType;
