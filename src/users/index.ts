export { getUser } from './get-user.js';
export { listAllUsers, type AllUsersOptions } from './list-all-users.js';
