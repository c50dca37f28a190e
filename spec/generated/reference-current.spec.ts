import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, renderReferenceFile } from '../../scripts/api-examples.js';

// The reference's example calls are written by `npm run docs:examples` from the code, read by the
// TypeScript compiler over the whole source: regenerated and compared with what is committed, as
// the generated operations are (`npm run test:package` runs both; CI runs it after `npm test`).
describe('the API reference', () => {
  it('is generated from the code (npm run docs:examples)', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(renderReferenceFile());
  }, 120_000);
});
