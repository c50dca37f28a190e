import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { loginOf, repoOf, type AccountRef, type RepoRef } from '../core/refs.js';
import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { ShortUser } from '../schemas/users.js';

/** The users issues of a repository can be assigned to. `GET /repos/{owner}/{repo}/assignees` */
export function listAssignees(session: Session, repository: RepoRef, options: PageOptions = {}): PageIterator<Infer<typeof ShortUser>> {
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/assignees', params: repoOf(repository), item: ShortUser.wrap }, options);
}

/** Whether issues of a repository can be assigned to a user (true on 204, false on 404). `GET /repos/{owner}/{repo}/assignees/{assignee}` */
export async function isAssignee(session: Session, repository: RepoRef, user: AccountRef, options: CallOptions = {}): Promise<boolean> {
  const params = { ...repoOf(repository), assignee: loginOf(user, 'user') };
  return sendForBool(session, { ...options, path: '/repos/{owner}/{repo}/assignees/{assignee}', params });
}
