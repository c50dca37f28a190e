import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody, ValidationError } from '../../src/errors/index.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { asDict, asJson, fromDict, fromJson, sameId } from '../../src/models/library/objects.js';
import { refresh } from '../../src/core/operation.js';
import type { Infer } from '../../src/models/library/model.js';
import { Repository } from '../../src/models/repositories.js';
import { ShortUser, User } from '../../src/models/users.js';
import { getUser } from '../../src/users/get-user.js';
import { capturedSession } from '../support/capture.js';
import { documentedResponse } from '../support/recordings.js';

const API = 'https://api.github.com';

/** The documented example of repos/get (components.examples.full-repository). */
const FULL_REPOSITORY = documentedResponse('openapi/repos.get') as Record<string, unknown> & { owner: Record<string, unknown>; license: unknown; archive_url: string };

/** The documented example of users/get-by-username (components.examples.public-user-default-response). */
const PUBLIC_USER = documentedResponse('openapi/users.get-by-username') as Record<string, unknown>;

/** The repository as served by `GET /repos/octocat/Hello-World`, parsed. */
async function servedRepository() {
  nock(API).get('/repos/octocat/Hello-World').reply(200, FULL_REPOSITORY, { etag: '"7d9d6d2f"' });
  const { session } = capturedSession();
  return getRepository(session, 'octocat/Hello-World');
}

function isDeeplyFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

describe('asDict', () => {
  it('returns the exact wire object, deeply frozen', async () => {
    const repo = await servedRepository();
    const dict = asDict(repo);
    expect(dict).toEqual(FULL_REPOSITORY);
    expect(isDeeplyFrozen(dict)).toBe(true);
    expect(asDict(repo)).toBe(dict);
  });

  it('keeps members the parsed type renames or does not read', async () => {
    const repo = await servedRepository();
    expect(asDict(repo).license).toEqual(FULL_REPOSITORY.license);
    expect(asDict(repo).temp_clone_token).toBe('ABTLWHOULUVAXGTRYU7OC2876QJ2O');
    expect(asDict(repo).archive_url).toBe(FULL_REPOSITORY.archive_url);
  });

  it('of a nested object is that part of the wire object', async () => {
    const repo = await servedRepository();
    expect(asDict(repo.owner as object)).toEqual(FULL_REPOSITORY.owner);
  });

  it('refuses a value that is not parsed data', () => {
    expect(() => asDict({ id: 1 })).toThrow(ValidationError);
    expect(() => asJson({ id: 1 })).toThrow(ValidationError);
  });
});

describe('asJson, fromJson, fromDict', () => {
  it('asJson is the wire object’s JSON text; JSON.stringify writes the fields, as parsed', async () => {
    const repo = await servedRepository();
    expect(JSON.parse(asJson(repo))).toEqual(FULL_REPOSITORY);
    const written = JSON.parse(JSON.stringify(repo)) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(Object.keys(Repository.fields));
    expect(written.created_at).toBe('2011-01-26T19:01:12.000Z');
    expect(written.original_license).toMatchObject({ spdx_id: 'MIT' });
    expect(written.license).toBeUndefined();
    expect(written.hooks_url).toBe(FULL_REPOSITORY.hooks_url);
    expect(written.keys_urlt).toBe(FULL_REPOSITORY.keys_url);
  });

  it('fromJson(asJson(x)) and fromDict(asDict(x)) read the same data back', async () => {
    const repo = await servedRepository();
    for (const copy of [fromJson(Repository, asJson(repo)), fromDict(Repository, asDict(repo))]) {
      expect(copy).not.toBe(repo);
      expect(asDict(copy)).toEqual(asDict(repo));
      expect(copy.id).toBe(1296269);
      expect(copy.full_name).toBe('octocat/Hello-World');
      expect(copy.owner?.login).toBe('octocat');
      expect(copy.topics).toEqual(['octocat', 'atom', 'electron', 'api']);
      expect(copy.original_license?.spdx_id).toBe('MIT');
      expect(copy.created_at).toEqual(repo.created_at);
      expect(copy.permissions).toEqual({ pull: true, push: false, admin: false });
    }
  });

  it('fromDict reads a documented example as its type, with renamed fields', () => {
    const user = fromDict(User, PUBLIC_USER);
    expect(user.login).toBe('octocat');
    expect(user.followers_count).toBe(20);
    expect(user.following_count).toBe(0);
    expect(user.public_repos_count).toBe(2);
    expect(user.avatar_service_id).toBe('');
    expect(user.plan).toBeNull();
  });

  it('fromJson of text that is not JSON → UnprocessableResponseBody carrying the text', () => {
    expect(() => fromJson(Repository, '{"id": 1296269,')).toThrow(expect.objectContaining({ constructor: UnprocessableResponseBody, body: '{"id": 1296269,' }));
  });

  it('fromDict of the wrong shape or without an id → UnprocessableResponseBody', () => {
    expect(() => fromDict(Repository, [FULL_REPOSITORY])).toThrow(UnprocessableResponseBody);
    expect(() => fromDict(Repository, null)).toThrow(UnprocessableResponseBody);
    expect(() => fromDict(Repository, { name: 'Hello-World' })).toThrow(expect.objectContaining({ path: 'id' }));
  });
});

