import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/** `npm run test:runtimes`: the runtime matrix, the packed package under every runtime the README names. */
export default defineConfig({ ...base, test: { ...base.test, include: ['spec/runtimes/**/*.spec.ts'], exclude: [...configDefaults.exclude], maxWorkers: 1, testTimeout: 60_000 } });
