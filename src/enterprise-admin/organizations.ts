import { required } from '../core/codec.js';
import { type WithDescribed, body, operation, type Op, one } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ShortOrganization } from '../models/organizations.js';
import { createOrgMembers, type CreateOrgMembers } from './generated/members/create-org.js';

export interface CreateOrganizationOptions extends CallOptions {
  /** The organization's display name. */
  profileName?: string;
}

/**
 * Creates an organization on a self-hosted installation (site administrators), managed by the
 * user `admin`. `POST /admin/organizations`
 */
export const createOrganization: Op<[login: string, admin: AccountRef], WithDescribed<CreateOrganizationOptions, CreateOrgMembers, 'login' | 'admin'>, Promise<ShortOrganization>> = /*#__PURE__*/ operation(() => ({
  described: createOrgMembers,
  method: 'POST',
  path: '/admin/organizations',
  args: ['login', 'admin'],
  params: { login: /*#__PURE__*/ body(required), admin: /*#__PURE__*/ body(account), profileName: /*#__PURE__*/ body(required) },
  auth: 'create_organization',
  result: /*#__PURE__*/ one(ShortOrganization),
}));
