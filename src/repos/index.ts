export { getRepository } from './get-repository.js';
