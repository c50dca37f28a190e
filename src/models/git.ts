import { many, mapping, num, one, str, promised, promisedBool, promisedStr } from './library/fields.js';
import { model, type Infer, type Model } from './library/model.js';
import { GitActor } from './commits.js';

const gitObjectType = /* @__PURE__ */ model('GitObject', () => ({
  sha: promisedStr,
  /** `commit`, `tree`, `blob` or `tag`. */
  type: promisedStr,
  url: promisedStr,
}));
/** The git object a reference or a tag points at. */
export interface GitObject extends Infer<typeof gitObjectType> {}
export const GitObject: Model<GitObject> = gitObjectType;

const referenceType = /* @__PURE__ */ model('Reference', () => ({
  /** The full name: `refs/heads/main`, `refs/tags/v1.0`. */
  ref: promisedStr,
  node_id: promisedStr,
  url: promisedStr,
  object: /* @__PURE__ */ promised(/* @__PURE__ */ one(GitObject)),
}));
/** A git reference (a branch head, a tag, …) of a repository. Equal by url. */
export interface Reference extends Infer<typeof referenceType> {}
export const Reference: Model<Reference> = referenceType;

const tagType = /* @__PURE__ */ model('Tag', () => ({
  sha: promisedStr,
  node_id: promisedStr,
  url: promisedStr,
  /** The tag's name (`v1.0`). */
  tag: promisedStr,
  message: promisedStr,
  tagger: /* @__PURE__ */ promised(/* @__PURE__ */ one(GitActor)),
  object: /* @__PURE__ */ promised(/* @__PURE__ */ one(GitObject)),
  /** The signature check: `{ verified, reason, signature, payload }`. */
  verification: mapping,
}));
/** An annotated tag object. Equal by sha. */
export interface Tag extends Infer<typeof tagType> {}
export const Tag: Model<Tag> = tagType;

const treeEntryType = /* @__PURE__ */ model('TreeEntry', () => ({
  path: promisedStr,
  /** `100644` (file), `100755` (executable), `040000` (subdirectory), `160000` (submodule), `120000` (symlink). */
  mode: promisedStr,
  /** `blob`, `tree` or `commit`. */
  type: promisedStr,
  sha: promisedStr,
  /** The size of a blob; null for a subtree. */
  size: num,
  url: str,
}));
/** One entry of a tree: a file, subdirectory, submodule or symlink. */
export interface TreeEntry extends Infer<typeof treeEntryType> {}
export const TreeEntry: Model<TreeEntry> = treeEntryType;

const treeType = /* @__PURE__ */ model('Tree', () => ({
  sha: promisedStr,
  url: str,
  tree: /* @__PURE__ */ promised(/* @__PURE__ */ many(TreeEntry)),
  /** True when the service cut a recursive listing short (over its size limits). */
  truncated: promisedBool,
}));
/** A git tree: the entries of a directory (all levels below it when read recursively). Equal by sha. */
export interface Tree extends Infer<typeof treeType> {}
export const Tree: Model<Tree> = treeType;
