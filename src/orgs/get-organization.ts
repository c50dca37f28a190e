import { operation, path, type Op, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Organization } from '../models/organizations.js';

/** One organization by login (or parsed data of it, e.g. a ShortOrganization from a listing). `GET /orgs/{org}` */
export const getOrganization: Op<[org: AccountRef], CallOptions, Promise<Organization>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'org'),
  result: /*#__PURE__*/ one(Organization),
}));
