export { getOrganization } from './get-organization.js';
export { listAllOrganizations, listOrganizations, listUserOrganizations, type AllOrganizationsOptions } from './list-organizations.js';
export { listOwnOrganizationMemberships, getOwnOrganizationMembership, activateOwnOrganizationMembership, type MembershipsOptions } from './memberships.js';
export { sameOrganization } from './equality.js';
