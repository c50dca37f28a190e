// After `node scripts/type-entries.mjs`: the declarations of each generated directory (an area's
// operations, the generated models, the webhook models) go into that directory's index.d.ts, one
// file in place of one a function or a type. Each file repeated the same few imports (`Op`, the
// reference types, `CallOptions`, `Model`, `Changes`), which made a fifth of the declarations,
// and a program that imports an area resolves one file rather than two hundred.
//
// A directory is merged when its index.d.ts re-exports its own files (`export * from './x.js'`, or
// a generated model's `export { Name } from './name.js'`)
// and those files declare nothing but what they export (a name declared in two of them would
// clash). Imports between the merged files are dropped; every other import is kept once, and
// every reference to a merged file, in any declaration of the package, is pointed at the index.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stderr } from 'node:process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import ts from 'typescript';

const types = fileURLToPath(new URL('../dist/types/', import.meta.url));
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : []));

const MEMBER = /^export (?:\*|\{ \w+ \}) from '\.\/([\w-]+)\.js';$/;

/**
 * The files a generated directory's index re-exports (every file of a directory of generated
 * models that has no index, as the webhook models read by the payload table), or null when the
 * directory is not merged.
 */
function membersOf(dir) {
  if (!/[\\/]generated(?:[\\/]models)?$/.test(dir)) return null;
  const index = join(dir, 'index.d.ts');
  const own = readdirSync(dir).filter((name) => name.endsWith('.d.ts') && name !== 'index.d.ts');
  if (!existsSync(index)) return /[\\/]models$/.test(dir) ? own.map((name) => join(dir, name)) : null;
  const names = readFileSync(index, 'utf8').trim().split('\n').map((line) => MEMBER.exec(line)?.[1]);
  if (names.some((name) => name === undefined)) return null;
  return names.map((name) => join(dir, `${name}.d.ts`));
}

/** A file's imports and the rest of its text: its statements other than imports and `export {}`. */
function split(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const imports = [];
  const body = [];
  const locals = [];
  for (const statement of source.statements) {
    const span = text.slice(statement.getFullStart(), statement.getEnd()).replace(/^\n+/, '');
    if (ts.isImportDeclaration(statement)) {
      imports.push(statement);
      continue;
    }
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.length === 0) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) locals.push(span);
    body.push(span);
  }
  return { text, imports, body, locals };
}

const merged = new Map();
let dropped = 0;
const dirs = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [join(dir, entry.name), ...dirs(join(dir, entry.name))] : []));
for (const dir of dirs(types)) {
  const index = join(dir, 'index.d.ts');
  const members = membersOf(dir);
  if (!members || members.length < 2) continue;
  const parts = members.map((file) => ({ file, ...split(file) }));
  if (parts.some((part) => part.locals.length > 0)) continue;
  const siblings = new Set(members.map((file) => resolve(file)));
  // specifier -> name -> whether every import of it is type-only
  const kept = new Map();
  for (const { file, imports } of parts) {
    for (const declaration of imports) {
      const from = declaration.moduleSpecifier.text;
      const target = resolve(dirname(file), from.replace(/\.js$/, '.d.ts'));
      if (siblings.has(target)) continue;
      const clause = declaration.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) throw new Error(`merge-declarations: ${relative(types, file)} imports ${from} in a form this script does not merge`);
      const names = kept.get(from) ?? new Map();
      for (const element of bindings.elements) {
        const name = element.propertyName ? `${element.propertyName.text} as ${element.name.text}` : element.name.text;
        const typeOnly = clause.isTypeOnly || element.isTypeOnly;
        names.set(name, (names.get(name) ?? true) && typeOnly);
      }
      kept.set(from, names);
    }
  }
  const header = [...kept].sort(([a], [b]) => (a < b ? -1 : 1)).map(([from, names]) => {
    const list = [...names].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name));
    return `import { ${list.join(', ')} } from '${from}';`;
  });
  // A sibling's type named inline (`import("./user.js").User`) is declared in this file now.
  const local = (text) => text.replace(/import\("\.\/([\w-]+)\.js"\)\.(\w+)/g, (whole, name, type) => (siblings.has(resolve(dirname(index), `${name}.d.ts`)) ? type : whole));
  writeFileSync(index, `${[...header, ...parts.flatMap(({ body }) => body.map(local))].join('\n')}\n`);
  for (const file of members) {
    rmSync(file);
    merged.set(resolve(file), resolve(index));
    dropped++;
  }
}

// Every reference to a merged file, static or inline, now names its directory's index.
const specifier = (from, to) => {
  const path = relative(dirname(from), to).replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
};
/** A file's named imports of one module joined into one statement (a type-only one keeps its names type-only). */
function joinImports(text) {
  const byModule = new Map();
  const rest = [];
  for (const line of text.split('\n')) {
    const found = /^import (type )?\{ ([^}]+) \} from '([^']+)';$/.exec(line);
    if (!found) {
      rest.push(line);
      continue;
    }
    const [, typeOnly, names, from] = found;
    if (!byModule.has(from)) {
      byModule.set(from, new Map());
      rest.push({ from });
    }
    // A name imported both as a type and as a value is imported once, as a value.
    const kept = byModule.get(from);
    for (const written of names.split(', ')) {
      const name = written.replace(/^type /, '');
      kept.set(name, (kept.get(name) ?? true) && Boolean(typeOnly || written.startsWith('type ')));
    }
  }
  const list = (names) => [...names].map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name)).join(', ');
  return rest.map((line) => (typeof line === 'string' ? line : `import { ${list(byModule.get(line.from))} } from '${line.from}';`)).join('\n');
}

let pointed = 0;
for (const file of files(types)) {
  const text = readFileSync(file, 'utf8');
  const next = joinImports(
    text.replace(/(from '|import\(")((?:\.\.?\/)[\w./-]*\.js)(['"])/g, (whole, before, path, after) => {
      const home = merged.get(resolve(dirname(file), path.replace(/\.js$/, '.d.ts')));
      if (home === undefined) return whole;
      pointed++;
      return `${before}${specifier(file, home)}${after}`;
    }),
  );
  if (next !== text) writeFileSync(file, next);
}
stderr.write(`merge-declarations: ${dropped} files merged into their directories' index, ${pointed} references pointed there\n`);
