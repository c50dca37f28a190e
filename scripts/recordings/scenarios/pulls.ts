/**
 * Pull request stories as recordings in recordings/scenarios/pull-*.json: close and
 * reopen, merge with the right and a stale head, a pending review submitted, a blank review
 * event refused; plus a changed file's contents and the diff and patch media types.
 * Bodies are documented examples of the OpenAPI description; each provenance note says exactly
 * which fields the story changed. Run: `npm run recordings:scenarios`.
 */
import type { Interaction, Recording } from '../../../src/testing/recordings.js';
import { deref, loadDescription, sourceLine } from '../../lib/openapi.js';

const SCOPE = 'https://api.github.com';
const PULL = '/repos/octocat/Hello-World/pulls/1347';
const REVIEWS = '/repos/octocat/Hello-World/pulls/12/reviews';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
/** The head of pull request 1347 in the documented example (head.sha). */
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
/** An older commit of the documented examples (a review comment's original_commit_id): a head the pull request has moved past. */
const STALE_SHA = '9c48853fa3dc5c1c3d6f1f1cd1f2743e72652840';

type Json = Record<string, unknown>;

function example(name: string): unknown {
  const description = loadDescription('api.github.com');
  const pointer = `#/components/examples/${name}`;
  return structuredClone((deref(description.doc, { $ref: pointer }, pointer).value as { value: unknown }).value);
}

/** The inline example of an operation's answer with that status. */
function operationExample(operationId: string, status: string): unknown {
  const operation = loadDescription('api.github.com').byId.get(operationId);
  const content = (operation?.op.responses as Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>)[status]?.content;
  const examples = Object.values(content?.['application/json']?.examples ?? {});
  if (!examples[0]) throw new Error(`${operationId} ${status}: no documented example`);
  return structuredClone(examples[0].value);
}

const pull = (changes: Json): Json => ({ ...(example('pull-request') as Json), ...changes });
/** Open and unmerged: nothing closed or merged it. */
const OPEN = { state: 'open', closed_at: null, merged_at: null, merged: false, merged_by: null };
const OPEN_NOTE = 'open: state "open", closed_at, merged_at and merged_by null, merged false';
/** Closed without merging: closed_at keeps the documented time. */
const CLOSED = { state: 'closed', merged_at: null, merged: false, merged_by: null };
const CLOSED_NOTE = 'closed: state "closed", merged_at and merged_by null, merged false (closed_at as documented)';
/** Merged: the documented merged_at, merged_by and merge_commit_sha; a merged pull request is closed. */
const MERGED = { state: 'closed', merged: true };
const MERGED_NOTE = 'merged: state "closed", merged true (merged_at, merged_by, merge_commit_sha, closed_at as documented)';

const step = (method: string, path: string, status: number, response?: unknown, extra: Partial<Interaction> = {}): Interaction => ({
  scope: SCOPE,
  method,
  path,
  status,
  ...(response === undefined ? {} : { response }),
  rawHeaders: response === undefined ? {} : JSON_TYPE,
  ...extra,
});

function recording(kind: 'scenario' | 'openapi-example', operationIds: string[], note: string, interactions: Interaction[]): Recording {
  return { provenance: { kind, source: sourceLine(loadDescription('api.github.com')), operationIds, note }, interactions };
}

function closeReopen(): Recording {
  return recording(
    'scenario',
    ['pulls/get', 'pulls/update'],
    'An open pull request is closed, read back closed and unmerged, reopened and read back open. close()/reopen() and update({ state }) send the same requests. ' +
      `Every body is the documented example #/components/examples/pull-request with only these fields changed — ${OPEN_NOTE}; ${CLOSED_NOTE}. ` +
      'Request bodies: only the state the client sends.',
    [
      step('GET', PULL, 200, pull(OPEN)),
      step('PATCH', PULL, 200, pull(CLOSED), { body: { state: 'closed' } }),
      step('GET', PULL, 200, pull(CLOSED)),
      step('PATCH', PULL, 200, pull(OPEN), { body: { state: 'open' } }),
      step('GET', PULL, 200, pull(OPEN)),
    ],
  );
}

function mergeAtHead(): Recording {
  return recording(
    'scenario',
    ['pulls/get', 'pulls/merge', 'pulls/check-if-merged'],
    `An open pull request is merged with sha = its head (${HEAD_SHA}, head.sha of the documented example), read back merged, and the merge check answers 204. ` +
      `Pull request bodies: #/components/examples/pull-request with only — ${OPEN_NOTE}; then ${MERGED_NOTE}. ` +
      'The merge answer is the documented example #/components/examples/pull-request-merge-result-response-if-merge-was-successful, unchanged; the 204 has no body, as documented.',
    [
      step('GET', PULL, 200, pull(OPEN)),
      step('PUT', `${PULL}/merge`, 200, example('pull-request-merge-result-response-if-merge-was-successful'), { body: { sha: HEAD_SHA } }),
      step('GET', PULL, 200, pull(MERGED)),
      step('GET', `${PULL}/merge`, 204),
    ],
  );
}

