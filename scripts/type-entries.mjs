// After `rollup -c` (the modules) and `tsc -p tsconfig.build.json` (declarations in dist/types/):
// writes dist/<name>.d.ts for each entry of rollup.config.mjs, re-exporting its module's declarations.
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import config from '../rollup.config.mjs';

for (const [name, source] of Object.entries(config[0].input)) {
  const declaration = source.replace(/^src\//, './types/').replace(/\.ts$/, '.js');
  writeFileSync(new URL(`../dist/${name}.d.ts`, import.meta.url), `export * from '${declaration}';\n`);
}
