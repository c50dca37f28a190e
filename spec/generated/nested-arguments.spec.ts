import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getWorkflow } from '../../src/actions/index.js';
import { create } from '../../src/checks/index.js';
import { ValidationError } from '../../src/errors/index.js';
import { updateBranchProtection } from '../../src/repos/index.js';
import { answered } from '../support/capture.js';
import { rejection } from '../support/rejection.js';

/*
 * The generated operations check every nested shape GitHub's description gives for an argument:
 * members of nested objects (by their wire names), lists of objects, unions, enums and bounds at
 * any depth, and members GitHub requires but lets be null. A refused value names its full path,
 * and nothing is sent. The answers are the description's documented examples.
 */
const { examples } = JSON.parse(readFileSync(new URL('../openapi/generated-examples.json', import.meta.url), 'utf8')) as { examples: Record<string, { body?: unknown }> };
const documented = (operationId: string) => examples[operationId]?.body;

const annotation = { path: 'README.md', start_line: 2, end_line: 2, annotation_level: 'warning', message: 'Check your spelling for "banaas".' } as const;

describe('nested arguments of generated operations', () => {
  it('sends a nested object with a list of objects as given, by their wire names', async () => {
    const { session, sent } = answered({ token: 't' }, documented('checks/create'));
    const run = await create(session, 'octocat/Hello-World', 'mighty_readme', 'ce587453ced02b1526dfb4cb910479d431683101', {
      output: { title: 'Mighty Readme report', summary: 'There are 0 failures', annotations: [annotation], images: [{ alt: 'Super bananas', image_url: 'http://example.com/images/42' }] },
      actions: [{ label: 'Fix', description: 'Let us fix that for you', identifier: 'fix_errors' }],
    });
    expect(run.id).toBe(4);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
      name: 'mighty_readme',
      head_sha: 'ce587453ced02b1526dfb4cb910479d431683101',
      output: { title: 'Mighty Readme report', summary: 'There are 0 failures', annotations: [annotation], images: [{ alt: 'Super bananas', image_url: 'http://example.com/images/42' }] },
      actions: [{ label: 'Fix', description: 'Let us fix that for you', identifier: 'fix_errors' }],
    });
  });

  it.each([
    ['a misspelt member', { output: { titel: 'x', summary: 's' } }, 'output.titel', 'is not a member GitHub documents here'],
    ['a missing required member', { output: { title: 'x' } }, 'output.summary', 'is required'],
    ['a member of the wrong type', { output: { title: 'x', summary: 1 } }, 'output.summary', 'must be a text, not 1'],
    ['a wrong type inside a list of objects', { output: { title: 'x', summary: 's', annotations: [{ ...annotation, start_line: 'one' }] } }, 'output.annotations[0].start_line', 'must be a whole number'],
    ['an enum value at depth', { output: { title: 'x', summary: 's', annotations: [annotation, { ...annotation, annotation_level: 'fatal' }] } }, 'output.annotations[1].annotation_level', 'must be one of "notice", "warning", "failure"'],
    ['an object where GitHub wants a list', { actions: { label: 'Fix' } }, 'actions', 'must be a list'],
    ['a list item without a required member', { actions: [{ label: 'Fix', description: 'd' }] }, 'actions[0].identifier', 'is required'],
    ['a bound at depth (a label of more than 20 characters)', { actions: [{ label: 'x'.repeat(21), description: 'd', identifier: 'i' }] }, 'actions[0].label', ''],
  ])('refuses %s, naming its full path, and sends nothing', async (_, options, parameter, message) => {
    const { session, sent } = answered({ token: 't' }, documented('checks/create'));
    const error = await rejection(create(session, 'octocat/Hello-World', 'mighty_readme', 'ce587453ced02b1526dfb4cb910479d431683101', options as never), ValidationError);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain(message);
    expect(sent).toEqual([]);
  });

  it('takes a workflow by id or by file name, and refuses any other value before sending', async () => {
    const { session, sent } = answered({ token: 't' }, documented('actions/get-workflow'));
    await getWorkflow(session, 'octocat/Hello-World', 161335);
    await getWorkflow(session, 'octocat/Hello-World', 'main.yaml');
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/repos/octocat/Hello-World/actions/workflows/161335', '/repos/octocat/Hello-World/actions/workflows/main.yaml']);
    for (const bad of [{ a: 1 }, true, [1, 2], 1.5, '..', '']) {
      const error = await rejection(getWorkflow(session, 'octocat/Hello-World', bad as never), ValidationError);
      expect(error.parameter).toBe('workflowId');
    }
    expect(sent).toHaveLength(2);
  });

  it('sends null for a member GitHub requires and lets be null (a protection turned off)', async () => {
    const { session, sent } = answered({ token: 't' }, documented('repos/update-branch-protection'));
    await updateBranchProtection(session, 'octocat/Hello-World', 'main', null, false, null, null);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ required_status_checks: null, enforce_admins: false, required_pull_request_reviews: null, restrictions: null });
    // Left out, it is still refused: GitHub requires it.
    const error = await rejection(updateBranchProtection(session, 'octocat/Hello-World', 'main', undefined as never, false, null, null), ValidationError);
    expect(error.parameter).toBe('requiredStatusChecks');
    expect(sent).toHaveLength(1);
  });

  it('checks the members of a nullable nested object when one is given', async () => {
    const { session, sent } = answered({ token: 't' }, documented('repos/update-branch-protection'));
    await updateBranchProtection(session, 'octocat/Hello-World', 'main', { strict: true, contexts: ['ci'] }, true, null, null);
    expect(JSON.parse(sent[0]?.body ?? '{}').required_status_checks).toEqual({ strict: true, contexts: ['ci'] });
    const error = await rejection(updateBranchProtection(session, 'octocat/Hello-World', 'main', { strict: 'yes', contexts: [] } as never, true, null, null), ValidationError);
    expect(error.parameter).toBe('requiredStatusChecks.strict');
    expect(sent).toHaveLength(1);
  });
});
