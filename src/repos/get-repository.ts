import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Repository } from '../schemas/repositories.js';

/** One repository. `GET /repos/{owner}/{repo}` */
export async function getRepository(session: Session, owner: string, repo: string, options: CallOptions = {}): Promise<Infer<typeof Repository>> {
  return parseReply(Repository, await sendForData(session, { ...options, path: '/repos/{owner}/{repo}', params: { owner, repo } }));
}
