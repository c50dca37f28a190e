// Mutation testing of src/core/ (`npm run mutate`): every mutant Stryker makes of the core is run
// against the specs that cover it; a mutant no spec kills is a rule the suite does not hold.
// Not part of `npm test`: a full run takes tens of minutes on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: ['src/core/**/*.ts', '!src/core/index.ts'],
  coverageAnalysis: 'perTest',
  // Later runs test again only the mutants whose code or covering specs changed (`-- --force` for all).
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  concurrency: 2,
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 40,
  testRunnerNodeArgs: ['--max-old-space-size=6144'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
