import type { DocumentedOperation } from './table.js';

/** Pull requests, issues, and their comments, labels and milestones. */
export const issuePullRows: readonly DocumentedOperation[] = [
];
