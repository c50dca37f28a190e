import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repoOf, type RepoRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { RepositoryIssueEvent } from '../schemas/issue-events.js';

/** Events of every issue of a repository, each naming its issue. `GET /repos/{owner}/{repo}/issues/events` */
export function listRepositoryIssueEvents(session: Session, repository: RepoRef, options: PageOptions = {}): PageIterator<Infer<typeof RepositoryIssueEvent>> {
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/issues/events', params: repoOf(repository), item: RepositoryIssueEvent.wrap }, options);
}
