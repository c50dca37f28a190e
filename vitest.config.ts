import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** The specs `npm run test:package` runs instead of `npm test`. */
export const SLOW = ['spec/package.spec.ts', 'spec/generated/current.spec.ts'];

/** `hubops` and `hubops/<module>` are the sources here, as tsconfig.json's paths say for tsc and tsx. */
const hubopsFromSources: Plugin = {
  name: 'hubops-from-sources',
  enforce: 'pre',
  resolveId(id) {
    if (id === 'hubops') return `${src}index.ts`;
    const area = /^hubops\/([\w-]+)$/.exec(id)?.[1];
    if (!area) return null;
    return [`${src}${area}/index.ts`, `${src}${area}.ts`].find((file) => existsSync(file)) ?? null;
  },
};

export default defineConfig({
  plugins: [hubopsFromSources],
  test: {
    include: ['spec/**/*.spec.ts'],
    // The packed package's checks (pack, install, consumer tsc, attw, publint, TypeDoc) and the
    // generated output regenerated and compared (three generator runs over the descriptions) take
    // most of a run: `npm run test:package` runs them, and CI runs it after `npm test`.
    // The runtime matrix is a command of its own (`npm run test:runtimes`): it runs the packed package
    // under seven runtimes installed apart from the project's own dependencies.
    exclude: [...configDefaults.exclude, ...SLOW, 'spec/runtimes/**'],
    environment: 'node',
    setupFiles: ['spec/support/setup.ts'],
    testTimeout: 10_000,
    // A worker more than the cores: many specs wait on timers, loopback servers and child
    // processes, time another worker fills (each worker transforms the modules it loads, so more
    // would cost more than they save). One module graph per worker: each spec file makes its own
    // sessions, servers and stores, so nothing it needs is left over from another.
    maxWorkers: availableParallelism() + 1,
    isolate: false,
  },
});
