import { id, many, one, str, promised, promisedDate, promisedNum, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortRepository } from './repositories.js';
import { ShortUser } from './users.js';

const statusType = /* @__PURE__ */ model('Status', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  avatar_url: str,
  /** `pending`, `success`, `error` or `failure`. */
  state: promisedStr,
  description: str,
  target_url: str,
  /** Which system reported it (`continuous-integration/jenkins`); `default` when none was named. */
  context: promisedStr,
  creator: /* @__PURE__ */ one(ShortUser),
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A commit status: one system's verdict on a commit. Equal by id. */
export interface Status extends Infer<typeof statusType> {}
export const Status: Model<Status> = statusType;

const combinedStatusType = /* @__PURE__ */ model('CombinedStatus', () => ({
  /** `failure` if any context failed or errored, `pending` if any is pending or none was reported, else `success`. */
  state: promisedStr,
  /** The latest status of each context. */
  statuses: /* @__PURE__ */ promised(/* @__PURE__ */ many(Status)),
  sha: promisedStr,
  total_count: promisedNum,
  repository: /* @__PURE__ */ promised(/* @__PURE__ */ one(ShortRepository)),
  commit_url: promisedStr,
  url: promisedStr,
}));
/** The combined verdict of the latest status of every context on a ref. */
export interface CombinedStatus extends Infer<typeof combinedStatusType> {}
export const CombinedStatus: Model<CombinedStatus> = combinedStatusType;
