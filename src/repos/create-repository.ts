import { flag, required, text } from '../core/codec.js';
import { type WithDescribed, body, operation, type Op, one } from '../core/operation.js';
import type { CallOptions } from '../core/types.js';
import { Repository } from '../models/repositories.js';
import { createForAuthenticatedUserMembers, type CreateForAuthenticatedUserMembers } from './generated/members/create-for-authenticated-user.js';

/** What a new repository starts with; what is not given takes the service's default. */
export interface NewRepositoryOptions extends CallOptions {
  description?: string;
  homepage?: string;
  /** Default false. */
  private?: boolean;
  /** Default true. */
  hasIssues?: boolean;
  /** Default true. */
  hasWiki?: boolean;
  hasProjects?: boolean;
  /** Accepted by the older `create_repo`; the service ignores it today. */
  hasDownloads?: boolean;
  hasDiscussions?: boolean;
  isTemplate?: boolean;
  /** Create an initial commit with an empty README. Default false. */
  autoInit?: boolean;
  /** A `.gitignore` template name (see `gitignoreTemplates`); the service applies it only with `autoInit`. */
  gitignoreTemplate?: string;
  /** A license keyword such as `mit` (see `licenses`). */
  licenseTemplate?: string;
}

/** How each option of a new repository is read and sent (shared by the user's and an organization's creation). */
export const newRepositoryParams = {
  name: /*#__PURE__*/ body(required),
  description: /*#__PURE__*/ body(text),
  homepage: /*#__PURE__*/ body(text),
  private: /*#__PURE__*/ body(flag),
  hasIssues: /*#__PURE__*/ body(flag),
  hasWiki: /*#__PURE__*/ body(flag),
  hasProjects: /*#__PURE__*/ body(flag),
  hasDownloads: /*#__PURE__*/ body(flag),
  hasDiscussions: /*#__PURE__*/ body(flag),
  isTemplate: /*#__PURE__*/ body(flag),
  autoInit: /*#__PURE__*/ body(flag),
  gitignoreTemplate: /*#__PURE__*/ body(required),
  licenseTemplate: /*#__PURE__*/ body(required),
};

/** Creates a repository owned by the authenticated user; only the options given are sent. `POST /user/repos` */
export const createRepository: Op<[name: string], WithDescribed<NewRepositoryOptions, CreateForAuthenticatedUserMembers, 'name'>, Promise<Repository>> = /*#__PURE__*/ operation(() => ({
  described: createForAuthenticatedUserMembers,
  method: 'POST',
  path: '/user/repos',
  args: ['name'],
  params: newRepositoryParams,
  auth: 'create_repository',
  result: /*#__PURE__*/ one(Repository),
}));
