import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The specs Stryker runs against each mutant of src/core/: those of the mechanisms themselves
// (spec/core, spec/hardening). A rule of the core must be held by its own spec, not only by an
// area's specs reaching it through an operation; and running every area's spec against each
// mutant of the request pipeline (which all of them reach) would take hours.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['spec/core/**/*.spec.ts', 'spec/hardening/**/*.spec.ts'],
    exclude: [
      // Its fault schedule ends a stalled body with a 100 ms timeout, which instrumented code on
      // a loaded machine also misses for answers that do arrive.
      'spec/hardening/fuzz.spec.ts',
      // A memory measurement of a 50 MB upload: seconds per mutant of the pipeline, and the
      // streaming rule it holds is also held by spec/hardening/uploads.spec.ts.
      'spec/hardening/upload-memory.spec.ts',
      'node_modules/**',
    ],
    // One module graph per run of a mutant (about 1.5 s a mutant instead of several). Stryker's
    // coverage per test then spans spec files; it stays small with these few files.
    isolate: false,
  },
});
