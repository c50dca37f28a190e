import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The shape of the source tree, from its own imports (type imports included): no module imports
 * one that imports it back, however far round; and the folders of src/ stand in layers, each
 * importing only folders below it, so that no import runs back up. CONTRIBUTING.md draws the layers.
 */

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
}

const files = sourceFiles(SRC);
const known = new Set(files);
/** Each file's imports of other files of src/ (`import … from`, `export … from`, `import(…)`). */
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:^(?:import|export)\s[^'"]*?from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/gm)].map((m) => resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts'))).filter((target) => known.has(target));
    return [file, [...new Set(targets)]] as const;
  }),
);

/** The groups of files that import each other (Tarjan's strongly connected components), of two or more. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A file's folder below src/ (`core`, `repos`), or the file itself for the root's (`client.ts`). */
const folderOf = (file: string) => relative(SRC, file).split(/[/\\]/)[0] as string;

describe('the house', () => {
  it('reads every module of src/ (the spec is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(2000);
    expect(imports.get(join(SRC, 'repos', 'get-repository.ts'))).toContain(join(SRC, 'core', 'operation.ts'));
  });

  it('has no circle of modules importing each other', () => {
    expect(circles(imports).map((group) => group.map((file) => relative(SRC, file)))).toEqual([]);
  });

  it('has no circle of folders: every import goes down a layer, none runs back up', () => {
    const folders = new Map<string, string[]>();
    for (const [file, targets] of imports) {
      const from = folderOf(file);
      const to = targets.map(folderOf).filter((folder) => folder !== from);
      folders.set(from, [...new Set([...(folders.get(from) ?? []), ...to])]);
    }
    expect(circles(folders)).toEqual([]);
    // The ground: errors import nothing of the house; the model library nothing but errors.
    expect(folders.get('errors')).toEqual([]);
    const library = [...imports].filter(([file]) => relative(SRC, file).startsWith(join('models', 'library'))).flatMap(([, targets]) => targets.map((target) => relative(SRC, target)));
    expect(library.filter((target) => !target.startsWith('errors') && !target.startsWith(join('models', 'library')))).toEqual([]);
  });

  it('finds a circle where there is one (the check above can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
