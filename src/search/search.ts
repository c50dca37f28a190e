import { flag, oneOf } from '../core/codec.js';
import { type WithDescribed, joined, operation, query, type Op, search } from '../core/operation.js';
import type { PageOptions, SearchIterator } from '../core/page-iterator.js';
import { CodeSearchResult, IssueSearchResult, RepositorySearchResult, UserSearchResult } from '../models/search.js';
import { codeSearchQuery, order, searchQuery, textMatchAccept } from './codecs.js';
import { codeMembers, type CodeMembers } from './generated/members/code.js';
import { issuesAndPullRequestsMembers, type IssuesAndPullRequestsMembers } from './generated/members/issues-and-pull-requests.js';
import { reposMembers, type ReposMembers } from './generated/members/repos.js';
import { usersMembers, type UsersMembers } from './generated/members/users.js';

/**
 * Searches are listings of a kind of their own: the iterator tells how many results the
 * service found (`totalCount`), whether it gave up early (`incompleteResults`), and stops at
 * the 1,000 results the service serves of any search (`capped`). The query is text, terms and
 * qualifiers together (`tetris language:assembly stars:>10`).
 */

export interface SearchOptions extends PageOptions {
  /** `desc` (the service's default) or `asc`; read only with a `sort`. */
  order?: 'asc' | 'desc';
  /** Ask for the text-match media type: each result then carries `text_matches`. */
  textMatch?: boolean;
}

export interface SearchCodeOptions extends SearchOptions {
  /** `indexed` (when the file was last indexed); by default, best match. */
  sort?: 'indexed';
}

export interface SearchIssuesOptions extends SearchOptions {
  /** By default, best match. */
  sort?:
    | 'comments'
    | 'reactions'
    | 'reactions-+1'
    | 'reactions--1'
    | 'reactions-smile'
    | 'reactions-thinking_face'
    | 'reactions-heart'
    | 'reactions-tada'
    | 'interactions'
    | 'created'
    | 'updated';
}

export interface SearchRepositoriesOptions extends SearchOptions {
  /** By default, best match. */
  sort?: 'stars' | 'forks' | 'help-wanted-issues' | 'updated';
}

export interface SearchUsersOptions extends SearchOptions {
  /** By default, best match. */
  sort?: 'followers' | 'repositories' | 'joined';
}

const common = { order: /*#__PURE__*/ query(order), textMatch: /*#__PURE__*/ query(flag) };

/**
 * Files whose content or path matches a query, in default branches; the query needs a term,
 * not only qualifiers (`addClass in:file language:js repo:jquery/jquery`). The service asks for
 * an authenticated session on api.github.com. `GET /search/code`
 */
export const searchCode: Op<[query: string], WithDescribed<SearchCodeOptions, CodeMembers, 'query'>, SearchIterator<CodeSearchResult>> = /*#__PURE__*/ operation(() => ({
  described: codeMembers,
  path: '/search/code',
  args: ['query'],
  params: /*#__PURE__*/ joined({ query: /*#__PURE__*/ query(codeSearchQuery, 'q'), sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('indexed')) }, common),
  encode: textMatchAccept,
  result: /*#__PURE__*/ search(CodeSearchResult),
}));

/** Issues and pull requests matching a query (`windows label:bug state:open`). `GET /search/issues` */
export const searchIssues: Op<[query: string], WithDescribed<SearchIssuesOptions, IssuesAndPullRequestsMembers, 'query'>, SearchIterator<IssueSearchResult>> = /*#__PURE__*/ operation(() => ({
  described: issuesAndPullRequestsMembers,
  path: '/search/issues',
  args: ['query'],
  params: /*#__PURE__*/ joined(
    {
      query: /*#__PURE__*/ query(searchQuery, 'q'),
      sort: /*#__PURE__*/ query(
        /*#__PURE__*/ oneOf('comments', 'reactions', 'reactions-+1', 'reactions--1', 'reactions-smile', 'reactions-thinking_face', 'reactions-heart', 'reactions-tada', 'interactions', 'created', 'updated'),
      ),
    },
    common,
  ),
  encode: textMatchAccept,
  result: /*#__PURE__*/ search(IssueSearchResult),
}));

/** Repositories matching a query (`tetris language:assembly`). `GET /search/repositories` */
export const searchRepositories: Op<[query: string], WithDescribed<SearchRepositoriesOptions, ReposMembers, 'query'>, SearchIterator<RepositorySearchResult>> = /*#__PURE__*/ operation(() => ({
  described: reposMembers,
  path: '/search/repositories',
  args: ['query'],
  params: /*#__PURE__*/ joined({ query: /*#__PURE__*/ query(searchQuery, 'q'), sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('stars', 'forks', 'help-wanted-issues', 'updated')) }, common),
  encode: textMatchAccept,
  result: /*#__PURE__*/ search(RepositorySearchResult),
}));

/** Users and organizations matching a query (`tom repos:>42 followers:>1000`). `GET /search/users` */
export const searchUsers: Op<[query: string], WithDescribed<SearchUsersOptions, UsersMembers, 'query'>, SearchIterator<UserSearchResult>> = /*#__PURE__*/ operation(() => ({
  described: usersMembers,
  path: '/search/users',
  args: ['query'],
  params: /*#__PURE__*/ joined({ query: /*#__PURE__*/ query(searchQuery, 'q'), sort: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('followers', 'repositories', 'joined')) }, common),
  encode: textMatchAccept,
  result: /*#__PURE__*/ search(UserSearchResult),
}));
