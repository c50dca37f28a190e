import { codec, flag } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef, refName } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Branch } from '../models/branches.js';
import { listBranchesMembers, type ListBranchesMembers } from './generated/members/list-branches.js';

/** One branch of a repository; a name with slashes (`feature/login`) is one name. `GET /repos/{owner}/{repo}/branches/{branch}` */
export const getBranch: Op<[repository: RepoRef, name: string], CallOptions, Promise<Branch>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/branches/{branch}',
  target: /*#__PURE__*/ path(repository),
  args: ['name'],
  params: { name: /*#__PURE__*/ path(refName, 'branch') },
  result: /*#__PURE__*/ one(Branch),
}));

export interface BranchesOptions extends PageOptions {
  /** True lists the protected branches only; false (the default) lists every branch. */
  protected?: boolean;
}

/** Sent only when true: the service reads `protected=false` as "the unprotected ones", which is not "all". */
const protectedOnly = /*#__PURE__*/ codec<boolean, true | undefined>('bool', (value, name) => (flag(value, name) ? true : undefined), true);

/** The branches of a repository. `GET /repos/{owner}/{repo}/branches` */
export const listBranches: Op<[repository: RepoRef], WithDescribed<BranchesOptions, ListBranchesMembers>, PageIterator<Branch>> = /*#__PURE__*/ operation(() => ({
  described: listBranchesMembers,
  path: '/repos/{owner}/{repo}/branches',
  target: /*#__PURE__*/ path(repository),
  params: { protected: /*#__PURE__*/ query(protectedOnly) },
  result: /*#__PURE__*/ list(Branch),
}));
