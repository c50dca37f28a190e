import { invalid, isRecord } from '../core/codec.js';
import { type WithDescribed, body, composed, operation, path, type Op } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { items, one } from '../core/results.js';
import { ValidationError } from '../errors/validation-error.js';
import { objectSha, refText } from '../repos/codecs.js';
import { getRepository } from '../repos/get-repository.js';
import { Reference } from '../schemas/git.js';
import { qualifiedRef, shortRef } from './codecs.js';
import { createRefMembers, type CreateRefMembers } from './generated/members/create-ref.js';

type Sha = string | { readonly sha: string | null };

/** One reference, named below `refs/`: `heads/main`, `tags/v1.0`. `GET /repos/{owner}/{repo}/git/ref/{ref}` */
export const getReference: Op<[repository: RepoRef, ref: string], CallOptions, Promise<Reference>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/git/ref/{ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(shortRef) },
  result: /*#__PURE__*/ one(Reference),
});

/**
 * The references whose names start with `ref` (`heads/feature` gives `refs/heads/feature-a`,
 * `refs/heads/feature/b`, …), all at once: the service does not page this answer.
 * `GET /repos/{owner}/{repo}/git/matching-refs/{ref}`
 */
export const listMatchingReferences: Op<[repository: RepoRef, ref: string], CallOptions, Promise<readonly Reference[]>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/git/matching-refs/{ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['ref'],
  params: { ref: /*#__PURE__*/ path(shortRef) },
  result: /*#__PURE__*/ items(Reference),
});

/**
 * Creates a reference. `ref` is refused before sending unless it is fully qualified: it starts
 * with `refs/` and holds at least two slashes (`refs/heads/main`). `POST /repos/{owner}/{repo}/git/refs`
 */
export const createReference: Op<[repository: RepoRef, ref: string, sha: Sha], WithDescribed<CallOptions, CreateRefMembers, 'ref' | 'sha'>, Promise<Reference>> = /*#__PURE__*/ operation({
  described: createRefMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/git/refs',
  target: /*#__PURE__*/ path(repository),
  args: ['ref', 'sha'],
  params: { ref: /*#__PURE__*/ body(qualifiedRef), sha: /*#__PURE__*/ body(objectSha) },
  auth: 'create_ref',
  result: /*#__PURE__*/ one(Reference),
});

export interface CreateBranchReferenceOptions extends CallOptions {
  /** The commit the branch starts at; by default the head of the repository's default branch. */
  sha?: Sha;
}

/**
 * Creates the branch `refs/heads/<name>` at `sha`. Without `sha` it starts where the
 * repository's default branch is now: the repository and that branch's reference are read
 * first. `GET /repos/{owner}/{repo}` and `GET /repos/{owner}/{repo}/git/ref/{ref}` (without `sha`), then `POST /repos/{owner}/{repo}/git/refs`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { createBranchReference } from 'hubops/git';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * // Starts at the head of the default branch; give { sha } to start elsewhere.
 * const ref = await createBranchReference(session, 'octocat/Hello-World', 'new-feature');
 * console.log(ref.ref); // refs/heads/new-feature
 * ```
 */
export const createBranchReference = /*#__PURE__*/ composed(async function createBranchReference(session: Session, target: RepoRef, name: string, options: CreateBranchReferenceOptions = {}): Promise<Reference> {
  const repo = repository(target, 'repository');
  const ref = `refs/heads/${refText(name, 'name')}`;
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const { sha, ...call } = options;
  for (const key of Object.keys(call)) if (key !== 'signal' && key !== 'headers') throw new ValidationError(key, 'is not an option of this operation');
  // Every argument is checked before the first request leaves.
  qualifiedRef(ref, 'name');
  const start = sha === undefined ? undefined : objectSha(sha, 'sha');
  if (start !== undefined) return createReference(session, repo, ref, start, call);
  const { default_branch: main } = await getRepository(session, repo, call);
  if (!main) throw new ValidationError('sha', `is needed: the repository ${repo.owner}/${repo.repo} reports no default branch`);
  const head = await getReference(session, repo, `heads/${main}`, call);
  return createReference(session, repo, ref, objectSha(head.object, 'sha'), call);
}, getRepository, getReference, createReference);
