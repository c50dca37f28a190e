import { describe, expect, it } from 'vitest';
import { getEmojis } from '../../src/misc/emojis.js';
import { getFeeds } from '../../src/activity/feeds.js';
import { getGitignoreTemplate, listGitignoreTemplates } from '../../src/misc/gitignore.js';
import { getLicense, listLicenses } from '../../src/misc/licenses.js';
import { getMeta } from '../../src/meta/meta.js';
import { getRateLimit, ratelimitRemaining } from '../../src/misc/rate-limit.js';
import type { UrlTemplate } from '../../src/models/library/template.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { replay } from '../support/recordings.js';

describe('getEmojis (emojis)', () => {
  it('maps every name to its image URL, frozen', async () => {
    const served = replay('openapi/emojis.get');
    const { session, sent } = capturedSession();
    const emojis = await getEmojis(session);
    expect(emojis['+1']).toBe('https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png?v8');
    expect(Object.keys(emojis)).toHaveLength(1876);
    expect(Object.isFrozen(emojis)).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/emojis' });
    served.done();
  });
});

describe('getMeta (meta)', () => {
  it('returns the document as received', async () => {
    const served = replay('openapi/meta.get');
    const { session, sent } = capturedSession();
    const meta = await getMeta(session);
    expect(meta.verifiable_password_authentication).toBe(true);
    expect(Array.isArray(meta.hooks)).toBe(true);
    expect(Object.isFrozen(meta.hooks)).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/meta' });
    served.done();
  });
});

describe('getRateLimit (rate_limit)', () => {
  it('returns resources.core and resources.search', async () => {
    const served = replay('openapi/rate-limit.get');
    const { session, sent } = capturedSession();
    const limits = await getRateLimit(session);
    expect(limits.resources.core).toEqual({ limit: 5000, used: 1, remaining: 4999, reset: 1691591363 });
    expect(limits.resources.search?.remaining).toBe(18);
    expectRequest(sent[0], { method: 'GET', path: '/rate_limit' });
    served.done();
  });
});

describe('getFeeds (feeds)', () => {
  it('turns every URL into a template, and each link href too', async () => {
    const served = replay('openapi/activity.get-feeds');
    const { session, sent } = capturedSession({ username: 'octocat', password: 'not-a-real-password' });
    const feeds = await getFeeds(session);
    expect((feeds.user_url as UrlTemplate).expand({ user: 'hubot' })).toBe('https://github.com/hubot');
    expect((feeds.timeline_url as UrlTemplate).template).toBe('https://github.com/timeline');
    expect((feeds.current_user_organization_urls as readonly UrlTemplate[])[0]?.template).toBe('https://github.com/organizations/github/octocat.private.atom?token=abc123');
    expect(feeds._links.user?.href.expand({ user: 'hubot' })).toBe('https://github.com/hubot');
    expect(feeds._links.user?.type).toBe('application/atom+xml');
    expectRequest(sent[0], { method: 'GET', path: '/feeds' });
    expect(sent[0]?.headers.authorization).toMatch(/^Basic /);
    served.done();
  });
});

describe('gitignore templates', () => {
  it('getGitignoreTemplate (gitignore_template) returns the source text', async () => {
    const served = replay('openapi/gitignore.get-template');
    const { session, sent } = capturedSession();
    const source = await getGitignoreTemplate(session, 'C');
    expect(source.startsWith('# Object files\n*.o\n')).toBe(true);
    expectRequest(sent[0], { method: 'GET', path: '/gitignore/templates/C' });
    served.done();
  });

  it('listGitignoreTemplates (gitignore_templates) returns the names', async () => {
    const served = replay('openapi/gitignore.get-all-templates');
    const { session, sent } = capturedSession();
    expect(await listGitignoreTemplates(session)).toEqual(['Actionscript', 'Android', 'AppceleratorTitanium', 'Autotools', 'Bancha', 'C', 'C++']);
    expectRequest(sent[0], { method: 'GET', path: '/gitignore/templates' });
    served.done();
  });
});

