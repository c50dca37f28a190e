// After `node scripts/type-entries.mjs`: the declarations tsc wrote (dist/types/, one file per
// source file) are bundled the way the modules are, one file per entry (dist/<name>.d.ts) and
// shared chunks (dist/types/<name>.d.ts), keeping only the declarations each entry reaches.
//
// A program type-checked against the package then reads a few dozen files rather than hundreds,
// and only what its imports reach: `hubops/repos` no longer brings every generated model, nor the
// client every operation's options. Declarations shared by several entries land in a chunk each
// of those entries imports (grouped by which entries reach them, as rollup groups modules), so a
// type is declared once and is the same type from every entry.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stderr } from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import config from '../rollup.config.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const types = join(dist, 'types');
const out = join(dist, '.declarations');

const input = Object.fromEntries(Object.keys(config[0].input).map((name) => [name, join(dist, `${name}.d.ts`)]));

/**
 * A chunk's file, named after the directory its modules share (`types/actions-generated.d.ts`
 * for the operations of src/actions/generated/), or after its one module; rollup numbers the
 * names two chunks would share.
 */
function chunkFileName(chunk) {
  const own = chunk.moduleIds.filter((id) => id.startsWith(types)).map((id) => relative(types, id).replace(/\.d\.ts$/, '').split(/[\\/]/));
  let shared = own[0] ?? [chunk.name.replace(/\.d$/, '')];
  for (const parts of own.slice(1)) {
    const differs = shared.findIndex((part, i) => part !== parts[i]);
    if (differs >= 0) shared = shared.slice(0, differs);
  }
  const name = shared.filter((part) => part !== 'index').join('-') || 'shared';
  return `types/${name}.d.ts`;
}

const bundle = await rollup({
  input,
  // Node's own modules (the testing kit's server), and the packages the declarations name.
  external: (id) => id.startsWith('node:') || (!id.startsWith('.') && !id.startsWith('/')),
  plugins: [dts({ respectExternal: false })],
  onwarn(warning) {
    // Chunks that import each other are expected, and types a chunk keeps private are not new exports.
    if (warning.code === 'CIRCULAR_DEPENDENCY' || /private shared type exports/.test(warning.message)) return;
    throw new Error(`bundle-declarations: ${warning.message}`);
  },
});
const { output } = await bundle.write({ dir: out, format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: chunkFileName, minifyInternalExports: false, experimentalMinChunkSize: 0 });
await bundle.close();

rmSync(types, { recursive: true, force: true });
for (const name of Object.keys(input)) rmSync(join(dist, `${name}.d.ts`));
for (const entry of readdirSync(out)) renameSync(join(out, entry), join(dist, entry));
rmSync(out, { recursive: true, force: true });
if (!existsSync(join(dist, 'index.d.ts'))) throw new Error('bundle-declarations: no index.d.ts was written');

const chunks = output.filter((file) => file.type === 'chunk' && !file.isEntry).length;
stderr.write(`bundle-declarations: ${Object.keys(input).length} entries and ${chunks} shared chunks\n`);
