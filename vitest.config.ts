import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { SlowestFirst } from './spec/support/sequencer.js';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** The specs `npm run test:package` runs instead of `npm test`. */
export const SLOW = ['spec/package.spec.ts', 'spec/generated/current.spec.ts', 'spec/generated/reference-current.spec.ts'];

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
    // Twice as many workers as cores: many specs wait on timers, loopback servers and child
    // processes, time other workers fill. Measured on 2 cores from a fresh clone, beside a process
    // that keeps one core busy: 146 s with 2 workers, 135 s with 3, 112 s with 4. One module graph
    // per worker: each spec file makes its own sessions, servers and stores, so nothing it needs is
    // left over from another.
    maxWorkers: availableParallelism() * 2,
    isolate: false,
    sequence: { sequencer: SlowestFirst },
  },
});
