import { operation, path, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { PagesBuild, PagesInfo } from '../models/pages.js';

/** The GitHub Pages site of a repository (404 when it has none). `GET /repos/{owner}/{repo}/pages` */
export const getPages: Op<[repository: RepoRef], CallOptions, Promise<PagesInfo>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pages',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ one(PagesInfo),
}));

/** The builds of a repository's GitHub Pages site, newest first. `GET /repos/{owner}/{repo}/pages/builds` */
export const listPagesBuilds: Op<[repository: RepoRef], PageOptions, PageIterator<PagesBuild>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pages/builds',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ list(PagesBuild),
}));

/** The latest build of a repository's GitHub Pages site. `GET /repos/{owner}/{repo}/pages/builds/latest` */
export const getLatestPagesBuild: Op<[repository: RepoRef], CallOptions, Promise<PagesBuild>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/pages/builds/latest',
  target: /*#__PURE__*/ path(repository),
  result: /*#__PURE__*/ one(PagesBuild),
}));
