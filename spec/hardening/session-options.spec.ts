import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { createSession, newSession } from '../../src/core/session.js';
import { ValidationError } from '../../src/errors/index.js';
import { thrown, TOKEN } from './loopback.js';
import { conditionalCache } from '../../src/core/conditional-cache.js';

/** createClient with options a JavaScript caller might pass, typed or not. */
const make = (options: unknown) => () => createClient(options as Parameters<typeof createClient>[0]);

describe('session options are checked when the session is made', () => {
  it.each([
    ['timeout', '10s'],
    ['timeout', -5],
    ['timeout', 0],
    ['timeout', Number.NaN],
    ['timeout', 1e12],
    ['timeout', true],
    ['cache', 'yes'],
    ['cache', { get: 1 }],
    ['token', 123],
    ['username', 42],
    ['password', ['x']],
    ['baseUrl', 7],
    ['userAgent', null],
    ['apiVersion', 20221128],
    ['fetch', 'fetch'],
    ['twoFactorCallback', '123456'],
    ['allowInsecureHttp', 'yes'],
    ['maxResponseBytes', 0],
    ['maxResponseBytes', -1],
    ['maxResponseBytes', '1MB'],
    ['maxResponseBytes', 1.5],
  ])('%s: %o → ValidationError naming it', (name, value) => {
    const error = thrown(make({ [name]: value }), ValidationError);
    expect(error.parameter).toBe(name);
  });

  it('an unknown option (a typo) → ValidationError naming it, rather than a silently anonymous client', () => {
    expect(thrown(make({ tokne: TOKEN }), ValidationError).parameter).toBe('tokne');
  });

  it('createClient(token) → ValidationError saying to pass { token }, without echoing the token', () => {
    const error = thrown(make(TOKEN), ValidationError);
    expect(error.message).toContain('{ token }');
    expect(error.message).not.toContain(TOKEN);
    expect(String(error.stack)).not.toContain(TOKEN);
  });

  it('a secret value of the wrong shape is never echoed', () => {
    for (const options of [{ token: `${TOKEN}\r\n` }, { password: `${TOKEN}\n`, username: 'octocat' }, { token: `${TOKEN}\u2028` }]) {
      const error = thrown(make(options), ValidationError);
      expect(error.message).not.toContain(TOKEN);
    }
  });

  it('valid options are accepted, and a derived session keeps them', () => {
    const session = createSession({ token: TOKEN, timeout: false, cache: conditionalCache(new Map()), apiVersion: null, maxResponseBytes: 1024, userAgent: 'release-bot/2.1' });
    expect(session).toMatchObject({ timeout: false, apiVersion: null, maxResponseBytes: 1024, authKind: 'token' });
    expect(newSession(session)).toMatchObject({ timeout: false, maxResponseBytes: 1024, authKind: 'token' });
    expect(createClient({ timeout: 2 ** 31 - 1, maxResponseBytes: Infinity }).session.timeout).toBe(2 ** 31 - 1);
  });
});
