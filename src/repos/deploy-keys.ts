import { flag, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { DeployKey } from '../models/deploy-keys.js';
import { deployKeyText } from './collaboration-codecs.js';
import { deployKey, type DeployKeyRef } from './object-refs.js';
import { createDeployKeyMembers, type CreateDeployKeyMembers } from './generated/members/create-deploy-key.js';

export interface CreateDeployKeyOptions extends CallOptions {
  /** Read access only; without it the key can also push (the service's default). */
  readOnly?: boolean;
}

/** Adds a deploy key to a repository; the key text is sent without surrounding whitespace. `POST /repos/{owner}/{repo}/keys` */
export const createDeployKey: Op<[repository: RepoRef, title: string, key: string], WithDescribed<CreateDeployKeyOptions, CreateDeployKeyMembers, 'title' | 'key'>, Promise<DeployKey>> = /*#__PURE__*/ operation(() => ({
  described: createDeployKeyMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/keys',
  target: /*#__PURE__*/ path(repository),
  args: ['title', 'key'],
  params: { title: /*#__PURE__*/ body(required), key: /*#__PURE__*/ body(deployKeyText), readOnly: /*#__PURE__*/ body(flag) },
  auth: 'create_key',
  result: /*#__PURE__*/ one(DeployKey),
}));

/** One deploy key of a repository. `GET /repos/{owner}/{repo}/keys/{key_id}` */
export const getDeployKey: Op<[key: DeployKeyRef], CallOptions, Promise<DeployKey>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/keys/{key_id}',
  target: /*#__PURE__*/ path(deployKey),
  auth: 'key',
  result: /*#__PURE__*/ one(DeployKey),
}));

/** The deploy keys of a repository. `GET /repos/{owner}/{repo}/keys` */
export const listDeployKeys: Op<[repository: RepoRef], PageOptions, PageIterator<DeployKey>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/keys',
  target: /*#__PURE__*/ path(repository),
  auth: 'keys',
  result: /*#__PURE__*/ list(DeployKey),
}));

/** Removes a deploy key from its repository; false when the service answers 404. `DELETE /repos/{owner}/{repo}/keys/{key_id}` */
export const removeDeployKey: Op<[key: DeployKeyRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/keys/{key_id}',
  target: /*#__PURE__*/ path(deployKey),
  auth: 'delete_key',
  result: /*#__PURE__*/ bool(),
}));
