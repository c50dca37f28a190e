import { ForbiddenError } from '../errors/forbidden-error.js';

/**
 * 403 to suspending or unsuspending a user: the installation uses a directory login service
 * (LDAP sync), which manages suspension itself, or the account may not be changed (one's own).
 * The message is the service's own, which says which. A ForbiddenError too.
 */
export class SuspensionRefused extends ForbiddenError {}
