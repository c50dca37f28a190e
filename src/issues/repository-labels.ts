import { ValidationError } from '../errors/validation-error.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Label } from '../schemas/labels.js';
import { nonEmpty } from '../core/validate.js';

/** A colour as the service takes it: six hex digits, a leading `#` dropped. */
export function labelColor(color: string): string {
  const hex = typeof color === 'string' ? color.replace(/^#/, '') : '';
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) throw new ValidationError('color', `must be six hex digits, with or without a leading "#", not ${JSON.stringify(color)}`);
  return hex;
}

/** One label of a repository, by name. `GET /repos/{owner}/{repo}/labels/{name}` */
export async function getLabel(session: Session, repository: RepoRef, name: string, options: CallOptions = {}): Promise<Infer<typeof Label>> {
  const params = { ...repoOf(repository), name };
  return parseReply(Label, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}/labels/{name}', params }));
}

/** The labels of a repository. `GET /repos/{owner}/{repo}/labels` */
export function listRepositoryLabels(session: Session, repository: RepoRef, options: PageOptions = {}): PageIterator<Infer<typeof Label>> {
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/labels', params: repoOf(repository), item: Label.wrap }, options);
}

export interface CreateLabelOptions extends CallOptions {
  description?: string;
}

/** Adds a label to a repository; `color` may carry a leading `#`, which is not sent. `POST /repos/{owner}/{repo}/labels` */
export async function createLabel(session: Session, repository: RepoRef, name: string, color: string, options: CreateLabelOptions = {}): Promise<Infer<typeof Label>> {
  const { description, ...call } = options;
  const params = repoOf(repository);
  nonEmpty('name', name, 'is required and must not be empty');
  const body = { name, color: labelColor(color), description };
  return parseReply(Label, await sendForData(session, { ...call, method: 'POST', path: '/repos/{owner}/{repo}/labels', params, body }));
}
