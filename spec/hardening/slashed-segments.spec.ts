import { describe, expect, it } from 'vitest';
import { segment } from '../../src/core/codec.js';
import { ValidationError } from '../../src/errors/index.js';
import { getLabel } from '../../src/issues/repository-labels.js';
import { getGitignoreTemplate } from '../../src/misc/gitignore.js';
import { capturedSession } from '../support/capture.js';
import { rejection } from './loopback.js';

/**
 * A path segment holding slashes goes on the wire as one segment, its slashes written %2F: a
 * server or proxy that decodes before resolving sees them as slashes again. A `.` or `..` part
 * between them (also percent-encoded, or between backslashes) would then move the request, as a
 * whole-segment `..` would: it is a ValidationError naming the parameter, nothing sent.
 */

describe('a segment with slashes', () => {
  it.each(['a/../b', '../x', 'x/..', 'a/./b', 'a/%2e%2E/b', 'x/%2e', 'a\\..\\b', '%2E\\x'])('%j is refused by the segment codec', (text) => {
    expect(() => segment(text, 'name')).toThrow(ValidationError);
    expect(() => segment(text, 'name')).toThrow(/^name: must not hold a "\." or "\.\." part/);
  });

  it.each(['help wanted/ui', 'area/api', 'a..b/c', '.../x', 'v1.0/.github'])('%j, whose parts are not dot segments, is read as it is', (text) => {
    expect(segment(text, 'name')).toBe(text);
  });

  it('through an operation: a ValidationError naming the parameter, nothing sent', async () => {
    const { session, sent } = capturedSession();
    expect(await rejection(getLabel(session, { owner: 'octocat', repo: 'Hello-World', name: 'x/../../../collaborators/mallory' }), ValidationError)).toMatchObject({ parameter: 'label.name' });
    expect(await rejection(getGitignoreTemplate(session, 'C/%2e%2e'), ValidationError)).toMatchObject({ parameter: 'name' });
    expect(sent).toEqual([]);
  });
});