function mergeStale(): Recording {
  return recording(
    'scenario',
    ['pulls/get', 'pulls/merge', 'pulls/check-if-merged'],
    `A merge with a stale sha (${STALE_SHA}, the original_commit_id of the documented review comment example, not the head) is refused with 409; ` +
      'the pull request reads back still open and the merge check answers 404. ' +
      `Pull request bodies: #/components/examples/pull-request with only — ${OPEN_NOTE}. ` +
      'The 409 body is the documented example response-if-sha-was-provided-and-pull-request-head-did-not-match of pulls/merge, unchanged; the 404 has no body (none documented).',
    [
      step('GET', PULL, 200, pull(OPEN)),
      step('PUT', `${PULL}/merge`, 409, operationExample('pulls/merge', '409'), { body: { sha: STALE_SHA } }),
      step('GET', PULL, 200, pull(OPEN)),
      step('GET', `${PULL}/merge`, 404),
    ],
  );
}

function pendingReview(): Recording {
  const pending = example('pull-request-review') as Json;
  pending.state = 'PENDING';
  pending.body = '';
  delete pending.submitted_at;
  return recording(
    'scenario',
    ['pulls/create-review', 'pulls/submit-review'],
    'A review created without an event is PENDING; submitting it with event APPROVE gives the approved review. ' +
      'Create: request body {} (nothing given); answer #/components/examples/pull-request-review with state "PENDING", body "" (none was given) and no submitted_at (a pending review has not been submitted). ' +
      'Submit: the documented request example of pulls/submit-review with event "APPROVE" instead of "REQUEST_CHANGES"; answer #/components/examples/pull-request-review-4 (state APPROVED), unchanged.',
    [
      step('POST', REVIEWS, 200, pending, { body: {} }),
      step('POST', `${REVIEWS}/80/events`, 200, example('pull-request-review-4'), { body: { body: 'Here is the body for the review.', event: 'APPROVE' } }),
    ],
  );
}

function blankEvent(): Recording {
  return recording(
    'scenario',
    ['pulls/create-review'],
    'A review created with a blank event is refused with 422, a status pulls/create-review documents (validation-error schema, no example). ' +
      'No body is recorded rather than an invented one: the story asserts the status and the typed error only.',
    [step('POST', REVIEWS, 422, undefined, { body: { event: '' } })],
  );
}

function fileContents(): Recording {
  const files = example('diff-entry-items') as Json[];
  const contentsUrl = new URL(String(files[0]?.contents_url));
  return recording(
    'scenario',
    ['pulls/list-files', 'repos/get-content'],
    'The files of pull request 1347, then the contents of the first one from its contents_url (path and ?ref= as documented). ' +
      'Bodies: #/components/examples/diff-entry-items and #/components/examples/content-file-response-if-content-is-a-file (the application/json example), both unchanged — ' +
      'the contents example describes another file (README.md); the story checks the request and the parsing only.',
    [
      step('GET', `${PULL}/files?per_page=100`, 200, files),
      step('GET', contentsUrl.pathname + contentsUrl.search, 200, example('content-file-response-if-content-is-a-file')),
    ],
  );
}

function mediaType(kind: 'diff' | 'patch'): Recording {
  const type = `application/vnd.github.${kind}`;
  return recording(
    'openapi-example',
    ['pulls/get'],
    `pulls/get serves the ${kind} format for Accept: ${type} (its 200 description: "Pass the appropriate media type to fetch diff and patch formats") but documents only a JSON example. ` +
      `The body is the description's documented ${kind} example #/components/examples/${kind}-media-type (given for repos/get-commit and repos/compare-commits-with-basehead), unchanged; ` +
      `content-type ${type}, as those operations document it.`,
    [step('GET', PULL, 200, undefined, { response: example(`${kind}-media-type`), rawHeaders: { 'content-type': type }, reqheaders: { accept: type } })],
  );
}

export const scenarios: Record<string, () => Recording> = {
  'pull-close-reopen': closeReopen,
  'pull-merge-at-head': mergeAtHead,
  'pull-merge-stale-sha': mergeStale,
  'pull-review-pending-submit': pendingReview,
  'pull-review-blank-event': blankEvent,
  'pull-file-contents': fileContents,
  'pull-diff': () => mediaType('diff'),
  'pull-patch': () => mediaType('patch'),
};

