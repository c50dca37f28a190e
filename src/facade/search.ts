import { searchCode, searchIssues, searchRepositories, searchUsers } from '../search/search.js';

/** Client-level searches: each a SearchIterator over the results of one query. */
export const searchOperations = {
  searchCode: searchCode,
  searchIssues: searchIssues,
  searchRepositories: searchRepositories,
  searchUsers: searchUsers,
};
