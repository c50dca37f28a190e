import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Contents } from '../schemas/contents.js';
import type { PullFileRef } from './refs.js';

/**
 * The changed file as it is in the pull request's head: its `contents_url` names the path and
 * the commit (`?ref=`). `GET /repos/{owner}/{repo}/contents/{path}`
 */
export async function getPullFileContents(session: Session, file: PullFileRef, options: CallOptions = {}): Promise<Infer<typeof Contents>> {
  const url = file?.contents_url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new ValidationError('file', 'needs a parsed pull request file with its contents_url');
  return parseReply(Contents, await sendForData(session, { ...options, path: url }));
}
