import { repositoryObject } from '../core/refs.js';


/** A commit comment: `{ owner, repo, id }`, or a parsed comment (its url `…/repos/{owner}/{repo}/comments/{id}`). */
export type CommitCommentRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A commit comment: `{ owner, repo, comment_id }`. */
export const commitComment = /*#__PURE__*/ repositoryObject<CommitCommentRef, 'comment_id'>('comments', 'comment_id', 'comment');
