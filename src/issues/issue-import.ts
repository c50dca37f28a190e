import { ValidationError } from '../errors/validation-error.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, positive, timestamp } from '../core/validate.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { ImportedIssue } from '../schemas/imported-issues.js';

/** The issue import API is a preview: the service answers only this media type. */
export const IMPORT_MEDIA_TYPE = 'application/vnd.github.golden-comet-preview+json';

/** A comment of an imported issue. */
export interface ImportedComment {
  body: string;
  /** When it was written: a Date or an ISO 8601 string. */
  createdAt?: Date | string;
}

export interface ImportIssueOptions extends CallOptions {
  /** A login. */
  assignee?: string;
  /** The milestone's number. */
  milestone?: number;
  closed?: boolean;
  /** Label names. */
  labels?: readonly string[];
  comments?: readonly ImportedComment[];
}

function previewHeaders(options: CallOptions): Record<string, string> {
  return { accept: IMPORT_MEDIA_TYPE, ...options.headers };
}

function importedComments(comments: readonly ImportedComment[] | undefined): { body: string; created_at?: string }[] | undefined {
  return comments?.map((comment, i) => {
    if (typeof comment?.body !== 'string') throw new ValidationError(`comments[${i}].body`, 'is required');
    return { body: comment.body, created_at: timestamp(`comments[${i}].createdAt`, comment.createdAt) };
  });
}

/**
 * Imports an issue with its comments in one request; the service queues it and answers 202
 * with the import's status (`pending`). `POST /repos/{owner}/{repo}/import/issues`
 */
export async function importIssue(session: Session, repository: RepoRef, title: string, body: string, createdAt: Date | string, options: ImportIssueOptions = {}): Promise<Infer<typeof ImportedIssue>> {
  const { assignee, milestone, closed, labels, comments, ...call } = options;
  const params = repoOf(repository);
  nonEmpty('title', title, 'is required and must not be empty');
  if (typeof body !== 'string') throw new ValidationError('body', 'is required');
  if (createdAt === undefined) throw new ValidationError('createdAt', 'is required');
  const issue = { title, body, created_at: timestamp('createdAt', createdAt), assignee, milestone: milestone === undefined ? undefined : positive('milestone', milestone), closed, labels };
  const payload = { issue, comments: importedComments(comments) };
  const reply = await sendForData(session, { ...call, headers: previewHeaders(call), method: 'POST', path: '/repos/{owner}/{repo}/import/issues', params, body: payload });
  return parseReply(ImportedIssue, reply);
}

/** The status of one issue import. `GET /repos/{owner}/{repo}/import/issues/{id}` */
export async function getImportedIssue(session: Session, repository: RepoRef, id: number, options: CallOptions = {}): Promise<Infer<typeof ImportedIssue>> {
  const params = { ...repoOf(repository), id: positive('id', id) };
  return parseReply(ImportedIssue, await sendForData(session, { ...options, headers: previewHeaders(options), path: '/repos/{owner}/{repo}/import/issues/{id}', params }));
}

export interface ImportedIssuesOptions extends PageOptions {
  /** Only imports since then: a Date, an ISO 8601 string or a day (`YYYY-MM-DD`). */
  since?: Date | string;
}

/** The issue imports of a repository. `GET /repos/{owner}/{repo}/import/issues` */
export function listImportedIssues(session: Session, repository: RepoRef, options: ImportedIssuesOptions = {}): PageIterator<Infer<typeof ImportedIssue>> {
  const { since, ...page } = options;
  const query = { since: timestamp('since', since) };
  const listing = { path: '/repos/{owner}/{repo}/import/issues', params: repoOf(repository), query, item: ImportedIssue.wrap };
  return new PageIterator(session, listing, { ...page, headers: previewHeaders(page) });
}
