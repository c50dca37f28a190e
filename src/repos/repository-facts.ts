import { flag, required } from '../core/codec.js';
import { type WithDescribed, operation, path, query, type Op, list, one } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions, RequestSpec } from '../core/types.js';
import { unreadable } from '../models/library/model.js';
import { Contributor } from '../models/contributors.js';
import { RepositoryLicense } from '../models/licenses.js';
import { getForRepoMembers, type GetForRepoMembers } from './generated/members/licenses-get-for-repo.js';
import { listContributorsMembers, type ListContributorsMembers } from './generated/members/list-contributors.js';

/** A language of a repository and the bytes of code written in it. */
export type LanguageBytes = readonly [language: string, bytes: number];

function languageBytes(raw: unknown, where: string): LanguageBytes {
  const [language, bytes] = raw as [string, unknown];
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) throw unreadable(`${where}.${language}`, 'expected a number of bytes', bytes);
  return Object.freeze([language, bytes] as const);
}

/**
 * The languages of a repository as `[language, bytes]` pairs, most bytes first (the service's
 * order): a listing like every other, though the service answers them in one object.
 * `GET /repos/{owner}/{repo}/languages`
 */
export const listLanguages: Op<[repository: RepoRef], Omit<PageOptions, 'perPage'>, PageIterator<LanguageBytes>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/languages',
  target: /*#__PURE__*/ path(repository),
  result: {
    sync: true,
    run: (session, spec, options) => new PageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: languageBytes, unpaged: true, entries: true }, options),
  },
}));

export interface RepositoryLicenseOptions extends CallOptions {
  /** The branch, tag or commit to read the license file from; by default the default branch. */
  ref?: string;
}

/**
 * The license file of a repository, its content decoded (`decoded`, `text`), with the license
 * GitHub detected in it. `GET /repos/{owner}/{repo}/license`
 */
export const getRepositoryLicense: Op<[repository: RepoRef], WithDescribed<RepositoryLicenseOptions, GetForRepoMembers>, Promise<RepositoryLicense>> = /*#__PURE__*/ operation(() => ({
  described: getForRepoMembers,
  path: '/repos/{owner}/{repo}/license',
  target: /*#__PURE__*/ path(repository),
  params: { ref: /*#__PURE__*/ query(required) },
  result: /*#__PURE__*/ one(RepositoryLicense),
}));

export interface ContributorsOptions extends PageOptions {
  /** true also lists contributors without a GitHub account (by name and email). Default false. */
  anon?: boolean;
}

/** `anon` goes on the wire only when true: the description documents only `1` and `true` as its values. */
function anonOnlyWhenTrue(values: Readonly<Record<string, unknown>>, spec: RequestSpec): RequestSpec {
  if (values.anon !== false) return spec;
  return { ...spec, query: Object.fromEntries(Object.entries(spec.query ?? {}).filter(([key]) => key !== 'anon')) };
}

/**
 * The contributors of a repository, most commits first; an empty repository lists none (204).
 * `GET /repos/{owner}/{repo}/contributors`
 */
export const listContributors: Op<[repository: RepoRef], WithDescribed<ContributorsOptions, ListContributorsMembers>, PageIterator<Contributor>> = /*#__PURE__*/ operation(() => ({
  described: listContributorsMembers,
  path: '/repos/{owner}/{repo}/contributors',
  target: /*#__PURE__*/ path(repository),
  params: { anon: /*#__PURE__*/ query(flag) },
  encode: anonOnlyWhenTrue,
  result: /*#__PURE__*/ list(Contributor),
}));
