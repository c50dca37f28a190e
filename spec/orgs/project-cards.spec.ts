import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import { INERTIA } from '../../src/core/classic.js';
import { deleteProjectCard, getProjectCard, getProjectCardIssue, getProjectCardPullRequest, moveProjectCard, updateProjectCard } from '../../src/orgs/project-cards.js';
import { fromDict } from '../../src/models/library/objects.js';
import { ProjectCard } from '../../src/models/projects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';
import { rejection } from '../support/rejection.js';

const authed = () => capturedSession({ token: 'test-token-cards' });
const preview = { accept: INERTIA };

/** The recorded card, showing the content at `contentUrl` (a card made by the test, from recorded data). */
function cardShowing(contentUrl: string | null): ProjectCard {
  return fromDict(ProjectCard, { ...(documentedResponse('live/projects.get-card') as object), content_url: contentUrl, note: null });
}

describe('getProjectCard / updateProjectCard / moveProjectCard / deleteProjectCard (project_card, ProjectCard.update/move/delete)', () => {
  it('gets, updates, moves and deletes a card (live)', async () => {
    const served = ['get-card', 'update-card', 'move-card', 'delete-card'].map((n) => replay(`live/projects.${n}`));
    const { session, sent } = authed();
    const card = await getProjectCard(session, 632811);
    expectRequest(sent[0], { method: 'GET', path: '/projects/columns/cards/632811', headers: preview });
    expect([card.id, card.note, card.column_url, card.archived]).toEqual([632811, 'octocard', 'https://api.github.com/projects/columns/290511', null]);
    expect(card.updated_at).toEqual(new Date('2016-10-31T04:07:58Z'));
    const updated = await updateProjectCard(session, { id: 632813 }, { note: 'new note' });
    expectRequest(sent[1], { method: 'PATCH', path: '/projects/columns/cards/632813', body: { note: 'new note' }, headers: preview });
    expect(updated.note).toBe('new note');
    expect(await moveProjectCard(session, 632812, 'bottom')).toBe(true);
    expectRequest(sent[2], { method: 'POST', path: '/projects/columns/cards/632812/moves', body: { position: 'bottom' }, headers: preview });
    expect(await deleteProjectCard(session, 632814)).toBe(true);
    expectRequest(sent[3], { method: 'DELETE', path: '/projects/columns/cards/632814', headers: preview });
    for (const s of served) s.done();
  });

  it('archives a card and moves it to another column', async () => {
    nock('https://api.github.com')
      .patch('/projects/columns/cards/1', { archived: true, note: null })
      .reply(200, documentedResponse('live/projects.update-card') as object)
      .post('/projects/columns/cards/1/moves', { position: 'after:7', column_id: 290513 })
      .reply(201, {});
    const { session, sent } = authed();
    await updateProjectCard(session, 1, { archived: true, note: null });
    expect(await moveProjectCard(session, 1, 'after:7', { column: { id: 290513 } })).toBe(true);
    expectRequest(sent[1], { method: 'POST', path: '/projects/columns/cards/1/moves', body: { position: 'after:7', column_id: 290513 }, headers: preview });
  });

  it('refuses a bad position or column before sending', async () => {
    const { session, sent } = authed();
    for (const position of ['first', 'after:', 'middle', '']) {
      await expect(moveProjectCard(session, 1, position)).rejects.toThrow(expect.objectContaining({ parameter: 'position' }));
    }
    await expect(moveProjectCard(session, 1, 'top', { column: 0 })).rejects.toThrow(expect.objectContaining({ parameter: 'column' }));
    await expect(updateProjectCard(session, 1, { archived: 'yes' as never })).rejects.toThrow(expect.objectContaining({ parameter: 'archived' }));
    expect(sent).toHaveLength(0);
  });

  it('a 404 from api.github.com says classic projects are gone', async () => {
    nock('https://api.github.com').get('/projects/columns/cards/1').reply(404, { message: 'Not Found' });
    const { session } = authed();
    expect((await rejection(getProjectCard(session, 1), NotFoundError)).message).toMatch(/classic projects were removed from api\.github\.com/);
  });
});

describe('getProjectCardIssue / getProjectCardPullRequest (retrieve_issue_from_content, retrieve_pull_request_from_content)', () => {
  it('fetches the issue the card shows', async () => {
    const served = replay('openapi/issues.get');
    const { session, sent } = authed();
    const issue = await getProjectCardIssue(session, cardShowing('https://api.github.com/repos/octocat/Hello-World/issues/1347'));
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/issues/1347' });
    served.done();
    expect([issue.number, issue.title]).toEqual([1347, 'Found a bug']);
  });

  it('fetches the pull request the card shows (its content url is the issue url of the pull request)', async () => {
    const served = replay('openapi/pulls.get');
    const { session, sent } = authed();
    const pull = await getProjectCardPullRequest(session, cardShowing('https://api.github.com/repos/octocat/Hello-World/issues/1347'));
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/pulls/1347' });
    served.done();
    expect([pull.number, pull.title]).toEqual([1347, 'Amazing new feature']);
  });

  it('reads the content url against a self-hosted base', async () => {
    nock('https://ghe.example.com').get('/api/v3/repos/o/r/issues/3').reply(200, documentedResponse('openapi/issues.get') as object);
    const { session, sent } = capturedSession({ token: 'test-token-cards', baseUrl: 'https://ghe.example.com/api/v3' });
    await getProjectCardIssue(session, cardShowing('https://ghe.example.com/api/v3/repos/o/r/issues/3'));
    expect(sent[0]?.url.href).toBe('https://ghe.example.com/api/v3/repos/o/r/issues/3');
  });

  it('refuses a note card, another host, a url that is not an issue or pull request, and dot segments, sending nothing', async () => {
    const { session, sent } = authed();
    await expect(getProjectCardIssue(session, cardShowing(null))).rejects.toThrow(expect.objectContaining({ parameter: 'card', message: expect.stringMatching(/note card/) }));
    for (const url of [
      'https://evil.example.com/repos/octocat/Hello-World/issues/1',
      'http://api.github.com/repos/octocat/Hello-World/issues/1',
      'https://api.github.com.evil.example/repos/o/r/issues/1',
      'https://api.github.com/repos/octocat/Hello-World/commits/1',
      'https://api.github.com/repos/octocat/Hello-World/issues/0',
      'https://api.github.com/repos/octocat/Hello-World/issues/1/comments',
      'https://api.github.com/repos/%2E%2E/Hello-World/issues/1',
      'https://api.github.com/repos/../x/issues/1',
      'https://api.github.com/projects/1',
    ]) {
      await expect(getProjectCardPullRequest(session, cardShowing(url))).rejects.toThrow(expect.objectContaining({ parameter: 'card.content_url' }));
    }
    for (const value of [null, undefined, 7, 'https://api.github.com/repos/o/r/issues/1', {}]) {
      await expect(getProjectCardIssue(session, value as never)).rejects.toThrow(ValidationError);
    }
    expect(sent).toHaveLength(0);
  });
});
