import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/index.js';
import { createAuthorization } from '../../src/auth/create-authorization.js';
import { fromDict } from '../../src/models/library/objects.js';
import { User } from '../../src/models/users.js';
import { updateUser } from '../../src/users/update-user.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { documentedResponse, replay } from '../support/recordings.js';

describe('optional and mistaken arguments', () => {
  it('starredBy without a login lists the authenticated user’s stars (the username is optional)', async () => {
    const served = replay('openapi/activity.list-repos-starred-by-authenticated-user');
    const { session, sent } = capturedSession({ token: 'test-token-stars' });
    const starred = await createClient(session).starredBy().toArray();
    expectRequest(sent[0], { method: 'GET', path: '/user/starred', query: { per_page: '100' } });
    expect(starred.length).toBeGreaterThan(0);
    served.done();
  });

  it('update refuses a parsed user in place of the changes, sending nothing', async () => {
    const { session, sent } = capturedSession({ token: 'test-token-update' });
    const me = fromDict(User, documentedResponse('openapi/users.get-by-username'));
    await expect(updateUser(session, me, me as never)).rejects.toThrow(ValidationError);
    expect(sent).toHaveLength(0);
  });

  it('authorize refuses scopes that are not a list, sending nothing', async () => {
    const { session, sent } = capturedSession({ baseUrl: 'https://ghe.example.com/api/v3' });
    await expect(createAuthorization(session, 'octocat', 'not-a-real-password', { scopes: 'repo' as unknown as string[] })).rejects.toThrow(expect.objectContaining({ parameter: 'scopes' }));
    expect(sent).toHaveLength(0);
  });
});
