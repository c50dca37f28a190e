import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The specs Stryker runs against each mutant of src/core/: every spec but those that build the
// package, type-check documentation or drive a browser. Those read the shipped files and the docs,
// not the core's behaviour, and each takes seconds to minutes.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'spec/package.spec.ts',
        'spec/examples.spec.ts',
        'spec/reference.spec.ts',
        'spec/tree-shaking.spec.ts',
        'spec/browser.spec.ts',
        'node_modules/**',
      ],
    },
  }),
);
