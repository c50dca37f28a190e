/**
 * Writes the issue state-transition stories into recordings/scenarios/issue-*.json.
 * Every body is the documented issue example of the OpenAPI description
 * (#/components/examples/issue) with only the fields the story changes changed; each
 * recording's note lists those changes. Run: `npm run recordings:scenarios`
 * (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import type { Interaction, Recording } from '../../../spec/support/recordings.js';
import { deref, loadDescription, sourceLine } from '../../lib/openapi.js';

const SCOPE = 'https://api.github.com';
const ISSUE_PATH = '/repos/octocat/Hello-World/issues/1347';
const EXAMPLE = '#/components/examples/issue';
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
/** The times the story's changes happen at (after the example's created_at/updated_at, 2011-04-22T13:33:48Z). */
const FIRST_CHANGE = '2011-04-23T09:00:00Z';
const SECOND_CHANGE = '2011-04-24T09:00:00Z';

const description = loadDescription('api.github.com');
type Issue = Record<string, unknown>;

/** A fresh copy of the documented issue, with the story's changes. */
function issue(changes: Issue = {}): Issue {
  const example = deref(description.doc, { $ref: EXAMPLE }, EXAMPLE).value as { value: Issue };
  return { ...structuredClone(example.value), ...changes };
}

const read = (body: Issue): Interaction => ({ scope: SCOPE, method: 'GET', path: ISSUE_PATH, status: 200, response: body, rawHeaders: JSON_HEADERS });
const update = (request: unknown, body: Issue): Interaction => ({ scope: SCOPE, method: 'PATCH', path: ISSUE_PATH, body: request, status: 200, response: body, rawHeaders: JSON_HEADERS });
const lockRoute = (method: 'PUT' | 'DELETE', request?: unknown): Interaction => ({
  scope: SCOPE,
  method,
  path: `${ISSUE_PATH}/lock`,
  ...(request === undefined ? {} : { body: request }),
  status: 204,
  rawHeaders: {},
});

function scenario(operationIds: string[], note: string, interactions: Interaction[]): Recording {
  return {
    provenance: {
      kind: 'scenario',
      source: sourceLine(description),
      operationIds,
      example: `${EXAMPLE}/value`,
      note: `Every body is the documented example ${EXAMPLE} of issues/get and issues/update, unchanged except: ${note}`,
    } as Recording['provenance'],
    interactions,
  };
}

/** Never closed (no closer, no reason) → closed → open again. */
function closeAndReopen(closeRequest: Issue, reason: string, how: string): Recording {
  const open = issue({ closed_by: null, state_reason: null });
  const closed = issue({ state: 'closed', closed_at: FIRST_CHANGE, updated_at: FIRST_CHANGE, state_reason: reason });
  const reopened = issue({ closed_at: null, updated_at: SECOND_CHANGE, state_reason: 'reopened' });
  const note =
    `(1) the open issue read first has closed_by and state_reason null (an issue never closed has neither); ` +
    `(2, 3) ${how}: state "closed", closed_at and updated_at ${FIRST_CHANGE}, state_reason "${reason}", closed_by the example's octocat; ` +
    `(4, 5) reopened: state "open" (the example's), closed_at null, updated_at ${SECOND_CHANGE}, state_reason "reopened", closed_by kept (as the example's open issue keeps it). ` +
    'The times are chosen for the story, after the example\'s updated_at.';
  return scenario(['issues/get', 'issues/update'], note, [read(open), update(closeRequest, closed), read(closed), update({ state: 'open' }, reopened), read(reopened)]);
}

function lockAndUnlock(): Recording {
  const unlocked = issue({ locked: false, active_lock_reason: null });
  const note =
    '(1, 5) the issue read before locking and after unlocking has locked false and active_lock_reason null; ' +
    '(3) after locking with the reason "too heated" it is the example as documented (locked true, active_lock_reason "too heated"). ' +
    'The lock and unlock answers are 204 without a body, as documented.';
  return scenario(['issues/get', 'issues/lock', 'issues/unlock'], note, [read(unlocked), lockRoute('PUT', { lock_reason: 'too heated' }), read(issue()), lockRoute('DELETE'), read(unlocked)]);
}

function milestoneRemoved(): Recording {
  const without = issue({ milestone: null, updated_at: FIRST_CHANGE });
  const note = `(1) the issue as documented, in milestone v1.0; (2, 3) after the edit: milestone null, updated_at ${FIRST_CHANGE} (chosen for the story).`;
  return scenario(['issues/get', 'issues/update'], note, [read(issue()), update({ milestone: null }, without), read(without)]);
}

export const scenarios: Record<string, () => Recording> = {
  'issue-close-reopen': () => closeAndReopen({ state: 'closed' }, 'completed', 'closed with close()'),
  'issue-edit-state': () => closeAndReopen({ state: 'closed', state_reason: 'not_planned' }, 'not_planned', 'closed with edit({ state: "closed", stateReason: "not_planned" })'),
  'issue-lock-unlock': lockAndUnlock,
  'issue-milestone-removed': milestoneRemoved,
};

