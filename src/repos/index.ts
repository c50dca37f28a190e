export { getRepository } from './get-repository.js';
export { createRepository, type NewRepositoryOptions } from './create-repository.js';
export {
  listRepositories,
  listUserRepositories,
  listAllRepositories,
  type OwnRepositoriesOptions,
  type UserRepositoriesOptions,
  type AllRepositoriesOptions,
} from './list-repositories.js';
export { listStarred, listStarredBy, listStarredRepositories, isStarred, STAR_MEDIA_TYPE, type StarredOptions } from './starred.js';
export { listSubscriptions, listUserSubscriptions, isSubscribed } from './subscriptions.js';
