/**
 * The authentication scenarios (recordings/scenarios/auth-*.json): the two-factor challenge
 * answered and refused, through `authorize` and through `me`. Bodies are documented examples;
 * so is the challenge: the 401 body and header GitHub's REST API guide shows.
 * Run: `npm run recordings:scenarios` (`OPENAPI_DIR` overrides the descriptions' folder).
 */
import type { Interaction, Recording } from '../../../src/testing/recordings.js';
import { deref, escapePointer, isObject, loadDescription, operationPointer, sourceLine, type Description } from '../../lib/openapi.js';

const API = 'https://api.github.com';
const GHES = 'https://ghe.example.com';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** The 401 GitHub documents for Basic authentication of an account with two-factor authentication on. */
const CHALLENGE_SOURCE =
  'GitHub repository github/developer.github.com (GitHub\'s former API documentation, content under CC-BY-4.0), commit a03030dea7be744a3feff20ea29f51783f37a47f: ' +
  'content/guides/getting-started.md, "Two-factor authentication", and content/v3/auth.md, "Working with two-factor authentication"; ' +
  'GitHub repository octokit/octokit.rb (MIT), spec/octokit/client_spec.rb, commit 4c55c3c28e62d911ddbd218d63ac704369e5881d, "knows the difference between unauthorized and needs OTP"';
const CHALLENGE = { message: 'Must specify two-factor authentication OTP code.', documentation_url: 'https://developer.github.com/v3/auth#working-with-two-factor-authentication' };
const OTP_REQUIRED = 'required; sms';
const CHALLENGE_NOTE =
  'The 401 challenge: body as documented in the getting-started guide (message and documentation_url, unchanged); its header X-GitHub-OTP, documented there as ' +
  '"required; :2fa-type" where auth.md says the type tells whether the codes come by SMS or from an application, is "required; sms", the value octokit.rb\'s client_spec.rb serves for this challenge. ' +
  'No one-time password appears in the recording: the specs check the retried request\'s X-GitHub-OTP header themselves.';

function challenge(scope: string, method: string, path: string, body?: unknown): Interaction {
  return { scope, method, path, ...(body === undefined ? {} : { body }), status: 401, response: CHALLENGE, rawHeaders: { ...JSON_TYPE, 'x-github-otp': OTP_REQUIRED } };
}

/** A documented example of an operation's response (`status`) or request body. */
function example(description: Description, operationId: string, part: 'request' | string): { value: unknown; pointer: string } {
  const operation = description.byId.get(operationId);
  if (!operation) throw new Error(`${operationId}: not in ${description.file}`);
  const at = part === 'request' ? `${operationPointer(operation)}/requestBody` : `${operationPointer(operation)}/responses/${part}`;
  const holder = deref(description.doc, part === 'request' ? operation.op.requestBody : (operation.op.responses as Record<string, unknown>)[part], at);
  const media = isObject(holder.value) && isObject(holder.value.content) ? holder.value.content['application/json'] : undefined;
  if (!isObject(media) || !isObject(media.examples)) throw new Error(`${operationId} ${part}: no JSON examples`);
  const [name] = Object.keys(media.examples);
  const found = deref(description.doc, media.examples[name as string], `${holder.pointer}/content/application~1json/examples/${escapePointer(name as string)}`);
  if (!isObject(found.value)) throw new Error(`${found.pointer}: not an example`);
  return { value: found.value.value, pointer: `${found.pointer}/value` };
}

function authorizeStory(refused: boolean): Recording {
  const ghes = loadDescription('ghes-3.19');
  const request = example(ghes, 'oauth-authorizations/create-authorization', 'request');
  const created = example(ghes, 'oauth-authorizations/create-authorization', '201');
  const path = '/api/v3/authorizations';
  const second: Interaction = refused
    ? challenge(GHES, 'POST', path, request.value)
    : { scope: GHES, method: 'POST', path, body: request.value, status: 201, response: created.value, rawHeaders: JSON_TYPE };
  return {
    provenance: {
      kind: 'scenario',
      source: `${sourceLine(ghes)}; ${CHALLENGE_SOURCE}`,
      operationIds: ['oauth-authorizations/create-authorization'],
      note:
        `authorize (POST /authorizations, served under /api/v3 of a stand-in GitHub Enterprise Server host) with Basic authentication of an account with two-factor authentication on. ${CHALLENGE_NOTE} ` +
        `Both requests carry the documented request example (${request.pointer}), unchanged. ` +
        (refused
          ? 'The retried request, sent with a code the service does not accept, gets the same 401 challenge again (the service answers a wrong code as it answers none).'
          : `The retried request, sent with the code, gets 201 with the documented example (${created.pointer}), unchanged.`),
    } as Recording['provenance'],
    interactions: [challenge(GHES, 'POST', path, request.value), second],
  };
}

function meStory(): Recording {
  const api = loadDescription('api.github.com');
  const user = example(api, 'users/get-authenticated', '200');
  return {
    provenance: {
      kind: 'scenario',
      source: `${sourceLine(api)}; ${CHALLENGE_SOURCE}`,
      operationIds: ['users/get-authenticated'],
      note: `me (GET /user) with Basic authentication of an account with two-factor authentication on. ${CHALLENGE_NOTE} The retried request, sent with the code, gets 200 with the documented example (${user.pointer}), unchanged.`,
    } as Recording['provenance'],
    interactions: [challenge(API, 'GET', '/user'), { scope: API, method: 'GET', path: '/user', status: 200, response: user.value, rawHeaders: JSON_TYPE }],
  };
}

export const scenarios: Record<string, () => Recording> = {
  'auth-two-factor-authorize': () => authorizeStory(false),
  'auth-two-factor-refused': () => authorizeStory(true),
  'auth-two-factor-me': meStory,
};

