import { sendForBool, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';

/** Whether issues of a repository can be assigned to the user. `GET /repos/{owner}/{repo}/assignees/{assignee}` */
export async function isAssigneeOn(session: Session, user: AccountRef, owner: string, repo: string, options: CallOptions = {}): Promise<boolean> {
  const params = { owner, repo, assignee: loginOf(user, 'user') };
  return sendForBool(session, { ...options, path: '/repos/{owner}/{repo}/assignees/{assignee}', params });
}
