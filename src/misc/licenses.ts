import { segment } from '../core/codec.js';
import { type WithDescribed, operation, path, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { CallOptions } from '../core/types.js';
import { License, ShortLicense } from '../models/licenses.js';
import { getAllCommonlyUsedMembers, type GetAllCommonlyUsedMembers } from './generated/members/licenses-get-all-commonly-used.js';

/** One license with its text and terms, by key (`mit`). `GET /licenses/{license}` */
export const getLicense: Op<[license: string], CallOptions, Promise<License>> = /*#__PURE__*/ operation(() => ({
  path: '/licenses/{license}',
  target: /*#__PURE__*/ path(segment, 'license'),
  result: /*#__PURE__*/ one(License),
}));

/** The commonly used licenses. `GET /licenses` */
export const listLicenses: Op<[], WithDescribed<PageOptions, GetAllCommonlyUsedMembers>, PageIterator<ShortLicense>> = /*#__PURE__*/ operation(() => ({
  described: getAllCommonlyUsedMembers,
  path: '/licenses',
  result: /*#__PURE__*/ list(ShortLicense),
}));
