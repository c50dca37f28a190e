import { describe, expect, it } from 'vitest';
import { documentedStatus, type DescriptionName } from './openapi/match.js';
import { errorsOf, readJson, routeFit, validatorFor, type Fit, type SubsetOperation } from './openapi/subset.js';
import { loadRecording, recordingNames, type Interaction } from './support/recordings.js';

/**
 * Every recorded interaction must be something the service documents: a request that fits an
 * operation of the OpenAPI description (or a listed legacy route), a documented status, and a
 * body that validates against that status's schema — unless the allow-list names the known
 * description bug. Reads only the committed subset (spec/openapi/), never the full descriptions.
 */

interface AllowEntry {
  recording: string;
  operationId: string;
  /** The description bug, in words. */
  reason: string;
  /** The validation errors the bug causes, exactly: an entry that no longer matches fails, so it cannot go stale. */
  errors: string[];
}

const allowList = readJson<AllowEntry[]>('allow-list.json');

/** The body as the client will read it: JSON text is parsed; no body is undefined. */
function bodyOf(interaction: Interaction): unknown {
  const { response } = interaction;
  if (response === undefined || response === '') return undefined;
  const contentType = Object.entries(interaction.rawHeaders ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return typeof response === 'string' && contentType.includes('json') ? (JSON.parse(response) as unknown) : response;
}

function validationErrors(description: DescriptionName, operation: SubsetOperation, status: string, interaction: Interaction): string[] {
  const { schema } = operation.responses[status] ?? {};
  const body = bodyOf(interaction);
  if (schema === null || schema === undefined || body === undefined) return [];
  return errorsOf(validatorFor(description, `${operation.operationId} ${status}`, schema), body);
}

/** The documented operation (or legacy route) a recorded request fits, if any. */
function fitOf(interaction: Interaction): Fit {
  return routeFit(interaction.scope, interaction.method, interaction.path);
}

function checkInteraction(name: string, interaction: Interaction): void {
  const { route, operation, legacy } = fitOf(interaction);
  expect(route, `${interaction.scope} is neither api.github.com nor a self-hosted /api/v3 URL`).toBeDefined();
  if (!route || legacy) return;
  expect(operation, `no operation of ${route.description} (spec/openapi/subset.json) nor legacy route fits ${route.method} ${route.path}; run npm run openapi:subset`).toBeDefined();
  if (!operation) return;
  const statuses = Object.keys(operation.responses);
  const status = documentedStatus(statuses, interaction.status);
  const allowed = allowList.find((entry) => entry.recording === name && entry.operationId === operation.operationId);
  if (!status) {
    // A status the service really sends but the description omits is allowed only by name, like a body bug.
    const undocumented = [`undocumented status ${interaction.status}`];
    expect(undocumented, allowed ? `allow-list: ${allowed.reason}` : `${operation.operationId} documents ${statuses.join(', ')}, not ${interaction.status}`).toEqual(allowed?.errors ?? []);
    return;
  }
  const errors = validationErrors(route.description, operation, status, interaction);
  expect(errors, allowed ? `allow-list: ${allowed.reason}` : `the body does not validate against ${operation.operationId} ${status}`).toEqual(allowed?.errors ?? []);
}

/** What the test is called: the request, the status and what it fits. */
function title(index: number, interaction: Interaction): string {
  const { operation, legacy } = fitOf(interaction);
  const fits = operation ? operation.operationId : legacy ? `legacy route ${legacy.method} ${legacy.path}` : 'no operation';
  return `#${index + 1} ${interaction.method} ${interaction.path} → ${interaction.status} (${fits})`;
}

for (const name of recordingNames()) {
  describe(`recording ${name}`, () => {
    const { interactions } = loadRecording(name);
    interactions.forEach((interaction, index) => {
      it(title(index, interaction), () => checkInteraction(name, interaction));
    });
  });
}

describe('allow-list', () => {
  it('every entry names a recording, an operation it uses, the bug and its errors', () => {
    const names = new Set(recordingNames());
    for (const entry of allowList) {
      expect(names.has(entry.recording), `${entry.recording}: no such recording`).toBe(true);
      if (!names.has(entry.recording)) continue;
      const used = loadRecording(entry.recording).interactions.map((interaction) => fitOf(interaction).operation?.operationId);
      expect(used, `${entry.recording}: does not use ${entry.operationId}`).toContain(entry.operationId);
      expect(entry.reason.length, `${entry.recording}: say which description bug`).toBeGreaterThan(0);
      expect(entry.errors.length, `${entry.recording}: list the errors the bug causes`).toBeGreaterThan(0);
    }
  });
});
