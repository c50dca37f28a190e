import { ownerRepo } from './bind.js';
import { getRepository } from '../repos/get-repository.js';

/** Client-level repository operations (§4.2). */
export const repositoryOperations = {
  repository: ownerRepo(getRepository),
};
