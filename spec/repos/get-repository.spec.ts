import { describe, expect, it } from 'vitest';
import { getRepository } from '../../src/repos/get-repository.js';
import { ValidationError } from '../../src/errors/index.js';
import { asDict } from '../../src/models/library/objects.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { loadRecording, replay } from '../support/recordings.js';

describe('getRepository (repository)', () => {
  it('parses a Repository with its nested summaries', async () => {
    const served = replay('openapi/repos.get');
    const { session, sent } = capturedSession();
    const repo = await getRepository(session, 'octocat/Hello-World');
    expectRequest(sent[0], { method: 'GET', path: '/repos/octocat/Hello-World' });
    served.done();

    expect(repo.id).toBe(1296269);
    expect(repo.full_name).toBe('octocat/Hello-World');
    expect(repo.description).toBe('This your first repo!');
    expect(repo.owner?.login).toBe('octocat');
    expect(repo.stargazers_count).toBe(80);
    expect(repo.forks_count).toBe(9);
    expect(repo.subscribers_count).toBe(42);
    expect(repo.network_count).toBe(0);
    expect(repo.default_branch).toBe('master');
    expect(repo.homepage).toBe('https://github.com');
    expect(repo.archived).toBe(false);
    expect(repo.has_issues).toBe(true);
    expect(repo.allow_merge_commit).toBe(true);
    expect(repo.visibility).toBe('public');
    expect(repo.topics).toEqual(['octocat', 'atom', 'electron', 'api']);
    expect(repo.permissions).toEqual({ pull: true, push: false, admin: false });
    expect(repo.created_at).toEqual(new Date('2011-01-26T19:01:12Z'));
    expect(repo.pushed_at).toEqual(new Date('2011-01-26T19:06:43Z'));
    // `license` is documented as original_license, a ShortLicense.
    expect(repo.original_license?.key).toBe('mit');
    expect(repo.original_license?.spdx_id).toBe('MIT');
    expect(repo.parent?.full_name).toBe('octocat/Hello-World');
    expect(repo.source?.owner?.id).toBe(1);
    expect(repo.template_repository?.name).toBe('Hello-World-Template');
    // The documented example lacks `language` (a known gap of the description): lenient null.
    expect(repo.language).toBeNull();
    expect(repo.archive_urlt?.expand({ archive_format: 'zipball', ref: 'main' })).toBe('https://api.github.com/repos/octocat/Hello-World/zipball/main');
    expect(repo.issues_urlt?.expand({ number: 7 })).toBe('https://api.github.com/repos/octocat/Hello-World/issues/7');
    expect(asDict(repo)).toEqual(loadRecording('openapi/repos.get').interactions[0]?.response);
  });

  it('refuses an empty owner or name without sending', async () => {
    const { session, sent } = capturedSession();
    await expect(getRepository(session, '/Hello-World')).rejects.toThrow(ValidationError);
    await expect(getRepository(session, 'octocat/')).rejects.toThrow(/repo/);
    expect(sent).toHaveLength(0);
  });
});
