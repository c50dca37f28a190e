/**
 * Scenario recordings of the accounts area, written into recordings/scenarios/. Bodies are
 * documented examples of the OpenAPI description; each provenance note says exactly what the
 * story changed. Run: `npm run recordings:scenarios` (`OPENAPI_DIR` overrides the folder
 * holding the descriptions).
 */
import type { Interaction, Recording } from '../../../src/testing/recordings.js';
import { deref, loadDescription, sourceLine } from '../../lib/openapi.js';

const SCOPE = 'https://api.github.com';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function example(pointer: string): unknown {
  const description = loadDescription('api.github.com');
  const found = deref(description.doc, { $ref: pointer }, pointer).value as { value: unknown };
  return structuredClone(found.value);
}

/** An invitation accepted: the membership reads pending, is activated, then reads active. */
function membershipActivation(): Recording {
  const pointer = '#/components/examples/org-membership';
  const pending = example(pointer) as Record<string, unknown>;
  if (pending.state !== 'pending') throw new Error(`${pointer}: expected the documented pending membership`);
  const active = { ...pending, state: 'active' };
  const path = '/user/memberships/orgs/invitocat';
  const interactions: Interaction[] = [
    { scope: SCOPE, method: 'GET', path, status: 200, response: pending, rawHeaders: JSON_TYPE },
    { scope: SCOPE, method: 'PATCH', path, body: { state: 'active' }, status: 200, response: active, rawHeaders: JSON_TYPE },
    { scope: SCOPE, method: 'GET', path, status: 200, response: active, rawHeaders: JSON_TYPE },
  ];
  return {
    provenance: {
      kind: 'scenario',
      source: sourceLine(loadDescription('api.github.com')),
      operationIds: ['orgs/get-membership-for-authenticated-user', 'orgs/update-membership-for-authenticated-user'],
      example: `${pointer}/value`,
      note:
        'Accepting an invitation to an organization (membership state pending → active). Every body is the documented example #/components/examples/org-membership ' +
        '(a pending membership in "invitocat"). Step 1 serves it unchanged; steps 2 (the PATCH with the documented request body {"state":"active"}) and 3 serve it ' +
        'with one change: "state" is "active" instead of "pending". Nothing else is changed or added; response headers: only content-type.',
    } as Recording['provenance'],
    interactions,
  };
}

/** A user's stars with the `star` media type: the timestamped shape of the stars listing. */
function starredWithTimestamps(): Recording {
  const pointer = '#/components/examples/starred-repository-items-alternative-response-with-star-creation-timestamps';
  const stars = example(pointer);
  return {
    provenance: {
      kind: 'scenario',
      source: sourceLine(loadDescription('api.github.com')),
      operationIds: ['activity/list-repos-starred-by-user'],
      example: `${pointer}/value`,
      note:
        'GET /users/{username}/starred asked with Accept: application/vnd.github.star+json. The description documents this operation\'s 200 body as either a list of ' +
        'starred-repository or a list of repository, but gives only a repository-list example; the starred-repository example it documents for the same media type is ' +
        'the one of GET /user/starred (' + pointer + '), served here unchanged, with the content-type of that media type as GitHub sends it (application/vnd.github.star+json; charset=utf-8).',
    } as Recording['provenance'],
    interactions: [
      {
        scope: SCOPE,
        method: 'GET',
        path: '/users/octocat/starred?per_page=100',
        status: 200,
        response: stars,
        rawHeaders: { 'content-type': 'application/vnd.github.star+json; charset=utf-8' },
        reqheaders: { accept: 'application/vnd.github.star+json' },
      },
    ],
  };
}

export const scenarios: Record<string, () => Recording> = {
  'users-membership-activation': membershipActivation,
  'users-starred-with-timestamps': starredWithTimestamps,
};

