import { describe, expect, it } from 'vitest';
import { segment } from '../../src/core/codec.js';
import { createSession } from '../../src/core/session.js';
import { resolveUrl } from '../../src/core/url.js';
import { NotFoundError, ValidationError } from '../../src/errors/index.js';
import { listRepositoryIssues } from '../../src/issues/list-repository-issues.js';
import { getContents } from '../../src/repos/contents.js';
import { getRepository } from '../../src/repos/get-repository.js';
import { createHook } from '../../src/repos/hooks.js';
import { searchRepositories } from '../../src/search/search.js';
import { rejection } from './loopback.js';

/**
 * Text holding half of a UTF-16 surrogate pair has no UTF-8 form: `encodeURIComponent` throws
 * a URIError on it. Such text in a path or query is a ValidationError naming the parameter,
 * with nothing sent; as a secret in a body it is sent like any other, and kept out of errors.
 */

const HIGH = '\ud800';
const LOW = '\udfff';

function capturing(): { session: ReturnType<typeof createSession>; sent: string[] } {
  const sent: string[] = [];
  const session = createSession({ token: 'lone-surrogate-spec-token', retry: false, fetch: async (input, init) => (sent.push(new Request(input, init).url), new Response('{"message":"Not Found"}', { status: 404 })) });
  return { session, sent };
}

describe('text no URL can carry', () => {
  it('is refused by the path-segment codecs, by name', () => {
    for (const text of [HIGH, LOW, `a${HIGH}b`, `${LOW}${HIGH}`]) {
      expect(() => segment(text, 'login')).toThrow(ValidationError);
      expect(() => segment(text, 'login')).toThrow(/^login: .*surrogate/);
    }
    // A whole pair is well-formed text: an emoji is a fine segment.
    expect(segment('😀', 'login')).toBe('😀');
  });

  it('in a reference or a file path: a ValidationError naming it, nothing sent', async () => {
    const { session, sent } = capturing();
    expect(await rejection(getRepository(session, `octo${HIGH}/Hello-World`))).toMatchObject({ name: 'ValidationError', parameter: 'repository.owner' });
    expect(await rejection(getRepository(session, { owner: 'octocat', repo: `Hello${LOW}` }))).toMatchObject({ name: 'ValidationError', parameter: 'repository.repo' });
    expect(await rejection(getContents(session, 'octocat/Hello-World', `docs/${HIGH}.md`))).toMatchObject({ name: 'ValidationError', parameter: 'path' });
    expect(sent).toEqual([]);
  });

  it('in a query: a ValidationError naming the query parameter, nothing sent', async () => {
    const { session, sent } = capturing();
    expect(await rejection(searchRepositories(session, `tetris ${HIGH}`).toArray())).toMatchObject({ name: 'ValidationError', parameter: 'q' });
    // A listing reads its arguments when it is made.
    expect(() => listRepositoryIssues(session, 'octocat/Hello-World', { labels: [`bug${LOW}`] })).toThrow(/^labels\[0\]: .*surrogate/);
    expect(() => resolveUrl('https://api.github.com', '/users/{username}', { username: HIGH })).toThrow(ValidationError);
    expect(sent).toEqual([]);
  });

  it('as a secret in a body: sent, and the answer is the typed error (redaction copes with it)', async () => {
    const { session, sent } = capturing();
    const error = await rejection(createHook(session, 'octocat/Hello-World', 'web', { url: 'https://example.com/webhook', secret: `s3cret${HIGH}` }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(sent).toHaveLength(1);
  });
});
