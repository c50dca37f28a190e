import esbuild from 'rollup-plugin-esbuild';

import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

// One entry per module of package.json's exports map: `hubops/<area>` resolves to dist/<area>.js,
// built from src/<area>/index.ts (src/client.ts for `hubops/client`, src/index.ts for `hubops`).
const { exports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const input = Object.fromEntries(
  Object.entries(exports)
    .filter(([, target]) => typeof target === 'object')
    .map(([subpath]) => (subpath === '.' ? ['index', 'src/index.ts'] : subpath === './client' ? ['client', 'src/client.ts'] : [subpath.slice(2), `src/${subpath.slice(2)}/index.ts`])),
);
const external = [/^ky$/, /^url-template$/, /^redis$/, /^@redis\//, /^node:/];

// Declarations are emitted by tsc (tsconfig.build.json) into dist/types/, one file per source file;
// scripts/type-entries.mjs writes dist/<name>.d.ts for each entry.
export default [
  {
    input,
    external,
    // No source maps: the modules are shipped unminified, with their names, so a stack trace reads as
    // it is, and maps (a fifth of the package) would point into sources the package does not carry.
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' })],
  },
];
