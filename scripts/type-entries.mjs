// After `rollup -c` (the modules) and `tsc -p tsconfig.build.json` (declarations in dist/types/):
// 1. points each inferred type at the module that declares it. For a type a file uses without
//    importing it, tsc writes the shortest path it finds, most often the root barrel
//    (`import("../index.js").Session`), and a program that imports one function then loads every
//    declaration of the package. Each such reference is rewritten to the declaring module.
//    Each is also indented one space a level rather than tsc's four.
// 2. ships the route table's declarations as the generator writes them;
// 3. writes dist/<name>.d.ts for each entry of rollup.config.mjs, re-exporting its module's declarations.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stderr } from 'node:process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import ts from 'typescript';
import config from '../rollup.config.mjs';

const types = fileURLToPath(new URL('../dist/types/', import.meta.url));
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : []));
const all = files(types);
const barrels = all.filter((file) => file.endsWith('index.d.ts'));

const program = ts.createProgram(barrels, { noEmit: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [] });
const checker = program.getTypeChecker();

/** For each barrel, each name it exports → the file that declares it. */
const homes = new Map();
for (const barrel of barrels) {
  const source = program.getSourceFile(barrel);
  const symbol = source && checker.getSymbolAtLocation(source);
  const names = new Map();
  for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
    const original = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = original.declarations?.[0];
    // Only a name exported under its own name can be imported from its home as is.
    if (declaration && original.name === exported.name) names.set(exported.name, resolve(declaration.getSourceFile().fileName));
  }
  homes.set(resolve(barrel), names);
}

const specifier = (from, to) => {
  const path = relative(dirname(from), to).replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
};
let rewritten = 0;
let left = 0;
for (const file of all) {
  if (file.endsWith('index.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/import\("((?:\.\.?\/)+(?:[\w-]+\/)*index\.js)"\)\.(\w+)/g, (whole, path, name) => {
    const home = homes.get(resolve(dirname(file), path.replace(/\.js$/, '.d.ts')))?.get(name);
    if (home === undefined) {
      left++;
      return whole;
    }
    rewritten++;
    return `import("${specifier(file, home)}").${name}`;
  });
  // tsc indents four spaces a level; one keeps the structure at a quarter of the bytes (a sixteenth of the package).
  const compact = next.replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 4));
  if (compact !== text) writeFileSync(file, compact);
}
if (left > 0) throw new Error(`type-entries: ${left} references to a barrel whose home was not found`);
stderr.write(`type-entries: ${rewritten} inferred references point at their declaring modules\n`);

// The route table is declarations only, written compactly by the generator: shipped as written
// rather than as tsc prints it, one member a line (a third larger).
copyFileSync(new URL('../src/route/generated/route-types.ts', import.meta.url), join(types, 'route/generated/route-types.d.ts'));

for (const [name, source] of Object.entries(config[0].input)) {
  const declaration = source.replace(/^src\//, './types/').replace(/\.ts$/, '.js');
  writeFileSync(new URL(`../dist/${name}.d.ts`, import.meta.url), `export * from '${declaration}';\n`);
}
