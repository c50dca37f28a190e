import { oneOf, required } from '../core/codec.js';
import { type WithDescribed, body, composed, operation, path, query, readByWire, type Op, type Result, one } from '../core/operation.js';
import { repository, repoOf, type RepoRef } from '../core/refs.js';
import { observed } from '../core/deviation.js';
import { sendForData } from '../core/request.js';
import type { CallOptions, RequestSpec, Session } from '../core/types.js';
import { getBlob } from '../git/blobs.js';
import { metaOf as storedMeta, unreadable } from '../models/library/model.js';
import { asDict, metaOf } from '../models/library/objects.js';
import { Contents, FileCommit } from '../models/contents.js';
import { base64Content, directoryPath, fileContent, identity, type CommitIdentity } from './content-codecs.js';
import { filePath } from '../core/refs.js';
import { createOrUpdateFileContentsMembers, type CreateOrUpdateFileContentsMembers } from './generated/members/create-or-update-file-contents.js';
import { getReadmeMembers, type GetReadmeMembers } from './generated/members/get-readme.js';
import { getContentMembers, type GetContentMembers } from './generated/members/get-content.js';

export interface ContentsOptions extends CallOptions {
  /** The branch, tag or commit to read from; by default the repository's default branch. */
  ref?: string;
}

export interface DirectoryContentsOptions extends ContentsOptions {
  /** `list` (the default): `[name, Contents]` pairs in the service's order; `map`: an object keyed by name. */
  returnAs?: 'list' | 'map';
}

/** A directory's entries as `[name, Contents]` pairs. */
export type DirectoryList = readonly (readonly [name: string, contents: Contents])[];
/** A directory's entries keyed by name. */
export type DirectoryMap = Readonly<Record<string, Contents>>;

/** One file (or symlink, or submodule) in one request; a file over 1 MB comes without its content. */
export const getContents: Op<[repository: RepoRef, path: string], ContentsOptions, Promise<Contents>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/contents/{+path}',
  target: /*#__PURE__*/ path(repository),
  args: ['path'],
  params: { path: /*#__PURE__*/ path(filePath, 'path'), ref: /*#__PURE__*/ query(required) },
  result: /*#__PURE__*/ one(Contents),
}));

/**
 * A file of a repository, its content included: a file over 1 MB, which the contents route
 * answers without content (`encoding: 'none'`), is read from its blob, and the Contents returned
 * carries the blob's `content` and `encoding`. `GET /repos/{owner}/{repo}/contents/{path}`,
 * then for a large file `GET /repos/{owner}/{repo}/git/blobs/{file_sha}`
 * @example
 * ```ts
 * import { createSession, decodeContents } from 'hubops';
 * import { getFileContents } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const file = await getFileContents(session, 'octocat/Hello-World', 'README', { ref: 'master' });
 * console.log(file.size, new TextDecoder().decode(decodeContents(file) ?? new Uint8Array()));
 * ```
 */
export const getFileContents = /*#__PURE__*/ composed(async function getFileContents(session: Session, repo: RepoRef, path: string, options?: ContentsOptions): Promise<Contents> {
  const contents = await getContents(session, repo, path, options);
  if (contents.encoding !== 'none' || contents.type !== 'file' || !contents.sha) return contents;
  const { owner, repo: name } = repoOf(repo);
  const blob = await getBlob(session, { owner, repo: name, sha: contents.sha }, { signal: options?.signal });
  const raw = { ...asDict(contents), content: blob.content, encoding: blob.encoding };
  return Contents.wrap(raw, '', storedMeta(contents));
}, getContents, getBlob);

/** The request's answer read as a directory: a list of entries, or UnprocessableResponseBody for anything else (a file). */
const directory: Result<Promise<DirectoryList | DirectoryMap>> = {
  model: { type: Contents },
  run: async (session, spec) => {
    const { returnAs, ...request } = spec as RequestSpec & { returnAs?: string };
    const reply = await sendForData(session, request);
    const meta = metaOf(reply);
    if (!Array.isArray(reply.data)) throw unreadable('', `expected a directory (a list of entries); ${request.params?.path as string} is not one`, reply.data, reply.url);
    const list = reply.data;
    const entries = observed(session, request, reply, (_, reading) => list.map((raw, i) => Contents.wrap(raw, `[${i}]`, meta, reading)));
    if (returnAs === 'map') return Object.freeze(Object.fromEntries(entries.map((c) => [c.name ?? '', c]))) as DirectoryMap;
    return Object.freeze(entries.map((c) => Object.freeze([c.name ?? '', c] as const)));
  },
};

