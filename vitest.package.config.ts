import { configDefaults, defineConfig } from 'vitest/config';
import base, { SLOW } from './vitest.config.js';

/** `npm run test:package`: the checks of the package as `npm pack` makes it, installed in another project, and of the generated output. */
export default defineConfig({ ...base, test: { ...base.test, include: SLOW, exclude: [...configDefaults.exclude] } });
