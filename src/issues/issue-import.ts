import { flag, listOf, positive, required, text, timestamp } from '../core/codec.js';
import { body, operation, path, query, type Op, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, repository, type AccountRef, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { ImportedIssue } from '../models/imported-issues.js';
import { importedComment, type ImportedComment } from './codecs.js';
import { labelName, type LabelName } from './object-refs.js';

export type { ImportedComment } from './codecs.js';

/** The issue import API is a preview: the service answers only this media type. */
export const IMPORT_MEDIA_TYPE = 'application/vnd.github.golden-comet-preview+json';

export interface ImportIssueOptions extends CallOptions {
  /** A login (or user). */
  assignee?: AccountRef;
  /** The milestone's number. */
  milestone?: number;
  closed?: boolean;
  /** Label names (or parsed labels). */
  labels?: readonly LabelName[];
  comments?: readonly ImportedComment[];
}

/**
 * Imports an issue with its comments in one request; the service queues it and answers 202
 * with the import's status (`pending`). `POST /repos/{owner}/{repo}/import/issues`
 */
export const importIssue: Op<[repository: RepoRef, title: string, body: string, createdAt: Date | string], ImportIssueOptions, Promise<ImportedIssue>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/repos/{owner}/{repo}/import/issues',
  target: /*#__PURE__*/ path(repository),
  args: ['title', 'body', 'createdAt'],
  params: {
    title: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(text),
    createdAt: /*#__PURE__*/ body(timestamp),
    assignee: /*#__PURE__*/ body(account),
    milestone: /*#__PURE__*/ body(positive),
    closed: /*#__PURE__*/ body(flag),
    labels: /*#__PURE__*/ body(/*#__PURE__*/ listOf(labelName)),
    comments: /*#__PURE__*/ body(/*#__PURE__*/ listOf(importedComment)),
  },
  accept: IMPORT_MEDIA_TYPE,
  // The issue's fields go under `issue`, its comments beside it.
  encode: (_, spec) => {
    const { comments, ...issue } = spec.body as Record<string, unknown>;
    return { ...spec, body: comments === undefined ? { issue } : { issue, comments } };
  },
  result: /*#__PURE__*/ one(ImportedIssue),
}));

/** The status of one issue import. `GET /repos/{owner}/{repo}/import/issues/{id}` */
export const getImportedIssue: Op<[repository: RepoRef, id: number], CallOptions, Promise<ImportedIssue>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/import/issues/{id}',
  target: /*#__PURE__*/ path(repository),
  args: ['id'],
  params: { id: /*#__PURE__*/ path(positive) },
  accept: IMPORT_MEDIA_TYPE,
  result: /*#__PURE__*/ one(ImportedIssue),
}));

export interface ImportedIssuesOptions extends PageOptions {
  /** Only imports since then: a Date, an ISO 8601 string or a day (`YYYY-MM-DD`). */
  since?: Date | string;
}

/** The issue imports of a repository. `GET /repos/{owner}/{repo}/import/issues` */
export const listImportedIssues: Op<[repository: RepoRef], ImportedIssuesOptions, PageIterator<ImportedIssue>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/import/issues',
  target: /*#__PURE__*/ path(repository),
  params: { since: /*#__PURE__*/ query(timestamp) },
  accept: IMPORT_MEDIA_TYPE,
  result: /*#__PURE__*/ list(ImportedIssue),
}));
