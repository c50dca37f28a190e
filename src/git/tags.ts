import { leavable, flag, invalid, isRecord, required } from '../core/codec.js';
import { type WithDescribed, body, composed, operation, path, prepare, type Declared, type Op, one } from '../core/operation.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { objectSha } from '../core/codec.js';
import { refText } from '../core/refs.js';
import type { Reference } from '../models/git.js';
import { Tag } from '../models/git.js';
import { gitPerson, objectType, type GitPerson } from './codecs.js';
import { createReference } from './refs.js';
import { createTagMembers, type CreateTagMembers } from './generated/members/create-tag.js';

type Sha = string | { readonly sha: string | null };

/** An annotated tag object, by its sha. `GET /repos/{owner}/{repo}/git/tags/{tag_sha}` */
export const getTag: Op<[repository: RepoRef, sha: Sha], CallOptions, Promise<Tag>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/git/tags/{tag_sha}',
  target: /*#__PURE__*/ path(repository),
  args: ['sha'],
  params: { sha: /*#__PURE__*/ path(objectSha, 'tag_sha') },
  result: /*#__PURE__*/ one(Tag),
}));

/**
 * Writes an annotated tag object only: no `refs/tags/…` reference points at it yet (`createTag`
 * makes both). `POST /repos/{owner}/{repo}/git/tags`
 */
export const createTagObject: Op<[repository: RepoRef, tag: string, message: string, sha: Sha, objType: 'commit' | 'tree' | 'blob', tagger?: GitPerson], WithDescribed<CallOptions, CreateTagMembers, 'tag' | 'message' | 'sha' | 'objType' | 'tagger'>, Promise<Tag>> =
  /*#__PURE__*/ operation(() => ({
  described: createTagMembers,
    method: 'POST',
    path: '/repos/{owner}/{repo}/git/tags',
    target: /*#__PURE__*/ path(repository),
    args: ['tag', 'message', 'sha', 'objType', 'tagger'],
    params: {
      tag: /*#__PURE__*/ body(required),
      message: /*#__PURE__*/ body(required),
      sha: /*#__PURE__*/ body(objectSha, 'object'),
      objType: /*#__PURE__*/ body(objectType, 'type'),
      tagger: /*#__PURE__*/ body(/*#__PURE__*/ leavable(gitPerson)),
    },
    auth: 'create_tag',
    result: /*#__PURE__*/ one(Tag),
  }));

/** The declaration behind a declared operation (its exported type names only its signature). */
const declarationOf = (fn: unknown) => (fn as Declared).declaration;

export interface CreateTagOptions extends CallOptions {
  /** True makes only the reference `refs/tags/<tag>` at `sha` (no tag object: message and tagger are not kept). Default false. */
  lightweight?: boolean;
}

/**
 * Tags `sha`. An annotated tag takes two requests: the tag object, then the reference
 * `refs/tags/<tag>` pointing at it; the result is the Tag. A lightweight tag is the reference
 * alone, at `sha`; the result is that Reference. Every argument is checked before the first
 * request. `POST /repos/{owner}/{repo}/git/tags` (annotated), then `POST /repos/{owner}/{repo}/git/refs`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { createTag } from 'hubops/git';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const tagger = { name: 'Monalisa Octocat', email: 'octocat@github.com', date: '2011-06-17T14:53:35-07:00' };
 * await createTag(session, 'octocat/Hello-World', 'v0.0.1', 'initial version', 'c3d0be41ecbe669545ee3e94d31ed9a4bc91ee3c', 'commit', tagger);
 * ```
 */
export const createTag = /*#__PURE__*/ composed(async function createTag(
  session: Session,
  target: RepoRef,
  tag: string,
  message: string,
  sha: Sha,
  objType: 'commit' | 'tree' | 'blob',
  tagger: GitPerson,
  options: CreateTagOptions = {},
): Promise<Tag | Reference> {
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const { lightweight = false, ...call } = options;
  const repo = repository(target, 'repository');
  const ref = `refs/tags/${refText(tag, 'tag')}`;
  // Both requests are built (and so checked) before either is sent.
  prepare(session, declarationOf(createTagObject), [repo, tag, message, sha, objType, tagger, call]);
  prepare(session, declarationOf(createReference), [repo, ref, sha, call]);
  if (flag(lightweight, 'lightweight')) return createReference(session, repo, ref, sha, call);
  const object = await createTagObject(session, repo, tag, message, sha, objType, tagger, call);
  if (!object.sha) throw new ValidationError('tag', 'was created, but the answer names no sha for its reference to point at');
  await createReference(session, repo, ref, object.sha, call);
  return object;
}, createTagObject, createReference);
