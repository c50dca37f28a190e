import type { DocumentedOperation } from './table.js';

/** A repository's operations. */
export const repositoryRows: readonly DocumentedOperation[] = [
];
