import { ownerRepo } from './bind.js';
import { getRepository } from '../repos/get-repository.js';

/** Client-level repository operations. */
export const repositoryOperations = {
  repository: /*#__PURE__*/ ownerRepo(getRepository),
};
