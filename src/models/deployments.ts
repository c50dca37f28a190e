import { bool, date, id, json, mapping, one, str, promised } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { ShortUser } from './users.js';

const deploymentType = /* @__PURE__ */ model('Deployment', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  sha: /* @__PURE__ */ promised(str),
  ref: /* @__PURE__ */ promised(str),
  task: /* @__PURE__ */ promised(str),
  /** What the deployment was created with: parsed JSON (an object), or the text as sent. */
  payload: /* @__PURE__ */ promised(json),
  original_environment: str,
  environment: /* @__PURE__ */ promised(str),
  description: str,
  creator: /* @__PURE__ */ one(ShortUser),
  statuses_url: /* @__PURE__ */ promised(str),
  repository_url: /* @__PURE__ */ promised(str),
  transient_environment: bool,
  production_environment: bool,
  performed_via_github_app: mapping,
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** A request to deploy a ref of a repository to an environment. Equal by id. */
export interface Deployment extends Infer<typeof deploymentType> {}
export const Deployment: Model<Deployment> = deploymentType;

const deploymentStatusType = /* @__PURE__ */ model('DeploymentStatus', {
  id,
  node_id: /* @__PURE__ */ promised(str),
  url: /* @__PURE__ */ promised(str),
  /** `error`, `failure`, `inactive`, `in_progress`, `queued`, `pending` or `success`. */
  state: /* @__PURE__ */ promised(str),
  creator: /* @__PURE__ */ one(ShortUser),
  description: /* @__PURE__ */ promised(str),
  environment: str,
  target_url: /* @__PURE__ */ promised(str),
  log_url: str,
  environment_url: str,
  deployment_url: /* @__PURE__ */ promised(str),
  repository_url: /* @__PURE__ */ promised(str),
  performed_via_github_app: mapping,
  created_at: /* @__PURE__ */ promised(date),
  updated_at: /* @__PURE__ */ promised(date),
});
/** One state a deployment went through. Equal by id. */
export interface DeploymentStatus extends Infer<typeof deploymentStatusType> {}
export const DeploymentStatus: Model<DeploymentStatus> = deploymentStatusType;