describe('licenses', () => {
  it('getLicense (license) parses a License', async () => {
    const served = replay('openapi/licenses.get');
    const { session, sent } = capturedSession();
    const license = await getLicense(session, 'mit');
    expect(license.key).toBe('mit');
    expect(license.name).toBe('MIT License');
    expect(license.spdx_id).toBe('MIT');
    expect(license.featured).toBe(true);
    expect(license.permissions).toEqual(['commercial-use', 'modifications', 'distribution', 'sublicense', 'private-use']);
    expect(license.conditions).toEqual(['include-copyright']);
    expect(license.limitations).toEqual(['no-liability']);
    expect(license.body).toContain('MIT License');
    expectRequest(sent[0], { method: 'GET', path: '/licenses/mit' });
    served.done();
  });

  it('listLicenses (licenses) yields ShortLicense items', async () => {
    const served = replay('openapi/licenses.get-all-commonly-used');
    const { session, sent } = capturedSession();
    const licenses = await listLicenses(session).toArray();
    expect(licenses.map((l) => l.key)).toEqual(['mit', 'lgpl-3.0', 'mpl-2.0', 'agpl-3.0', 'unlicense', 'apache-2.0', 'gpl-3.0']);
    expect(licenses[0]?.spdx_id).toBe('MIT');
    expectRequest(sent[0], { method: 'GET', path: '/licenses', query: { per_page: '100' } });
    served.done();
  });
});

describe('bad input is refused before sending', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['a template name that is a dot segment', () => getGitignoreTemplate(capturedSession().session, '..'), 'name'],
    ['an empty template name', () => getGitignoreTemplate(capturedSession().session, ''), 'name'],
    ['a template name that is not text', () => getGitignoreTemplate(capturedSession().session, 7 as unknown as string), 'name'],
    ['a license key that is a dot segment', () => getLicense(capturedSession().session, '.'), 'license'],
    ['a license key that is null', () => getLicense(capturedSession().session, null as unknown as string), 'license'],
    ['options that are a number', () => getEmojis(capturedSession().session, 5 as never), 'options'],
    ['an unknown option', () => getMeta(capturedSession().session, { page: 2 } as never), 'page'],
    ['options that are text', () => getRateLimit(capturedSession().session, 'core' as never), 'options'],
    ['headers that are not an object', () => getFeeds(capturedSession().session, { headers: 'x' } as never), 'headers'],
  ])('%s', async (_, run, parameter) => {
    await expect(run()).rejects.toThrow(expect.objectContaining({ name: 'ValidationError', parameter }));
  });

  it('nothing leaves for any of them', async () => {
    const { session, sent } = capturedSession();
    await getGitignoreTemplate(session, '..').catch(() => undefined);
    await getLicense(session, '').catch(() => undefined);
    await listGitignoreTemplates(session, [] as never).catch(() => undefined);
    expect(() => listLicenses(session, { number: 'all' } as never)).toThrow(expect.objectContaining({ name: 'ValidationError' }));
    expect(sent).toHaveLength(0);
  });
});

describe('ratelimitRemaining: bad input', () => {
  it('refuses options that are not an object, a resource that is not a name, and an unknown option, before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(ratelimitRemaining(session, 'core' as never)).rejects.toThrow(expect.objectContaining({ parameter: 'options' }));
    await expect(ratelimitRemaining(session, { resource: '' })).rejects.toThrow(expect.objectContaining({ parameter: 'resource' }));
    await expect(ratelimitRemaining(session, { resource: 5 as unknown as string })).rejects.toThrow(expect.objectContaining({ parameter: 'resource' }));
    await expect(ratelimitRemaining(session, { perPage: 5 } as never)).rejects.toThrow(expect.objectContaining({ parameter: 'perPage' }));
    await expect(ratelimitRemaining(null as never)).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});
