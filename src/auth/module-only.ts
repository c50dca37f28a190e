// What hubops/auth exports and the root hubops does not (see actions-context.ts).
export { actionsContext } from './actions-context.js';
