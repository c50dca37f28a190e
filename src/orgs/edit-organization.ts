import { flag, oneOf, text } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { updateMembers, type UpdateMembers } from './generated/members/update.js';

export interface OrganizationChanges extends CallOptions {
  /** The (private) address the organization is billed at. */
  billingEmail?: string;
  company?: string;
  /** The publicly shown address. */
  email?: string;
  location?: string;
  /** The shown name (not the login). */
  name?: string;
  description?: string;
  blog?: string;
  twitterUsername?: string;
  hasOrganizationProjects?: boolean;
  hasRepositoryProjects?: boolean;
  /** What members may do on every repository of the organization: `read` (the default), `write`, `admin` or `none`. */
  defaultRepositoryPermission?: 'read' | 'write' | 'admin' | 'none';
  membersCanCreateRepositories?: boolean;
  membersCanCreatePublicRepositories?: boolean;
  membersCanCreatePrivateRepositories?: boolean;
  membersCanCreateInternalRepositories?: boolean;
  webCommitSignoffRequired?: boolean;
}

/**
 * Changes an organization's profile and settings (owners only); only the fields given are
 * sent, and at least one must be. True once changed, false on 404. `PATCH /orgs/{org}`
 */
export const editOrganization: Op<[org: AccountRef], WithDescribed<OrganizationChanges, UpdateMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateMembers,
  method: 'PATCH',
  path: '/orgs/{org}',
  target: /*#__PURE__*/ path(account, 'org'),
  params: {
    billingEmail: /*#__PURE__*/ body(text),
    company: /*#__PURE__*/ body(text),
    email: /*#__PURE__*/ body(text),
    location: /*#__PURE__*/ body(text),
    name: /*#__PURE__*/ body(text),
    description: /*#__PURE__*/ body(text),
    blog: /*#__PURE__*/ body(text),
    twitterUsername: /*#__PURE__*/ body(text),
    hasOrganizationProjects: /*#__PURE__*/ body(flag),
    hasRepositoryProjects: /*#__PURE__*/ body(flag),
    defaultRepositoryPermission: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('read', 'write', 'admin', 'none')),
    membersCanCreateRepositories: /*#__PURE__*/ body(flag),
    membersCanCreatePublicRepositories: /*#__PURE__*/ body(flag),
    membersCanCreatePrivateRepositories: /*#__PURE__*/ body(flag),
    membersCanCreateInternalRepositories: /*#__PURE__*/ body(flag),
    webCommitSignoffRequired: /*#__PURE__*/ body(flag),
  },
  // An empty PATCH changes nothing and would still answer true: say so instead of sending it.
  check: (values) => {
    if (!Object.values(values).some((value) => value !== undefined)) throw new ValidationError('changes', 'must name at least one field to change');
  },
  auth: 'edit',
  result: /*#__PURE__*/ bool(200, 404),
}));
