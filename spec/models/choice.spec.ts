import { describe, expect, it } from 'vitest';
import { UnprocessableResponseBody } from '../../src/errors/index.js';
import { choice, fitting, oneOfModels } from '../../src/models/library/choice.js';
import { num, promised, str, wire } from '../../src/models/library/fields.js';
import { model } from '../../src/models/library/model.js';

/** Two readings of one answer: a limit in force (three promises), or the empty object GitHub sends when none is. */
const Limit = model('Limit', { limit: promised(str), origin: promised(str), expires_count: promised(wire('expires', num)) });
const Nothing = model('Nothing', {});

describe('choice', () => {
  it('reads each wire object by the model its pick names, and refuses what is not an object', () => {
    const either = choice('Either', (raw) => ('limit' in raw ? 0 : 1), Limit, Nothing);
    expect(either.wrap({ limit: 'collaborators_only', origin: 'organization', expires: 3 })).toEqual({ limit: 'collaborators_only', origin: 'organization', expires_count: 3 });
    expect(either.wrap({})).toEqual({});
    expect(() => either.wrap([])).toThrow(UnprocessableResponseBody);
    expect(() => either.wrap(null)).toThrow(UnprocessableResponseBody);
  });

  it('promises a field only where every model does', () => {
    const Partial = model('Partial', { limit: promised(str), origin: str, expires_count: wire('expires', num) });
    const either = choice('Either', () => 0, Limit, Partial);
    expect(either.fields.limit?.promised).toBe(true);
    expect(either.fields.origin?.promised).toBe(false);
    expect(either.fields.expires_count?.promised).toBe(false);
  });
});

describe('fitting', () => {
  it('picks the model with the most promises whose promised members (by wire name) are all there, else the one with the fewest', () => {
    const pick = fitting(Nothing, Limit);
    expect(pick({ limit: 'x', origin: 'y', expires: 1 })).toBe(1);
    // A member sent as null, or one missing, does not fit the model that promises it.
    expect(pick({ limit: 'x', origin: 'y', expires: null })).toBe(0);
    expect(pick({ limit: 'x', origin: 'y', expires_count: 1 })).toBe(0);
    expect(pick({})).toBe(0);
  });

  it('oneOfModels reads an answer by the model it fits', () => {
    const answer = oneOfModels('Restrictions', Limit, Nothing);
    expect(answer.wrap({})).toEqual({});
    const limited = answer.wrap({ limit: 'existing_users', origin: 'repository', expires: 2 });
    expect('expires_count' in limited && limited.expires_count).toBe(2);
  });
});
