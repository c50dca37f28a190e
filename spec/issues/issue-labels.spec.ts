import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import { addIssueLabels, listIssueLabels, removeAllIssueLabels, removeIssueLabel, replaceIssueLabels } from '../../src/issues/issue-labels.js';
import { deleteLabel, updateLabel } from '../../src/issues/label-objects.js';
import { deleteMilestone, listMilestoneLabels } from '../../src/issues/milestone-objects.js';
import { Label, Milestone } from '../../src/models/labels.js';
import { Issue } from '../../src/models/issues.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const ref = { owner: 'octocat', repo: 'Hello-World', number: 1347 };
const LABELS_PATH = '/repos/octocat/Hello-World/issues/1347/labels';

type Labels = readonly { name: string | null; color: string | null; url: string | null; id: number | null; default: boolean | null }[];

/** The documented label list: bug (f29513) and enhancement (a2eeef). */
function expectDocumentedLabels(labels: Labels, frozen = true): void {
  expect(labels.map((l) => [l.id, l.name, l.color, l.default])).toEqual([
    [208045946, 'bug', 'f29513', true],
    [208045947, 'enhancement', 'a2eeef', false],
  ]);
  expect(labels[0]?.url).toBe('https://api.github.com/repos/octocat/Hello-World/labels/bug');
  if (frozen) expect(Object.isFrozen(labels)).toBe(true);
  expect(labels.every((l) => Object.isFrozen(l))).toBe(true);
}

describe('listIssueLabels (Issue.labels)', () => {
  it('yields ShortLabel items', async () => {
    const served = replay('openapi/issues.list-labels-on-issue');
    const { session, sent } = capturedSession();
    const labels = await listIssueLabels(session, ref).toArray();
    expectRequest(sent[0], { method: 'GET', path: LABELS_PATH, query: { per_page: '100' } });
    served.done();
    expectDocumentedLabels(labels, false);
  });

  it('refuses a bad issue reference before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listIssueLabels(session, { ...ref, number: Number.NaN })).toThrow(expect.objectContaining({ parameter: 'issue.number' }));
    expect(() => listIssueLabels(session, 'octocat/Hello-World#1347' as unknown as typeof ref)).toThrow(expect.objectContaining({ parameter: 'issue' }));
    expect(sent).toHaveLength(0);
  });
});

describe('addIssueLabels (Issue.add_labels)', () => {
  it('posts the names and returns the labels after', async () => {
    const served = replay('openapi/issues.add-labels');
    const { session, sent } = capturedSession();
    const labels = await addIssueLabels(session, ref, ['bug', 'enhancement']);
    expectRequest(sent[0], { method: 'POST', path: LABELS_PATH, body: { labels: ['bug', 'enhancement'] } });
    served.done();
    expectDocumentedLabels(labels);
  });

  it('takes parsed labels too', async () => {
    const served = replay('openapi/issues.add-labels');
    const { session, sent } = capturedSession();
    const bug = Label.wrap({ name: 'bug', url: 'https://api.github.com/repos/octocat/Hello-World/labels/bug' });
    await addIssueLabels(session, Issue.wrap(documentedResponse('openapi/issues.get')), [bug, 'enhancement']);
    expectRequest(sent[0], { method: 'POST', path: LABELS_PATH, body: { labels: ['bug', 'enhancement'] } });
    served.done();
  });

  it('refuses no names before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(addIssueLabels(session, ref, [])).rejects.toThrow(expect.objectContaining({ parameter: 'names' }));
    await expect(addIssueLabels(session, ref, [''])).rejects.toThrow(ValidationError);
    await expect(addIssueLabels(session, ref, 'bug' as unknown as string[])).rejects.toThrow(expect.objectContaining({ parameter: 'names' }));
    expect(sent).toHaveLength(0);
  });
});

describe('replaceIssueLabels (Issue.replace_labels)', () => {
  it('puts the names and returns the labels after', async () => {
    const served = replay('openapi/issues.set-labels');
    const { session, sent } = capturedSession();
    const labels = await replaceIssueLabels(session, ref, ['bug', 'enhancement']);
    expectRequest(sent[0], { method: 'PUT', path: LABELS_PATH, body: { labels: ['bug', 'enhancement'] } });
    served.done();
    expectDocumentedLabels(labels);
  });

  it('refuses labels that are not a list before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(replaceIssueLabels(session, ref, null as unknown as string[])).rejects.toThrow(expect.objectContaining({ parameter: 'labels' }));
    await expect(replaceIssueLabels(session, ref, 'bug' as unknown as string[])).rejects.toThrow(expect.objectContaining({ parameter: 'labels' }));
    await expect(replaceIssueLabels(session, ref, ['..'])).rejects.toThrow(expect.objectContaining({ parameter: 'labels[0]' }));
    expect(sent).toHaveLength(0);
  });
});

