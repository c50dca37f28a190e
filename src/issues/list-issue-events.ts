import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import type { NumberedRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { IssueEvent } from '../schemas/issue-events.js';
import { issueParams } from './object-refs.js';

/** What happened to an issue (closed, labeled, assigned, …), oldest first. `GET /repos/{owner}/{repo}/issues/{issue_number}/events` */
export function listIssueEvents(session: Session, issue: NumberedRef, options: PageOptions = {}): PageIterator<Infer<typeof IssueEvent>> {
  return new PageIterator(session, { path: '/repos/{owner}/{repo}/issues/{issue_number}/events', params: issueParams(issue), item: IssueEvent.wrap }, options);
}
