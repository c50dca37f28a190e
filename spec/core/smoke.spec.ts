import nock from 'nock';
import { expect, it } from 'vitest';
import { getRepository } from '../../src/repos/get-repository.js';
import { getZen } from '../../src/misc/zen.js';
import { capturedSession } from '../support/capture.js';

it('smoke', async () => {
  nock('https://api.github.com').get('/zen').reply(200, 'Keep it logically awesome.', { 'x-ratelimit-remaining': '59', 'x-ratelimit-limit': '60', 'x-ratelimit-reset': '1700000000', 'x-ratelimit-resource': 'core' });
  nock('https://api.github.com').get('/repos/a/b').reply(200, { id: 1, name: 'b', owner: { id: 2, login: 'a' }, created_at: '2011-01-26T19:01:12Z', license: null }, { etag: '"x"' });
  const { session, sent } = capturedSession({ token: 'secret-token' });
  expect(await getZen(session)).toBe('Keep it logically awesome.');
  const repo = await getRepository(session, 'a', 'b');
  expect(repo.name).toBe('b');
  expect(repo.owner?.login).toBe('a');
  expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
  expect(repo.original_license).toBeNull();
  expect(Object.isFrozen(repo)).toBe(true);
  expect(sent[0]?.headers.authorization).toBe('token secret-token');
  expect(session.state.rateLimits.core?.remaining).toBe(59);
});