/**
 * The entries of a directory of a repository; a path that is not a directory (a file) is an
 * UnprocessableResponseBody. Entries carry no content (read each with `getFileContents`).
 * `docs`, `docs/` and `/docs` name the same directory; an empty path (or `/`, `.`) names the root.
 * `GET /repos/{owner}/{repo}/contents/{path}`, `GET /repos/{owner}/{repo}/contents` for the root
 */
export const listDirectoryContents: Op<[repository: RepoRef, path: string], WithDescribed<DirectoryContentsOptions, GetContentMembers, 'path'>, Promise<DirectoryList | DirectoryMap>> = /*#__PURE__*/ operation(() => ({
  described: getContentMembers,
  path: '/repos/{owner}/{repo}/contents/{+path}',
  target: /*#__PURE__*/ path(repository),
  args: ['path'],
  params: { path: /*#__PURE__*/ path(directoryPath, 'path'), ref: /*#__PURE__*/ query(required), returnAs: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('list', 'map'), 'return_as') },
  // How to return the entries is the caller's choice, not a query parameter: it goes to the reader, not the wire.
  // The root directory is the route without a path, as the service documents it.
  encode: (values, spec) => {
    const query = Object.fromEntries(Object.entries(spec.query ?? {}).filter(([key]) => key !== 'return_as'));
    const path = values.path === '' ? '/repos/{owner}/{repo}/contents' : spec.path;
    return { ...spec, path, query, returnAs: values.returnAs } as RequestSpec;
  },
  result: directory,
}));

export interface CreateFileOptions extends CallOptions {
  /** The branch to commit to; by default the repository's default branch. */
  branch?: string;
  /** Who commits: `{ name, email, date? }`; by default the authenticated user. */
  committer?: CommitIdentity;
  /** Who wrote it: `{ name, email, date? }`; by default the committer. */
  author?: CommitIdentity;
}

/**
 * Adds a file to a repository in a new commit; `content` (text, sent as UTF-8, or bytes) is
 * sent base64-encoded. `PUT /repos/{owner}/{repo}/contents/{path}`
 */
export const createFile: Op<[repository: RepoRef, path: string, message: string, content: string | Uint8Array], WithDescribed<CreateFileOptions, CreateOrUpdateFileContentsMembers, 'path' | 'message' | 'content'>, Promise<FileCommit>> = /*#__PURE__*/ operation(() => ({
  described: createOrUpdateFileContentsMembers,
  method: 'PUT',
  path: '/repos/{owner}/{repo}/contents/{+path}',
  target: /*#__PURE__*/ path(repository),
  args: ['path', 'message', 'content'],
  params: {
    path: /*#__PURE__*/ path(filePath, 'path'),
    message: /*#__PURE__*/ body(required),
    // By route, the content is the wire's base64, as octokit's callers give it.
    content: /*#__PURE__*/ readByWire(/*#__PURE__*/ body(fileContent), base64Content),
    branch: /*#__PURE__*/ body(required),
    committer: /*#__PURE__*/ body(identity),
    author: /*#__PURE__*/ body(identity),
  },
  auth: 'create_file',
  result: /*#__PURE__*/ one(FileCommit),
}));

/** The README of a repository (GitHub picks the file). `GET /repos/{owner}/{repo}/readme` */
export const getReadme: Op<[repository: RepoRef], WithDescribed<ContentsOptions, GetReadmeMembers>, Promise<Contents>> = /*#__PURE__*/ operation(() => ({
  described: getReadmeMembers,
  path: '/repos/{owner}/{repo}/readme',
  target: /*#__PURE__*/ path(repository),
  params: { ref: /*#__PURE__*/ query(required) },
  result: /*#__PURE__*/ one(Contents),
}));
