import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/index.js';
import { createLabel, getLabel, listRepositoryLabels } from '../../src/issues/repository-labels.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

const authed = () => capturedSession({ token: 'test-token-labels' });

describe('getLabel (Repository.label)', () => {
  it('gets a Label by name', async () => {
    const served = replay('openapi/issues.get-label');
    const { session, sent } = capturedSession();
    const label = await getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'bug' });
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/labels/bug' });
    served.done();
    expect(label.id).toBe(208045946);
    expect(label.name).toBe('bug');
    expect(label.color).toBe('f29513');
    expect(label.description).toBe("Something isn't working");
    expect(label.default).toBe(true);
    expect(label.url).toBe('https://api.github.com/repos/octocat/Hello-World/labels/bug');
  });

  it('escapes a name that is not one path segment', async () => {
    nock('https://api.github.com').get('/repos/octocat/Hello-World/labels/help%20wanted%2Fui').reply(200, documentedResponse('openapi/issues.get-label') as object);
    const { session, sent } = capturedSession();
    await getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'help wanted/ui' });
    expect(sent[0]?.url.pathname).toBe('/repos/octocat/Hello-World/labels/help%20wanted%2Fui');
  });

  it.each([
    ['label.name', '..'],
    ['label.name', '.'],
    ['label.name', ''],
    ['label.name', 7],
  ])('refuses the %s %j before sending: a dot segment would name another resource', async (name, label) => {
    const { session, sent } = capturedSession();
    await expect(getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: label as string })).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});

describe('listRepositoryLabels (Repository.labels)', () => {
  it('yields the Labels of a repository', async () => {
    const served = replay('openapi/issues.list-labels-for-repo');
    const { session, sent } = capturedSession();
    const labels = await listRepositoryLabels(session, 'octocat/Hello-World').toArray();
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World/labels', query: { per_page: '100' } });
    served.done();
    expect(labels.map((l) => [l.name, l.color, l.description, l.default])).toEqual([
      ['bug', 'f29513', "Something isn't working", true],
      ['enhancement', 'a2eeef', 'New feature or request', false],
    ]);
  });

  it('refuses a bad repository before sending', () => {
    const { session, sent } = capturedSession();
    expect(() => listRepositoryLabels(session, '../Hello-World')).toThrow(expect.objectContaining({ parameter: 'repository.owner' }));
    expect(sent).toHaveLength(0);
  });
});

describe('createLabel (Repository.create_label)', () => {
  it.each([
    ['with a leading #', '#f29513'],
    ['without one', 'f29513'],
  ])('takes the colour %s and sends it without', async (_, color) => {
    const served = replay('openapi/issues.create-label');
    const { session, sent } = authed();
    const label = await createLabel(session, 'octocat/Hello-World', 'bug', color, { description: "Something isn't working" });
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/labels', body: { name: 'bug', color: 'f29513', description: "Something isn't working" } });
    served.done();
    expect(label.name).toBe('bug');
    expect(label.color).toBe('f29513');
    expect(label.description).toBe("Something isn't working");
    expect(label.id).toBe(208045946);
  });

  it('leaves out a description not given', async () => {
    nock('https://api.github.com').post('/repos/octocat/Hello-World/labels', { name: 'bug', color: 'F29513' }).reply(201, documentedResponse('openapi/issues.create-label') as object);
    const { session, sent } = authed();
    await createLabel(session, 'octocat/Hello-World', 'bug', 'F29513');
    expectRequest(sent[0], { method: 'POST', path: '/repos/octocat/Hello-World/labels', body: { name: 'bug', color: 'F29513' } });
  });

  it.each(['red', '#f2951', 'f295130', '##f29513', '#gggggg', ''])('refuses the colour %j before sending', async (color) => {
    const { session, sent } = authed();
    await expect(createLabel(session, 'octocat/Hello-World', 'bug', color)).rejects.toThrow(ValidationError);
    await expect(createLabel(session, 'octocat/Hello-World', 'bug', color)).rejects.toThrow(expect.objectContaining({ parameter: 'color' }));
    expect(sent).toHaveLength(0);
  });

  it('refuses an empty name before sending', async () => {
    const { session, sent } = authed();
    await expect(createLabel(session, 'octocat/Hello-World', '', 'f29513')).rejects.toThrow(expect.objectContaining({ parameter: 'name' }));
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['color', ['bug', null, {}]],
    ['description', ['bug', 'f29513', { description: null }]],
    ['colour', ['bug', 'f29513', { colour: 'red' }]],
    ['arguments', ['bug', 'f29513', {}, {}]],
  ] as const)('refuses a bad %s before sending', async (name, args) => {
    const { session, sent } = authed();
    const create = createLabel as unknown as (...rest: unknown[]) => Promise<unknown>;
    await expect(create(session, 'octocat/Hello-World', ...args)).rejects.toThrow(expect.objectContaining({ parameter: name }));
    expect(sent).toHaveLength(0);
  });
});
