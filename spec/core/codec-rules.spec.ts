import { describe, expect, it } from 'vitest';
import { codec, listOf, nullable, objectSha, oneOf, positive, segment } from '../../src/core/codec.js';
import { ValidationError } from '../../src/errors/index.js';
import { thrown } from '../hardening/loopback.js';

/**
 * Each codec says what kind of value it reads and gives a value it accepts: the generated
 * checks drive every operation with bad values of that kind, and the reference shows the example.
 * (The plain codecs' kinds and examples, and `codec` itself, are held by refused-requests.spec.ts.)
 */

describe('kinds and examples', () => {
  it('oneOf: an enum whose example is its first value', () => {
    const state = oneOf('open', 'closed');
    expect([state.kind, state.example]).toEqual(['enum', 'open']);
  });

  it('listOf: a list whose example holds its item’s example, or none when the item has none', () => {
    const logins = listOf(segment);
    expect([logins.kind, logins.example]).toEqual(['list', ['octocat']]);
    expect(logins(logins.example, 'x')).toEqual(['octocat']);
    expect(listOf(codec('value', (v) => v)).example).toBeUndefined();
  });

  it('nullable: the inner codec’s kind and example, and null read as null', () => {
    const maybe = nullable(positive);
    expect([maybe.kind, maybe.example]).toEqual(['int', 1]);
    expect(maybe(null, 'x')).toBeNull();
    expect(maybe(3, 'x')).toBe(3);
    expect(thrown(() => maybe(0, 'n'), ValidationError).parameter).toBe('n');
  });
});

describe('objectSha', () => {
  it('40 or 64 hex digits, in any case, given as text or as parsed data’s sha', () => {
    const sha = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
    expect(objectSha(sha.toUpperCase(), 'sha')).toBe(sha.toUpperCase());
    expect(objectSha({ sha }, 'sha')).toBe(sha);
    expect(objectSha(sha + 'a'.repeat(24), 'sha')).toBe(sha + 'a'.repeat(24));
    for (const bad of [sha.slice(1), `${sha}a`, `x${sha}`, `${sha}x`, { sha: null }, 5, `${sha}${'a'.repeat(23)}`]) {
      expect(thrown(() => objectSha(bad, 'sha'), ValidationError).parameter).toBe('sha');
    }
  });
});
