import { flag, oneOf, required, segment, text } from '../core/codec.js';
import { type WithDescribed, body, joined, operation, path, type Op, bool, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Asset, Release } from '../models/releases.js';
import { release, type ReleaseRef } from './release-refs.js';
import { createReleaseMembers, type CreateReleaseMembers } from './generated/members/create-release.js';
import { updateReleaseMembers, type UpdateReleaseMembers } from './generated/members/update-release.js';

export interface ReleaseOptions extends CallOptions {
  /** The branch or commit sha the tag is made from when it does not exist yet (default: the default branch). */
  targetCommitish?: string;
  /** The release's title. */
  name?: string;
  /** The release notes (Markdown). */
  body?: string;
  /** A draft is not published: only those who may push see it. */
  draft?: boolean;
  /** Marked as not ready for production. */
  prerelease?: boolean;
  /** Whether it becomes the repository's latest release: `true`, `false`, or `legacy` (by date and version). */
  makeLatest?: 'true' | 'false' | 'legacy';
}

export interface NewReleaseOptions extends ReleaseOptions {
  /** Let the service write the name and notes from the merged pull requests (a given name or body comes first). */
  generateReleaseNotes?: boolean;
}

export interface ReleaseChanges extends ReleaseOptions {
  /** A new tag name. */
  tagName?: string;
}

const changes = {
  targetCommitish: /*#__PURE__*/ body(text),
  name: /*#__PURE__*/ body(text),
  body: /*#__PURE__*/ body(text),
  draft: /*#__PURE__*/ body(flag),
  prerelease: /*#__PURE__*/ body(flag),
  makeLatest: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('true', 'false', 'legacy')),
};

/** Creates a release, and its tag from `targetCommitish` when the tag does not exist. `POST /repos/{owner}/{repo}/releases` */
export const createRelease: Op<[repository: RepoRef, tagName: string], WithDescribed<NewReleaseOptions, CreateReleaseMembers, 'tagName'>, Promise<Release>> = /*#__PURE__*/ operation(() => ({
  described: createReleaseMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/releases',
  target: /*#__PURE__*/ path(repository),
  args: ['tagName'],
  params: /*#__PURE__*/ joined({ tagName: /*#__PURE__*/ body(required) }, changes, { generateReleaseNotes: /*#__PURE__*/ body(flag) }),
  auth: 'create_release',
  result: /*#__PURE__*/ one(Release),
}));

/** The releases of a repository, newest first (drafts only for those who may push). `GET /repos/{owner}/{repo}/releases` */
export const listReleases: Op<[repository: RepoRef], PageOptions, PageIterator<Release>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(Release),
}));

/** The latest published full release: drafts and prereleases are never returned. `GET /repos/{owner}/{repo}/releases/latest` */
export const getLatestRelease: Op<[repository: RepoRef], CallOptions, Promise<Release>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/latest',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ one(Release),
}));

/** One release by id. `GET /repos/{owner}/{repo}/releases/{release_id}` */
export const getRelease: Op<[release: ReleaseRef], CallOptions, Promise<Release>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/{release_id}',
  target: /*#__PURE__*/ path(release),
  result: /*#__PURE__*/ one(Release),
}));

/** The published release of a tag. `GET /repos/{owner}/{repo}/releases/tags/{tag}` */
export const getReleaseByTag: Op<[repository: RepoRef, tag: string], CallOptions, Promise<Release>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/tags/{tag}',
  target: /*#__PURE__*/ path(repository),
  args: ['tag'],
  params: { tag: /*#__PURE__*/ path(segment) },
  result: /*#__PURE__*/ one(Release),
}));

/** Changes a release (only the options given are sent); the release as it now is. `PATCH /repos/{owner}/{repo}/releases/{release_id}` */
export const updateRelease: Op<[release: ReleaseRef], WithDescribed<ReleaseChanges, UpdateReleaseMembers>, Promise<Release>> = /*#__PURE__*/ operation(() => ({
  described: updateReleaseMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/releases/{release_id}',
  target: /*#__PURE__*/ path(release),
  params: /*#__PURE__*/ joined({ tagName: /*#__PURE__*/ body(required) }, changes),
  auth: 'Release.edit',
  result: /*#__PURE__*/ one(Release),
}));

/** Deletes a release (its tag stays): true on 204, false on 404. `DELETE /repos/{owner}/{repo}/releases/{release_id}` */
export const deleteRelease: Op<[release: ReleaseRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/releases/{release_id}',
  target: /*#__PURE__*/ path(release),
  auth: 'Release.delete',
  result: /*#__PURE__*/ bool(),
}));

/** The assets of a release. `GET /repos/{owner}/{repo}/releases/{release_id}/assets` */
export const listReleaseAssets: Op<[release: ReleaseRef], PageOptions, PageIterator<Asset>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/releases/{release_id}/assets',
  target: /*#__PURE__*/ path(release),
  result: /*#__PURE__*/ list(Asset),
}));
