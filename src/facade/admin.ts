import { createOrganization } from '../enterprise-admin/organizations.js';
import { impersonateUser, revokeImpersonation } from '../enterprise-admin/impersonation.js';
import { demoteUser, promoteUser } from '../enterprise-admin/site-admin.js';
import { getAdminStats } from '../enterprise-admin/stats.js';
import { suspendUser, unsuspendUser } from '../enterprise-admin/suspension.js';
import { createUser, deleteUser, renameUser } from '../enterprise-admin/users.js';

/** Site administration of a self-hosted installation, at client level. @selfHosted */
export const adminOperations = {
  adminStats: getAdminStats,
  createUser: createUser,
  createOrganization: createOrganization,
};

/** Administrator operations on a user of a self-hosted installation: the user comes first. @namespace User @selfHosted */
export const adminUserOperations = {
  delete: deleteUser,
  demote: demoteUser,
  promote: promoteUser,
  suspend: suspendUser,
  unsuspend: unsuspendUser,
  rename: renameUser,
  impersonate: impersonateUser,
  revokeImpersonation: revokeImpersonation,
};
