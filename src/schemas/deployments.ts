import { bool, date, id, json, mapping, one, str } from '../schema/fields.js';
import { model, type Infer, type Model } from '../schema/model.js';
import { ShortUser } from './users.js';

const deploymentType = /* @__PURE__ */ model('Deployment', {
  id,
  node_id: str,
  url: str,
  sha: str,
  ref: str,
  task: str,
  /** What the deployment was created with: parsed JSON (an object), or the text as sent. */
  payload: json,
  original_environment: str,
  environment: str,
  description: str,
  creator: /* @__PURE__ */ one(ShortUser),
  statuses_url: str,
  repository_url: str,
  transient_environment: bool,
  production_environment: bool,
  performed_via_github_app: mapping,
  created_at: date,
  updated_at: date,
});
/** A request to deploy a ref of a repository to an environment. Equal by id. */
export interface Deployment extends Infer<typeof deploymentType> {}
export const Deployment: Model<Deployment> = deploymentType;

const deploymentStatusType = /* @__PURE__ */ model('DeploymentStatus', {
  id,
  node_id: str,
  url: str,
  /** `error`, `failure`, `inactive`, `in_progress`, `queued`, `pending` or `success`. */
  state: str,
  creator: /* @__PURE__ */ one(ShortUser),
  description: str,
  environment: str,
  target_url: str,
  log_url: str,
  environment_url: str,
  deployment_url: str,
  repository_url: str,
  performed_via_github_app: mapping,
  created_at: date,
  updated_at: date,
});
/** One state a deployment went through. Equal by id. */
export interface DeploymentStatus extends Infer<typeof deploymentStatusType> {}
export const DeploymentStatus: Model<DeploymentStatus> = deploymentStatusType;
