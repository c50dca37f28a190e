import type { DocumentedOperation } from './table.js';

/** Users, keys, plans, organizations and teams. */
export const userOrgRows: readonly DocumentedOperation[] = [
];