describe('parsed data is deeply frozen', () => {
  it('assigning, adding or deleting throws, at every depth', async () => {
    const repo = await servedRepository();
    expect(Object.isFrozen(repo)).toBe(true);
    expect(() => {
      (repo as { name: string | null }).name = 'Goodbye-World';
    }).toThrow(TypeError);
    expect(() => {
      (repo as unknown as Record<string, unknown>).extra = 1;
    }).toThrow(TypeError);
    expect(() => {
      delete (repo.topics as string[])[0];
    }).toThrow(TypeError);
    expect(() => delete (repo as unknown as Record<string, unknown>).id).toThrow(TypeError);
    expect(repo.id).toBe(1296269);
    expect(() => {
      (repo.owner as { login: string | null }).login = 'mallory';
    }).toThrow(TypeError);
    expect(() => (repo.topics as string[]).push('hacked')).toThrow(TypeError);
    expect(() => {
      (repo.permissions as Record<string, unknown>).admin = true;
    }).toThrow(TypeError);
    expect(() => (asDict(repo).topics as string[]).push('hacked')).toThrow(TypeError);
    expect(() => {
      (asDict(repo).owner as Record<string, unknown>).login = 'mallory';
    }).toThrow(TypeError);
    expect(repo.name).toBe('Hello-World');
    expect(repo.topics).toEqual(['octocat', 'atom', 'electron', 'api']);
  });

  it('a field is read once: the same value every time (a date: an equal copy every time)', async () => {
    const repo = await servedRepository();
    expect(repo.owner).toBe(repo.owner);
    const [first, second] = [repo.created_at, repo.created_at];
    expect(FULL_REPOSITORY.created_at).toBe('2011-01-26T19:01:12Z');
    expect(first?.getTime()).toBe(Date.parse(FULL_REPOSITORY.created_at as string));
    expect(second?.getTime()).toBe(Date.parse(FULL_REPOSITORY.created_at as string));
    expect(second).not.toBe(first);
  });
});

describe('dates', () => {
  it('date-time members are Date values', async () => {
    const repo = await servedRepository();
    expect(repo.created_at).toBeInstanceOf(Date);
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(repo.pushed_at).toEqual(new Date('2011-01-26T19:06:43Z'));
    expect(repo.updated_at).toEqual(new Date('2011-01-26T19:14:43Z'));
    expect(fromDict(User, PUBLIC_USER).created_at?.toISOString()).toBe('2008-01-14T04:33:35.000Z');
  });
});

