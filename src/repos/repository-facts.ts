import { flag, required } from '../core/codec.js';
import { operation, path, query, type Op } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions, RequestSpec } from '../core/request.js';
import { list, one, reads } from '../core/results.js';
import { unreadable } from '../schema/model.js';
import { Contributor } from '../schemas/contributors.js';
import { RepositoryLicense } from '../schemas/licenses.js';

/** A language of a repository and the bytes of code written in it. */
export type LanguageBytes = readonly [language: string, bytes: number];

/**
 * The languages of a repository as `[language, bytes]` pairs, most bytes first (the service's
 * order). `GET /repos/{owner}/{repo}/languages`
 */
export const listLanguages: Op<[repository: RepoRef], CallOptions, Promise<readonly LanguageBytes[]>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/languages',
  target: path(repository),
  result: reads((reply) => {
    const data = reply.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw unreadable('', 'expected an object of languages and byte counts', data, reply.url);
    return Object.freeze(
      Object.entries(data as Record<string, unknown>).map(([language, bytes]) => {
        if (typeof bytes !== 'number' || !Number.isFinite(bytes)) throw unreadable(language, 'expected a number of bytes', data, reply.url);
        return Object.freeze([language, bytes] as const);
      }),
    );
  }),
});

export interface RepositoryLicenseOptions extends CallOptions {
  /** The branch, tag or commit to read the license file from; by default the default branch. */
  ref?: string;
}

/**
 * The license file of a repository, its content decoded (`decoded`, `text`), with the license
 * GitHub detected in it. `GET /repos/{owner}/{repo}/license`
 */
export const getRepositoryLicense: Op<[repository: RepoRef], RepositoryLicenseOptions, Promise<RepositoryLicense>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/license',
  target: path(repository),
  params: { ref: query(required) },
  result: one(RepositoryLicense),
});

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
export const listContributors: Op<[repository: RepoRef], ContributorsOptions, PageIterator<Contributor>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/contributors',
  target: path(repository),
  params: { anon: query(flag) },
  encode: anonOnlyWhenTrue,
  result: list(Contributor),
});
