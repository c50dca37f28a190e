import { codec, flag } from '../core/codec.js';
import { type WithDescribed, body, operation, path, query, type Op, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { objectSha } from '../core/codec.js';
import { Tree } from '../models/git.js';
import { treeEntries, type NewTreeEntry } from './codecs.js';
import { createTreeMembers, type CreateTreeMembers } from './generated/members/create-tree.js';
import { getTreeMembers, type GetTreeMembers } from './generated/members/get-tree.js';

type Sha = string | { readonly sha: string | null };

export interface TreeOptions extends CallOptions {
  /** True lists every level below the tree, not just its own entries (the service may cut it short: see `truncated`). Default false. */
  recursive?: boolean;
}

/** Sent only when true: the service reads any value of `recursive`, even `false`, as "recursively". */
const recursiveOnly = /*#__PURE__*/ codec<boolean, true | undefined>('bool', (value, name) => (flag(value, name) ? true : undefined), true);

/** A tree, by its sha (a commit's `tree.sha`). `GET /repos/{owner}/{repo}/git/trees/{tree_sha}` */
export const getTree: Op<[repository: RepoRef, sha: Sha], WithDescribed<TreeOptions, GetTreeMembers, 'sha'>, Promise<Tree>> = /*#__PURE__*/ operation(() => ({
  described: getTreeMembers,
  path: '/repos/{owner}/{repo}/git/trees/{tree_sha}',
  target: /*#__PURE__*/ path(repository),
  args: ['sha'],
  params: { sha: /*#__PURE__*/ path(objectSha, 'tree_sha'), recursive: /*#__PURE__*/ query(recursiveOnly) },
  result: /*#__PURE__*/ one(Tree),
}));

export interface CreateTreeOptions extends CallOptions {
  /** The tree to start from: entries not named keep what it holds (a `sha: null` entry deletes one). Without it the tree holds only the entries given. */
  baseTree?: Sha;
}

/**
 * Writes a tree from its entries, each with `path`, `mode`, `type` and either `sha` or
 * `content`. `POST /repos/{owner}/{repo}/git/trees`
 */
export const createTree: Op<[repository: RepoRef, tree: readonly NewTreeEntry[]], WithDescribed<CreateTreeOptions, CreateTreeMembers, 'tree'>, Promise<Tree>> = /*#__PURE__*/ operation(() => ({
  described: createTreeMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/git/trees',
  target: /*#__PURE__*/ path(repository),
  args: ['tree'],
  params: { tree: /*#__PURE__*/ body(treeEntries), baseTree: /*#__PURE__*/ body(objectSha) },
  auth: 'create_tree',
  result: /*#__PURE__*/ one(Tree),
}));
