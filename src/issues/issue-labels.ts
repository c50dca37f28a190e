import { listOf } from '../core/codec.js';
import { body, operation, path, type Op, type Result, items, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { issue, type NumberedRef } from '../core/refs.js';
import { send } from '../core/request.js';
import type { CallOptions } from '../core/types.js';
import { ShortLabel } from '../models/labels.js';
import { labelName, type LabelName } from './object-refs.js';

type Labels = readonly ShortLabel[];

/** The issue's labels as the service lists them after the change. */
const labelsAfter = /*#__PURE__*/ items(ShortLabel);

/** The service answers 204 once every label is removed: none are left. */
const noLabels: Result<Promise<Labels>> = { run: async (session, spec) => (await send(session, { ...spec, as: 'none' }), Object.freeze([])) };

/** The labels of an issue. `GET /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export const listIssueLabels: Op<[issue: NumberedRef], PageOptions, PageIterator<ShortLabel>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
  target: /*#__PURE__*/ path(issue),
  result: /*#__PURE__*/ list(ShortLabel),
}));

/** Adds labels to an issue, keeping those it has; the issue's labels after. `POST /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export const addIssueLabels: Op<[issue: NumberedRef, names: readonly LabelName[]], CallOptions, Promise<Labels>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
  target: /*#__PURE__*/ path(issue),
  args: ['names'],
  params: { names: /*#__PURE__*/ body(/*#__PURE__*/ listOf(labelName, { nonEmpty: true }), 'labels') },
  result: labelsAfter,
}));

/** Replaces all labels of an issue (an empty list removes them all); the labels after. `PUT /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export const replaceIssueLabels: Op<[issue: NumberedRef, labels: readonly LabelName[]], CallOptions, Promise<Labels>> = /*#__PURE__*/ operation(() => ({
  method: 'PUT',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
  target: /*#__PURE__*/ path(issue),
  args: ['labels'],
  params: { labels: /*#__PURE__*/ body(/*#__PURE__*/ listOf(labelName)) },
  result: labelsAfter,
}));

/** Removes one label from an issue; the labels it still has. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}` */
export const removeIssueLabel: Op<[issue: NumberedRef, name: LabelName], CallOptions, Promise<Labels>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
  target: /*#__PURE__*/ path(issue),
  args: ['name'],
  params: { name: /*#__PURE__*/ path(labelName) },
  result: labelsAfter,
}));

/** Removes every label from an issue; the (empty) list of labels after. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export const removeAllIssueLabels: Op<[issue: NumberedRef], CallOptions, Promise<Labels>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
  target: /*#__PURE__*/ path(issue),
  result: noLabels,
}));