describe('*_urlt templates', () => {
  it('expand with the given variables; missing ones expand to nothing', async () => {
    const repo = await servedRepository();
    const following = repo.owner?.following_urlt;
    expect(following?.expand({ other_user: 'x' })).toBe('https://api.github.com/users/octocat/following/x');
    expect(following?.expand()).toBe('https://api.github.com/users/octocat/following');
    expect(following?.template).toBe('https://api.github.com/users/octocat/following{/other_user}');
    expect(String(following)).toBe('https://api.github.com/users/octocat/following{/other_user}');
    expect(Object.isFrozen(following)).toBe(true);
  });

  it('expand reserved, multi-variable and query templates of a repository', async () => {
    const repo = await servedRepository();
    expect(repo.contents_urlt?.expand({ path: 'docs/READ ME.md' })).toBe('https://api.github.com/repos/octocat/Hello-World/contents/docs/READ%20ME.md');
    expect(repo.compare_urlt?.expand({ base: 'master', head: 'feature/x' })).toBe('https://api.github.com/repos/octocat/Hello-World/compare/master...feature%2Fx');
    expect(repo.archive_urlt?.expand({ archive_format: 'zipball', ref: 'v1.0' })).toBe('https://api.github.com/repos/octocat/Hello-World/zipball/v1.0');
    expect(repo.notifications_urlt?.expand({ all: true, participating: false })).toBe('https://api.github.com/repos/octocat/Hello-World/notifications?all=true&participating=false');
    expect(repo.statuses_urlt?.expand({ sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' })).toBe('https://api.github.com/repos/octocat/Hello-World/statuses/6dcb09b5b57875f334f61aebed695e2e4193db5e');
  });
});

describe('refresh', () => {
  it('of a summary (ShortUser) fetches its url and returns the full type', async () => {
    const repo = await servedRepository();
    const owner = repo.owner as NonNullable<typeof repo.owner>;
    expect('bio' in owner).toBe(false);
    nock(API).get('/users/octocat').reply(200, PUBLIC_USER, { etag: '"b5f6b5c5"' });
    const { session, sent } = capturedSession({ token: 'ghp_refresh' });
    const full = (await refresh(session, owner)) as unknown as Infer<typeof User>;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.href).toBe('https://api.github.com/users/octocat');
    expect(sent[0]?.headers).not.toHaveProperty('if-none-match');
    expect('bio' in full).toBe(true);
    expect(full.bio).toBe('There once was...');
    expect(full.followers_count).toBe(20);
    expect(full.created_at).toEqual(new Date('2008-01-14T04:33:35Z'));
    expect(full.login).toBe('octocat');
    expect(asDict(full)).toEqual(PUBLIC_USER);
    expect(Object.isFrozen(full)).toBe(true);
  });

  it('of a full object returns a new object of the same type with the current data', async () => {
    nock(API).get('/users/octocat').reply(200, PUBLIC_USER);
    nock(API).get('/users/octocat').reply(200, { ...PUBLIC_USER, followers: 21 });
    const { session } = capturedSession();
    const before = await getUser(session, 'octocat');
    const after = await refresh(session, before);
    expect(after).not.toBe(before);
    expect(before.followers_count).toBe(20);
    expect(after.followers_count).toBe(21);
  });

  it('of an object without a url → ValidationError, nothing sent', async () => {
    const { session, sent } = capturedSession();
    await expect(refresh(session, fromDict(ShortUser, { id: 1, login: 'octocat' }))).rejects.toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
  });
});

describe('sameId', () => {
  it('users are equal by id', async () => {
    const repo = await servedRepository();
    const owner = repo.owner as NonNullable<typeof repo.owner>;
    expect(sameId(owner, fromDict(User, PUBLIC_USER))).toBe(true);
    expect(sameId(owner, owner)).toBe(true);
    expect(sameId(owner, fromDict(ShortUser, { ...FULL_REPOSITORY.owner, id: 2 }))).toBe(false);
    expect(sameId(owner, null)).toBe(false);
    expect(sameId(null, null)).toBe(false);
  });
});

describe('refresh with a type', () => {
  it('reads the answer as the given type, and types the result with it', async () => {
    const listed = fromDict(ShortUser, PUBLIC_USER);
    nock(API).get('/users/octocat').reply(200, PUBLIC_USER);
    const { session } = capturedSession();
    const full = await refresh(session, listed, { type: User });
    // `followers_count` exists only on the full type: this line type-checks only if the result is a User.
    expect(full.followers_count).toBe(PUBLIC_USER.followers);
  });
});

describe('dates in parsed data', () => {
  it('cannot be changed, and an empty one reads as null', () => {
    const repo = fromDict(Repository, { ...FULL_REPOSITORY, pushed_at: '' });
    const created = repo.created_at as Date;
    expect(created).toBeInstanceOf(Date);
    expect(() => created.setFullYear(1999)).toThrow(TypeError);
    expect(() => created.setTime(0)).toThrow(TypeError);
    expect(repo.created_at?.toISOString()).toBe('2011-01-26T19:01:12.000Z');
    expect(repo.pushed_at).toBeNull();
  });
});
