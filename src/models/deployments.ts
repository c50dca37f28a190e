import { bool, id, mapping, one, str, promisedDate, promisedJson, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const deploymentType = /* @__PURE__ */ model('Deployment', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  sha: promisedStr,
  ref: promisedStr,
  task: promisedStr,
  /** What the deployment was created with: parsed JSON (an object), or the text as sent. */
  payload: promisedJson,
  original_environment: str,
  environment: promisedStr,
  description: str,
  creator: /* @__PURE__ */ one(ShortUser),
  statuses_url: promisedStr,
  repository_url: promisedStr,
  transient_environment: bool,
  production_environment: bool,
  performed_via_github_app: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** A request to deploy a ref of a repository to an environment. Equal by id. */
export interface Deployment extends Infer<typeof deploymentType> {}
export const Deployment: Model<Deployment> = deploymentType;

const deploymentStatusType = /* @__PURE__ */ model('DeploymentStatus', () => ({
  id,
  node_id: promisedStr,
  url: promisedStr,
  /** `error`, `failure`, `inactive`, `in_progress`, `queued`, `pending` or `success`. */
  state: promisedStr,
  creator: /* @__PURE__ */ one(ShortUser),
  description: promisedStr,
  environment: str,
  target_url: promisedStr,
  log_url: str,
  environment_url: str,
  deployment_url: promisedStr,
  repository_url: promisedStr,
  performed_via_github_app: mapping,
  created_at: promisedDate,
  updated_at: promisedDate,
}));
/** One state a deployment went through. Equal by id. */
export interface DeploymentStatus extends Infer<typeof deploymentStatusType> {}
export const DeploymentStatus: Model<DeploymentStatus> = deploymentStatusType;
