import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pureCalls } from '../scripts/generate/operations.js';
import { filesBelow, ROOT } from './support/packed.js';

/*
 * A bundler keeps a module-level call it cannot prove pure: a declaration's members
 * (`target: path(repository)`, `result: one(Repository)`) are calls run once for their value, and
 * an unmarked one keeps its whole declaration, and all it names, in every bundle of its module.
 * Each declaration marks them (`/*#__PURE__*\/`); the generator does so with `pureCalls`.
 */

/** Member lines of `operation({ … })` declarations that hold a call not marked pure. */
function unmarked(file: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (const [n, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    // `= /*#__PURE__*/ operation(() => ({` (or `operation({`), on the declaration's line or the next, and the helpers that wrap it (`teamOperation('/members', {`).
    if (depth === 0 && /(?:= |^\s*)\/\*#__PURE__\*\/ (?:\w+\(\/\*#__PURE__\*\/ )?\w*[oO]peration\((?:'[^']*', )?(?:\(\) => \()?\{\s*$/.test(line)) {
      depth = 1;
      continue;
    }
    if (depth === 0) continue;
    const member = /^\s+[\w$]+: (.+),$/.exec(line);
    // A function's body runs calls for their effect: never marked, never asked.
    if (member && !line.includes('=>') && !line.includes('function') && pureCalls(member[1] as string) !== member[1]) found.push(`${file.slice(ROOT.length)}:${n + 1}: ${line.trim()}`);
    for (const c of line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, '')) depth += '{(['.includes(c) ? 1 : ')}]'.includes(c) ? -1 : 0;
    if (depth < 0) depth = 0;
  }
  return found;
}

describe('declarations', () => {
  it('mark every call among their members pure, hand-written and generated alike', () => {
    const files = filesBelow(join(ROOT, 'src')).filter((file) => file.endsWith('.ts')).map((file) => join(ROOT, 'src', file));
    expect(files.length).toBeGreaterThan(1000);
    expect(files.flatMap(unmarked)).toEqual([]);
  });

  it('pureCalls marks calls outside strings only', () => {
    expect(pureCalls(`body(matching("^ssh-(rsa|dss) "), 'key')`)).toBe(`/*#__PURE__*/ body(/*#__PURE__*/ matching("^ssh-(rsa|dss) "), 'key')`);
    expect(pureCalls(`one(Repository)`)).toBe(`/*#__PURE__*/ one(Repository)`);
    expect(pureCalls(`x.y(z)`)).toBe(`x.y(z)`);
    expect(pureCalls(`/*#__PURE__*/ one(Repository)`)).toBe(`/*#__PURE__*/ one(Repository)`);
    expect(pureCalls(`'it\\'s f(x)'`)).toBe(`'it\\'s f(x)'`);
  });
});

/**
 * What a bundler must keep of a module's top level, whatever the program uses: in a variable's
 * value (outside functions), a call or `new` not marked pure, an object or array spread (it may run
 * getters or an iterator), a member read (a getter), a template with values (a toString). Modules
 * share files in the package, so one such value keeps all it names in every bundle of its file.
 */
function keptAtTopLevel(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${file.slice(ROOT.length)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what} ${node.getText(source).slice(0, 60)}`);
  const globalRead = (node: ts.Expression): boolean => ts.isIdentifier(node) && ['Symbol', 'Number', 'Object', 'Math', 'JSON', 'Array', 'String'].includes(node.text);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !/__PURE__\s*\*\/\s*$/.test(text.slice(Math.max(0, node.getStart(source) - 24), node.getStart(source)))) report(node, 'a call not marked pure:');
    if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) report(node, 'a spread:');
    if (ts.isTemplateExpression(node)) report(node, 'a template with values:');
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && !(ts.isCallExpression(node.parent) && node.parent.expression === node) && !globalRead(node.expression)) report(node, 'a member read:');
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  return found;
}

describe("a module's top level", () => {
  it('holds nothing a bundler must keep when the program does not use it', () => {
    // The testing kit is for specs, not bundles.
    const files = filesBelow(join(ROOT, 'src')).filter((file) => file.endsWith('.ts') && !file.startsWith('testing/')).map((file) => join(ROOT, 'src', file));
    expect(files.length).toBeGreaterThan(1000);
    expect(files.flatMap(keptAtTopLevel)).toEqual([]);
    // It parses every module of src/: about 2 s alone, several times that beside the other specs.
  }, 60_000);
});

