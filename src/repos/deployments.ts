import { flag, listOf, required, segment, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, list, one, reads } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { parseReply } from '../models/library/objects.js';
import { Deployment, DeploymentStatus } from '../models/deployments.js';
import { deploymentPayload, deploymentState } from './collaboration-codecs.js';
import { deployment, type DeploymentRef } from './object-refs.js';
import { createDeploymentMembers, type CreateDeploymentMembers } from './generated/members/create-deployment.js';
import { createDeploymentStatusMembers, type CreateDeploymentStatusMembers } from './generated/members/create-deployment-status.js';
import { listDeploymentsMembers, type ListDeploymentsMembers } from './generated/members/list-deployments.js';

export interface CreateDeploymentOptions extends CallOptions {
  /**
   * The status contexts that must be `success` first. Left out, every context is checked; an
   * empty list is sent as one, and skips the checks.
   */
  requiredContexts?: readonly string[];
  /** Extra information for the deployment system: JSON text (checked to be JSON), or an object, sent as it is. */
  payload?: string | Readonly<Record<string, unknown>>;
  /** Merge the default branch into `ref` first when it is behind. Default false: sent as false unless given. */
  autoMerge?: boolean;
  description?: string;
  /** Default `production`: sent as such unless given. */
  environment?: string;
  /** `deploy` by default; for example `deploy:migrations`. */
  task?: string;
  /** The environment will stop existing at some point. */
  transientEnvironment?: boolean;
  /** The environment is one end users use. */
  productionEnvironment?: boolean;
}

export interface DeploymentsOptions extends PageOptions {
  /** Only those of this commit sha. */
  sha?: string;
  /** Only those of this branch, tag or sha. */
  ref?: string;
  task?: string;
  environment?: string;
}

export interface CreateDeploymentStatusOptions extends CallOptions {
  /** Where the output of the deployment can be read (the older name of `logUrl`). */
  targetUrl?: string;
  /** Where the output of the deployment can be read. */
  logUrl?: string;
  /** At most 140 characters. */
  description?: string;
  /** Moves the deployment to this environment. */
  environment?: string;
  /** Where the deployed environment can be reached. */
  environmentUrl?: string;
  /** Marks the earlier deployments to the environment `inactive` once this one is `success`. */
  autoInactive?: boolean;
}

/**
 * The deployment made, or null when the service answered 202: it merged the default branch
 * into the ref (only with `autoMerge: true`) instead of deploying, and a new request deploys.
 */
const createdDeployment = /*#__PURE__*/ reads((reply, reading) => (reply.status === 202 ? null : parseReply(Deployment, reply, reading)), { type: Deployment, unread: [202] });

/**
 * Asks for a deployment of a ref (branch, tag or sha). `autoMerge` is sent as false and
 * `environment` as `production` unless given; `requiredContexts` only when given (an empty list skips the status checks). A merge
 * conflict or failed status checks are a Conflict carrying the service's message.
 * `POST /repos/{owner}/{repo}/deployments`
 */
export const createDeployment: Op<[repository: RepoRef, ref: string], WithDescribed<CreateDeploymentOptions, CreateDeploymentMembers, 'ref'>, Promise<Deployment | null>> = /*#__PURE__*/ operation(() => ({
  described: createDeploymentMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/deployments',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: {
    ref: /*#__PURE__*/ body(required),
    requiredContexts: /*#__PURE__*/ body(/*#__PURE__*/ listOf(required)),
    payload: /*#__PURE__*/ body(deploymentPayload),
    autoMerge: /*#__PURE__*/ body(flag, undefined, false),
    description: /*#__PURE__*/ body(text),
    environment: /*#__PURE__*/ body(required, undefined, 'production'),
    task: /*#__PURE__*/ body(required),
    transientEnvironment: /*#__PURE__*/ body(flag),
    productionEnvironment: /*#__PURE__*/ body(flag),
  },
  auth: 'create_deployment',
  result: createdDeployment,
}));

/** One deployment of a repository. `GET /repos/{owner}/{repo}/deployments/{deployment_id}` */
export const getDeployment: Op<[deployment: DeploymentRef], CallOptions, Promise<Deployment>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/deployments/{deployment_id}',
  target: /*#__PURE__*/ path(deployment),
  result: /*#__PURE__*/ one(Deployment),
}));

/** The deployments of a repository, newest first. `GET /repos/{owner}/{repo}/deployments` */
export const listDeployments: Op<[repository: RepoRef], WithDescribed<DeploymentsOptions, ListDeploymentsMembers>, PageIterator<Deployment>> = /*#__PURE__*/ operation(() => ({
  described: listDeploymentsMembers,
  path: '/repos/{owner}/{repo}/deployments',
  target: /*#__PURE__*/ path(repository),
  params: { sha: /*#__PURE__*/ query(segment), ref: /*#__PURE__*/ query(required), task: /*#__PURE__*/ query(required), environment: /*#__PURE__*/ query(required) },
  result: /*#__PURE__*/ list(Deployment),
}));

/** Records a new state of a deployment. `POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses` */
export const createDeploymentStatus: Op<
  [deployment: DeploymentRef, state: 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success'], WithDescribed<CreateDeploymentStatusOptions, CreateDeploymentStatusMembers, 'state'>,
  Promise<DeploymentStatus>
> = /*#__PURE__*/ operation(() => ({
  described: createDeploymentStatusMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
  target: /*#__PURE__*/ path(deployment),
  args: ['state'],
  params: {
    state: /*#__PURE__*/ body(deploymentState),
    targetUrl: /*#__PURE__*/ body(text),
    logUrl: /*#__PURE__*/ body(text),
    description: /*#__PURE__*/ body(text),
    environment: /*#__PURE__*/ body(required),
    environmentUrl: /*#__PURE__*/ body(text),
    autoInactive: /*#__PURE__*/ body(flag),
  },
  auth: 'create_status',
  result: /*#__PURE__*/ one(DeploymentStatus),
}));

/** The states a deployment went through, newest first. `GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses` */
export const listDeploymentStatuses: Op<[deployment: DeploymentRef], PageOptions, PageIterator<DeploymentStatus>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
  target: /*#__PURE__*/ path(deployment),
  result: /*#__PURE__*/ list(DeploymentStatus),
}));
