import { invalid, isRecord, objectSha } from '../core/codec.js';
import { composed } from '../core/operation.js';
import { refText, repository, type RepoRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { qualifiedRef } from '../git/codecs.js';
import { createReference, getReference } from '../git/refs.js';
import type { Reference } from '../models/git.js';
import { getRepository } from './get-repository.js';

type Sha = string | { readonly sha: string | null };

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
 * import { createBranchReference } from 'hubops/repos';
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