describe('removeIssueLabel (Issue.remove_label)', () => {
  it('deletes the one label and returns the labels left', async () => {
    const served = replay('openapi/issues.remove-label');
    const { session, sent } = capturedSession();
    const labels = await removeIssueLabel(session, ref, 'bug');
    expectRequest(sent[0], { method: 'DELETE', path: `${LABELS_PATH}/bug` });
    served.done();
    expect(labels.map((l) => l.name)).toEqual(['bug']);
    expect(labels[0]?.color).toBe('f29513');
  });

  it('escapes the name as one path segment', async () => {
    const scope = nock('https://api.github.com').delete(`${LABELS_PATH}/help%20wanted%2Fui`).reply(200, [], { 'content-type': 'application/json; charset=utf-8' });
    const { session, sent } = capturedSession();
    expect(await removeIssueLabel(session, ref, 'help wanted/ui')).toEqual([]);
    expect(sent[0]?.url.pathname).toBe(`${LABELS_PATH}/help%20wanted%2Fui`);
    scope.done();
  });

  it.each([
    ['name', '..'],
    ['name', ''],
    ['name', { name: null }],
  ])('refuses the %s %j before sending', async (name, label) => {
    const { session, sent } = capturedSession();
    await expect(removeIssueLabel(session, ref, label as string)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });

  it('a label the issue does not have is a NotFoundError', async () => {
    const scope = nock('https://api.github.com').delete(`${LABELS_PATH}/wontfix`).reply(404);
    const { session } = capturedSession();
    await expect(removeIssueLabel(session, ref, 'wontfix')).rejects.toThrow(NotFoundError);
    scope.done();
  });
});

describe('removeAllIssueLabels (Issue.remove_all_labels)', () => {
  it('deletes every label and returns an empty list', async () => {
    const served = replay('openapi/issues.remove-all-labels');
    const { session, sent } = capturedSession();
    const labels = await removeAllIssueLabels(session, ref);
    expectRequest(sent[0], { method: 'DELETE', path: LABELS_PATH });
    served.done();
    expect(labels).toEqual([]);
    expect(Object.isFrozen(labels)).toBe(true);
  });

  it('refuses a bad issue reference before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(removeAllIssueLabels(session, { ...ref, owner: '' })).rejects.toThrow(expect.objectContaining({ parameter: 'issue.owner' }));
    expect(sent).toHaveLength(0);
  });
});

