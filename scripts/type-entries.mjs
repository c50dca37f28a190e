// After `rollup -c` (the modules) and `tsc -p tsconfig.build.json` (declarations in dist/types/):
// 1. indents each declaration one space a level rather than tsc's four;
// 2. ships the route table's declarations as the generator writes them;
// 3. writes dist/<name>.d.ts for each entry of rollup.config.mjs, re-exporting its module's declarations.
// scripts/bundle-declarations.mjs then bundles them. A type a file uses without importing it, which
// tsc names by the shortest path it finds (often the root barrel: `import("../index.js").Session`),
// is bound there to the module that declares it, so no entry reaches the declarations through a barrel.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import config from '../rollup.config.mjs';

const types = fileURLToPath(new URL('../dist/types/', import.meta.url));
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : []));

for (const file of files(types)) {
  const text = readFileSync(file, 'utf8');
  // tsc indents four spaces a level; one keeps the structure at a quarter of the bytes (a sixteenth of the package).
  const compact = text.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 4));
  if (compact !== text) writeFileSync(file, compact);
}

// The route table is declarations only, written compactly by the generator: shipped as written
// rather than as tsc prints it, one member a line (a third larger).
copyFileSync(new URL('../src/route/generated/route-types.ts', import.meta.url), join(types, 'route/generated/route-types.d.ts'));

for (const [name, source] of Object.entries(config[0].input)) {
  const declaration = source.replace(/^src\//, './types/').replace(/\.ts$/, '.js');
  writeFileSync(new URL(`../dist/${name}.d.ts`, import.meta.url), `export * from '${declaration}';\n`);
}
