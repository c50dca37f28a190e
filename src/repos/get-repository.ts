import { operation, path, type Op, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Repository } from '../models/repositories.js';

/** One repository. `GET /repos/{owner}/{repo}` */
export const getRepository: Op<[repository: RepoRef], CallOptions, Promise<Repository>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ one(Repository),
}));
