import { objectSha } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, items, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Reference } from '../models/git.js';
import { qualifiedRef, shortRef } from './codecs.js';
import { createRefMembers, type CreateRefMembers } from './generated/members/create-ref.js';

type Sha = string | { readonly sha: string | null };

/** One reference, named below `refs/`: `heads/main`, `tags/v1.0`. `GET /repos/{owner}/{repo}/git/ref/{ref}` */
export const getReference: Op<[repository: RepoRef, ref: string], CallOptions, Promise<Reference>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/git/ref/{ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(shortRef) },
  result: /*#__PURE__*/ one(Reference),
}));

/**
 * The references whose names start with `ref` (`heads/feature` gives `refs/heads/feature-a`,
 * `refs/heads/feature/b`, …), all at once: the service does not page this answer.
 * `GET /repos/{owner}/{repo}/git/matching-refs/{ref}`
 */
export const listMatchingReferences: Op<[repository: RepoRef, ref: string], CallOptions, Promise<readonly Reference[]>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/git/matching-refs/{ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(shortRef) },
  result: /*#__PURE__*/ items(Reference),
}));

/**
 * Creates a reference. `ref` is refused before sending unless it is fully qualified: it starts
 * with `refs/` and holds at least two slashes (`refs/heads/main`). `POST /repos/{owner}/{repo}/git/refs`
 */
export const createReference: Op<[repository: RepoRef, ref: string, sha: Sha], WithDescribed<CallOptions, CreateRefMembers, 'ref' | 'sha'>, Promise<Reference>> = /*#__PURE__*/ operation(() => ({
  described: createRefMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/git/refs',
  target: /*#__PURE__*/ path(repository),
  args: ['ref', 'sha'],
  params: { ref: /*#__PURE__*/ body(qualifiedRef), sha: /*#__PURE__*/ body(objectSha) },
  auth: 'create_ref',
  result: /*#__PURE__*/ one(Reference),
}));
