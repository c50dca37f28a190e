import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['spec/**/*.spec.ts'],
    environment: 'node',
    setupFiles: ['spec/support/setup.ts'],
    testTimeout: 10_000,
  },
});
