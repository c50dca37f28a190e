export { searchCode, searchIssues, searchRepositories, searchUsers, type SearchOptions, type SearchCodeOptions, type SearchIssuesOptions, type SearchRepositoriesOptions, type SearchUsersOptions } from './search.js';
export { TEXT_MATCH_MEDIA_TYPE } from './codecs.js';
