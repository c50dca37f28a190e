export { getIssue } from './get-issue.js';
export { listRepositoryIssues, type RepositoryIssuesOptions } from './list-repository-issues.js';
export type { IssueFilters, RepositoryIssueFilters } from './filters.js';
