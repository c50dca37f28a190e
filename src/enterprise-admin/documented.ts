export { getAdminStats, statsType, type AdminStats, type AdminStatsType } from './stats.js';
export { promoteUser, demoteUser } from './site-admin.js';
export { suspendUser, unsuspendUser, type SuspensionOptions } from './suspension.js';
export { SuspensionRefused } from './suspension-refused.js';
export { createUser, renameUser, deleteUser, type CreateUserOptions } from './users.js';
export { impersonateUser, revokeImpersonation, type ImpersonationOptions } from './impersonation.js';
export { createOrganization, type CreateOrganizationOptions } from './organizations.js';
