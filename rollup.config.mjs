import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';

// One entry per area module: `hubops/<area>` resolves to dist/<area>.js (and a matching entry in
// package.json's exports map; spec/package.spec.ts checks that the two agree).
const input = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  client: 'src/client.ts',
  misc: 'src/misc/index.ts',
  users: 'src/users/index.ts',
  repos: 'src/repos/index.ts',
  issues: 'src/issues/index.ts',
  auth: 'src/auth/index.ts',
  orgs: 'src/orgs/index.ts',
  pulls: 'src/pulls/index.ts',
  git: 'src/git/index.ts',
  teams: 'src/teams/index.ts',
  activity: 'src/activity/index.ts',
  gists: 'src/gists/index.ts',
  search: 'src/search/index.ts',
  admin: 'src/admin/index.ts',
  testing: 'src/testing/index.ts',
  // `hubops/redis` takes a client of the `redis` package; it imports nothing of it.
  redis: 'src/redis/index.ts',
};
const external = [/^ky$/, /^valibot$/, /^url-template$/, /^redis$/, /^@redis\//, /^node:/];

export default [
  {
    input,
    external,
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true, sourcemapExcludeSources: true },
    // Source maps name the original files and lines for stack traces, without embedding the sources.
    plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' })],
  },
  {
    input,
    external,
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    plugins: [dts({ tsconfig: 'tsconfig.json' })],
  },
];
