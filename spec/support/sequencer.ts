import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The specs that take longest, longest first: started at once, they end with the others instead
 * of after them. Vitest orders by the durations it cached from earlier runs, and a fresh clone has
 * none (it then starts the largest files first, which are not these). Measured on a 2-core machine.
 */
const SLOWEST = [
  'spec/generated/operations.spec.ts',
  'spec/hardening/fuzz-parsers.spec.ts',
  'spec/described.spec.ts',
  'spec/redis/redis-outage.spec.ts',
  'spec/hardening/fuzz.spec.ts',
  'spec/examples.spec.ts',
  'spec/hardening/plain-data.spec.ts',
  'spec/conformance.spec.ts',
  'spec/testing/fixtures.spec.ts',
];

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.findIndex((name) => spec.moduleId.endsWith(name));
      return at === -1 ? SLOWEST.length : at;
    };
    return sorted.map((spec, order) => ({ spec, order })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order).map(({ spec }) => spec);
  }
}
