import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { NumberedRef } from '../core/refs.js';
import { send, sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import { many } from '../schema/fields.js';
import type { Infer } from '../schema/model.js';
import { ShortLabel } from '../schemas/labels.js';
import { issueParams, labelNames, type LabelName } from './object-refs.js';

type Labels = readonly Infer<typeof ShortLabel>[];

const LABELS = '/repos/{owner}/{repo}/issues/{issue_number}/labels';

/** The issue's labels as the service lists them after the change. */
async function labelsAfter(session: Session, spec: Parameters<typeof sendForData>[1]): Promise<Labels> {
  return many(ShortLabel).read((await sendForData(session, spec)).data, '');
}

/** The labels of an issue. `GET /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export function listIssueLabels(session: Session, issue: NumberedRef, options: PageOptions = {}): PageIterator<Infer<typeof ShortLabel>> {
  return new PageIterator(session, { path: LABELS, params: issueParams(issue), item: ShortLabel.wrap }, options);
}

/** Adds labels to an issue, keeping those it has; the issue's labels after. `POST /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export async function addIssueLabels(session: Session, issue: NumberedRef, names: readonly LabelName[], options: CallOptions = {}): Promise<Labels> {
  if (!Array.isArray(names) || names.length === 0) throw new ValidationError('names', 'needs at least one label name');
  return labelsAfter(session, { ...options, method: 'POST', path: LABELS, params: issueParams(issue), body: { labels: labelNames(names, 'names') } });
}

/** Replaces all labels of an issue (an empty list removes them all); the labels after. `PUT /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export async function replaceIssueLabels(session: Session, issue: NumberedRef, labels: readonly LabelName[], options: CallOptions = {}): Promise<Labels> {
  if (!Array.isArray(labels)) throw new ValidationError('labels', 'needs a list of label names');
  return labelsAfter(session, { ...options, method: 'PUT', path: LABELS, params: issueParams(issue), body: { labels: labelNames(labels, 'labels') } });
}

/** Removes one label from an issue; the labels it still has. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}` */
export async function removeIssueLabel(session: Session, issue: NumberedRef, name: LabelName, options: CallOptions = {}): Promise<Labels> {
  const [label] = labelNames([name], 'name');
  return labelsAfter(session, { ...options, method: 'DELETE', path: `${LABELS}/{name}`, params: { ...issueParams(issue), name: label as string } });
}

/** Removes every label from an issue; the (empty) list of labels after. `DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels` */
export async function removeAllIssueLabels(session: Session, issue: NumberedRef, options: CallOptions = {}): Promise<Labels> {
  await send(session, { ...options, method: 'DELETE', path: LABELS, params: issueParams(issue), as: 'none' });
  return Object.freeze([]);
}
