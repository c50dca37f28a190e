import { num, one, promised, wire, promisedJson, promisedNum, promisedStr } from './library/fields.js';
import { model, unpromised, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const contributorType = /* @__PURE__ */ model(
  'Contributor',
  () => ({
    // An anonymous contributor (listed with `anon`) has no account: no id, login or urls, but a name and email.
    id: num,
    type: promisedStr,
    contributions_count: /* @__PURE__ */ promised(/* @__PURE__ */ wire('contributions', num)),
  }),
  /* @__PURE__ */ unpromised(ShortUser),
);
/**
 * A contributor to a repository: an account (ShortUser's fields) with its number of commits, or
 * an anonymous contributor (`type: 'Anonymous'`, with `name` and `email` and no id). Equal by id.
 */
export interface Contributor extends Infer<typeof contributorType> {}
export const Contributor: Model<Contributor> = contributorType;

const contributorStatsType = /* @__PURE__ */ model('ContributorStats', () => ({
  author: /* @__PURE__ */ one(ShortUser),
  /** Commits in all. */
  total: promisedNum,
  /** `[{ w, a, d, c }]`: each week's start (seconds since the epoch), additions, deletions and commits, as received. */
  weeks: promisedJson,
}));
/** A contributor's commit activity, week by week (`stats/contributors`). */
export interface ContributorStats extends Infer<typeof contributorStatsType> {}
export const ContributorStats: Model<ContributorStats> = contributorStatsType;

const commitActivityType = /* @__PURE__ */ model('CommitActivity', () => ({
  /** Commits on each day of the week, Sunday first. */
  days: promisedJson,
  total: promisedNum,
  /** The week's start, in seconds since the epoch. */
  week: promisedNum,
}));
/** One week of a repository's commit activity (`stats/commit_activity`). */
export interface CommitActivity extends Infer<typeof commitActivityType> {}
export const CommitActivity: Model<CommitActivity> = commitActivityType;
