import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { listIssues, listOrganizationIssues, listUserIssues, type UserIssuesOptions } from '../../src/issues/list-issues.js';
import type { Session } from '../../src/core/types.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-user-issues' });

type Listing = (session: Session, options?: UserIssuesOptions) => ReturnType<typeof listIssues>;

const listings: [string, Listing, string, string][] = [
  ['listIssues (issues)', listIssues, 'openapi/issues.list', '/issues'],
  ['listUserIssues (user_issues)', listUserIssues, 'openapi/issues.list-for-authenticated-user', '/user/issues'],
  ['listOrganizationIssues (organization_issues)', (session, options) => listOrganizationIssues(session, 'github', options), 'openapi/issues.list-for-org', '/orgs/github/issues'],
];

describe.each(listings)('%s', (_, list, recording, path) => {
  it('asks for the first page and yields ShortIssue items under their documented names', async () => {
    const served = replay(recording);
    const { session, sent } = authed();
    const issues = await list(session).toArray();
    expectRequest(sent[0], { method: 'GET', path, query: { per_page: '100' }, headers: { authorization: 'token test-token-user-issues' } });
    served.done();

    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue?.id).toBe(1);
    expect(issue?.number).toBe(1347);
    expect(issue?.title).toBe('Found a bug');
    expect(issue?.state).toBe('open');
    expect(issue?.locked).toBe(true);
    expect(issue?.comments_count).toBe(0);
    expect(issue?.user?.login).toBe('octocat');
    expect(issue?.assignee?.login).toBe('octocat');
    expect(issue?.original_labels?.map((l) => [l.name, l.color])).toEqual([['bug', 'f29513']]);
    expect(issue?.milestone?.number).toBe(1);
    expect(issue?.pull_request_urls?.html_url).toBe('https://github.com/octocat/Hello-World/pull/1347');
    expect(issue?.repository?.full_name).toBe('octocat/Hello-World');
    expect(issue?.created_at).toEqual(new Date('2011-04-22T13:33:48Z'));
    expect(issue?.closed_at).toBeNull();
  });

  const filterCases: [string, UserIssuesOptions, Record<string, string>][] = [
    ['filter assigned', { filter: 'assigned' }, { filter: 'assigned' }],
    ['filter created', { filter: 'created' }, { filter: 'created' }],
    ['filter mentioned', { filter: 'mentioned' }, { filter: 'mentioned' }],
    ['filter subscribed', { filter: 'subscribed' }, { filter: 'subscribed' }],
    ['filter all', { filter: 'all' }, { filter: 'all' }],
    ['state all', { state: 'all' }, { state: 'all' }],
    ['state closed', { state: 'closed' }, { state: 'closed' }],
    ['labels', { labels: ['bug', 'ui'] }, { labels: 'bug,ui' }],
    ['sort and direction', { sort: 'updated', direction: 'asc' }, { sort: 'updated', direction: 'asc' }],
    ['since as a Date', { since: new Date('2011-04-22T13:33:48Z') }, { since: '2011-04-22T13:33:48Z' }],
    ['since as ISO text', { since: '2011-04-22T13:33:48+02:00' }, { since: '2011-04-22T13:33:48+02:00' }],
  ];

  it.each(filterCases)('sends the filter: %s', async (__, filters, query) => {
    nock('https://api.github.com').get(path).query({ ...query, per_page: '100' }).reply(200, documentedResponse(recording) as object[]);
    const { session, sent } = authed();
    expect(await list(session, filters).toArray()).toHaveLength(1);
    expectRequest(sent[0], { method: 'GET', path, query: { ...query, per_page: '100' } });
  });

  it('an unreadable item names the request it came from', async () => {
    nock('https://api.github.com').get(path).query({ per_page: '100' }).reply(200, [{ id: 'one' }]);
    const { session } = authed();
    await expect(list(session).toArray()).rejects.toMatchObject({ path: '[0].id', url: `https://api.github.com${path}?per_page=100` });
  });

  it('needs an authenticated session: nothing is sent without one', () => {
    const { session, sent } = capturedSession();
    expect(() => list(session)).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['filter', { filter: 'everything' as 'all' }],
    ['state', { state: 'merged' as 'open' }],
    ['sort', { sort: 'popularity' as 'created' }],
    ['direction', { direction: 'up' as 'asc' }],
    ['since', { since: 'last week' }],
    ['labels', { labels: 'bug,ui' as unknown as string[] }],
    ['milestone', { milestone: 1 } as UserIssuesOptions],
  ])('refuses a bad %s before sending', (name, filters) => {
    const { session, sent } = authed();
    expect(() => list(session, filters)).toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('listOrganizationIssues', () => {
  it('takes an organization as parsed data too', async () => {
    nock('https://api.github.com').get('/orgs/github/issues').query({ per_page: '100' }).reply(200, []);
    const { session, sent } = authed();
    expect(await listOrganizationIssues(session, { login: 'github' }).toArray()).toEqual([]);
    expectRequest(sent[0], { method: 'GET', path: '/orgs/github/issues', query: { per_page: '100' } });
  });

  it('refuses a bad organization before sending', () => {
    const { session, sent } = authed();
    expect(() => listOrganizationIssues(session, '..')).toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(() => listOrganizationIssues(session, { login: null })).toThrow(expect.objectContaining({ parameter: 'org' }));
    expect(sent).toHaveLength(0);
  });
});
