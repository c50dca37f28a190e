import { json, mapping } from '../schema/fields.js';
import { fullOf, model, type Infer, type Model } from '../schema/model.js';
import { ShortCommit } from './commits.js';

const repoCommitType = /* @__PURE__ */ fullOf(/* @__PURE__ */ model(
  'RepoCommit',
  {
    /** `{ additions, deletions, total }`. */
    stats: mapping,
    /** The files the commit changed (`[{ filename, status, additions, deletions, changes, patch, … }]`), as received. */
    files: json,
  },
  ShortCommit,
), ShortCommit);
/** A commit of a repository with its statistics and changed files. Equal by sha. */
export interface RepoCommit extends Infer<typeof repoCommitType> {}
export const RepoCommit: Model<RepoCommit> = repoCommitType;