describe('Label.delete / Label.update', () => {
  const label = Label.wrap({ id: 208045946, name: 'bug', color: 'f29513', url: 'https://api.github.com/repos/octocat/Hello-World/labels/bug' });

  it('delete answers true on 204', async () => {
    const served = replay('openapi/issues.delete-label');
    const { session, sent } = capturedSession();
    expect(await deleteLabel(session, label)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/labels/bug' });
    served.done();
  });

  it('delete answers false on 404', async () => {
    // The description documents only 204 for this route: the "no" answer is served as a bare status.
    const scope = nock('https://api.github.com').delete('/repos/octocat/Hello-World/labels/bug').reply(404);
    const { session } = capturedSession();
    expect(await deleteLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'bug' })).toBe(false);
    scope.done();
  });

  it('update sends new_name, the colour without # and the description; answers true', async () => {
    const served = replay('openapi/issues.update-label');
    const { session, sent } = capturedSession();
    expect(await updateLabel(session, label, 'bug :bug:', '#b01f26', { description: 'Small bug fix required' })).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/labels/bug', body: { new_name: 'bug :bug:', description: 'Small bug fix required', color: 'b01f26' } });
    served.done();
  });

  it('update leaves the description out when not given', async () => {
    const scope = nock('https://api.github.com').patch('/repos/octocat/Hello-World/labels/bug', { new_name: 'bug', color: 'f29513' }).reply(200, documentedResponse('openapi/issues.update-label') as nock.Body);
    const { session, sent } = capturedSession();
    expect(await updateLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'bug' }, 'bug', 'f29513')).toBe(true);
    expectRequest(sent[0], { method: 'PATCH', path: '/repos/octocat/Hello-World/labels/bug', body: { new_name: 'bug', color: 'f29513' } });
    scope.done();
  });

  it('reads a label name from a url that escapes it', async () => {
    const renamed = Label.wrap(documentedResponse('openapi/issues.update-label'));
    expect(renamed.url).toBe('https://api.github.com/repos/octocat/Hello-World/labels/bug%20:bug:');
    const scope = nock('https://api.github.com').delete('/repos/octocat/Hello-World/labels/bug%20%3Abug%3A').reply(204);
    const { session } = capturedSession();
    expect(await deleteLabel(session, renamed)).toBe(true);
    scope.done();
  });

  it.each(['b01f2', '#b01f266', 'red', '##b01f26', ''])('update refuses the colour %j before sending', async (color) => {
    const { session, sent } = capturedSession();
    await expect(updateLabel(session, label, 'bug', color)).rejects.toThrow(expect.objectContaining({ parameter: 'color' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a label reference without a url', async () => {
    const { session, sent } = capturedSession();
    await expect(deleteLabel(session, { url: null })).rejects.toThrow(expect.objectContaining({ parameter: 'label' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a label named ".." before sending: the request would go to the labels listing', async () => {
    const { session, sent } = capturedSession();
    await expect(deleteLabel(session, { owner: 'octocat', repo: 'Hello-World', name: '..' })).rejects.toThrow(expect.objectContaining({ parameter: 'label.name' }));
    await expect(updateLabel(session, { owner: 'octocat', repo: 'Hello-World', name: '..' }, 'bug', 'f29513')).rejects.toThrow(expect.objectContaining({ parameter: 'label.name' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses a parsed label whose url holds an escaped dot segment before sending', async () => {
    const { session, sent } = capturedSession();
    const forged = Label.wrap({ id: 1, name: 'bug', url: 'https://api.github.com/repos/octocat/Hello-World/labels/%2E%2E' });
    await expect(deleteLabel(session, forged)).rejects.toThrow(expect.objectContaining({ parameter: 'label.url' }));
    await expect(updateLabel(session, forged, 'bug', 'f29513')).rejects.toThrow(expect.objectContaining({ parameter: 'label.url' }));
    expect(sent).toHaveLength(0);
  });

  it('update refuses an empty new name or an unknown option before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(updateLabel(session, label, '', 'f29513')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    await expect(updateLabel(session, label, 'bug', 'f29513', { newName: 'x' } as object)).rejects.toThrow(expect.objectContaining({ parameter: 'newName' }));
    expect(sent).toHaveLength(0);
  });
});

describe('Milestone.delete / Milestone.labels', () => {
  const milestone = Milestone.wrap({ id: 1002604, number: 1, url: 'https://api.github.com/repos/octocat/Hello-World/milestones/1' });

  it('delete answers true on 204', async () => {
    const served = replay('openapi/issues.delete-milestone');
    const { session, sent } = capturedSession();
    expect(await deleteMilestone(session, milestone)).toBe(true);
    expectRequest(sent[0], { method: 'DELETE', path: '/repos/octocat/Hello-World/milestones/1' });
    served.done();
  });

  it('delete answers false on 404', async () => {
    const served = replay('openapi/issues.delete-milestone.404');
    const { session } = capturedSession();
    expect(await deleteMilestone(session, { owner: 'octocat', repo: 'Hello-World', number: 1 })).toBe(false);
    served.done();
  });

  it('labels yields the ShortLabels of its issues', async () => {
    const served = replay('openapi/issues.list-labels-for-milestone');
    const { session, sent } = capturedSession();
    const labels = await listMilestoneLabels(session, milestone).toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/milestones/1/labels', query: { per_page: '100' } });
    served.done();
    expectDocumentedLabels(labels, false);
  });

  it('refuses a milestone number that is not positive', async () => {
    const { session, sent } = capturedSession();
    await expect(deleteMilestone(session, { owner: 'octocat', repo: 'Hello-World', number: 0 })).rejects.toThrow(expect.objectContaining({ parameter: 'milestone.number' }));
    await expect(deleteMilestone(session, { url: 'https://api.github.com/repos/%2e%2E/Hello-World/milestones/1' })).rejects.toThrow(expect.objectContaining({ parameter: 'milestone.url' }));
    expect(() => listMilestoneLabels(session, { url: 'https://api.github.com/repos/octocat/Hello-World/issues/1' })).toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });
});
