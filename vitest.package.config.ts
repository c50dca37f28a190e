import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/** `npm run test:package`: the checks of the package as `npm pack` makes it, installed in another project. */
export default defineConfig({ ...base, test: { ...base.test, include: ['spec/package.spec.ts'], exclude: [...configDefaults.exclude] } });
