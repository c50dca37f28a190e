/**
 * Writes scripts/reference/operations.json: for every declared operation, the facade methods
 * that bind it ("documented as") and an example call built from its declaration — each
 * argument the value its codec gives as an example, the same values spec/inputs.spec.ts starts
 * from. The TypeDoc plugin (scripts/reference/typedoc-plugin.mjs) adds both to the function's
 * page; spec/package.spec.ts type-checks every example against the shipped declarations.
 * Run: npm run docs:examples
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { type Declaration, type Declared, type Param, paramsOf, prepare, done } from '../src/core/operation.js';
import { isRecord } from '../src/core/codec.js';
import { createSession } from '../src/core/session.js';
import * as hubops from '../src/index.js';
import { facadeEntries, functionRoutes, importPath } from './operations-doc.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const REFERENCE_FILE = join(root, 'scripts/reference/operations.json');

export interface ReferenceEntry {
  /** The facade methods that call it: `gh.Issue.close`, `ghe.User.promote` (an older name is marked deprecated). */
  documentedAs: string[];
  /** A TypeScript program that calls it (a declared operation's; a composed one has its own in its doc comment). */
  example?: string;
}

/** A value as TypeScript source: single-quoted texts, bare keys. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, v]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(v)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return String(value);
}

// A codec's example is any value it accepts ('Title' for every required text); the reference
// reads better with the documented values of GitHub's examples where a parameter's name says
// what it holds. Each is used only if the operation accepts it.
const GENERIC = new Set<unknown>(['Title', 'text', 'octocat', 1]);
const BY_NAME: Record<string, unknown> = {
  address: 'octocat@github.com',
  addresses: ['octocat@github.com'],
  base: 'master',
  head: 'new-feature',
  body: "I'm having a problem with this.",
  commitId: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
  content: 'Hello, world\n',
  encoding: 'utf-8',
  description: 'This is your first repository',
  text: 'Hello **world**',
  issueNumber: 1347,
  license: 'mit',
  login: 'octocat',
  message: 'my commit message',
  name: 'Hello-World',
  note: 'Add payload for delete Project column',
  org: 'github',
  other: 'monalisa',
  path: 'README.md',
  ref: 'master',
  tag: 'v1.0.0',
  tagName: 'v1.0.0',
  title: 'Found a bug',
};
const BY_FUNCTION: Record<string, Record<string, unknown>> = {
  createLabel: { name: 'bug' },
  createMilestone: { title: 'v1.0' },
  createOrganization: { login: 'github' },
  createTeam: { name: 'Justice League' },
  getGitignoreTemplate: { name: 'C' },
  listDirectoryContents: { path: 'lib' },
  renameUser: { login: 'monalisa' },
  mergeBranch: { head: 'cool_feature' },
};

function exampleOf(fn: string, param: Param<never, unknown>, name: string): unknown {
  const example = param.codec.example;
  if (example === undefined) throw new Error(`${name}: its codec has no example value`);
  if (isRecord(example) && example.number === 1) return { ...example, number: 1347 };
  const documented = BY_FUNCTION[fn]?.[name] ?? BY_NAME[name];
  return documented !== undefined && (GENERIC.has(example) || (Array.isArray(example) && GENERIC.has(example[0]))) ? documented : example;
}

/** The arguments of an example call, target first: documented values where they fit, else each codec's example. */
export function exampleCall(fn: string, decl: Declaration): unknown[] {
  const slots = (read: (param: Param<never, unknown>, name: string) => unknown) => ({
    args: [...(decl.target ? [read(decl.target, decl.target.wire || 'target')] : []), ...(decl.args ?? []).map((arg) => read(paramsOf(decl)[arg] as Param<never, unknown>, arg))],
    read,
  });
  for (const { args, read } of [slots((param, name) => exampleOf(fn, param, name)), slots((param) => param.codec.example)]) {
    const options = exampleOptions(decl, args, read);
    if (options !== null) return options ? [...args, options] : args;
  }
  throw new Error('no example call of it is valid');
}

/** Options that make the call valid: none, or the first single option the operation's own checks accept (an edit needs a change); null if none does. */
function exampleOptions(decl: Declaration, args: unknown[], read: (param: Param<never, unknown>, name: string) => unknown): Record<string, unknown> | undefined | null {
  const session = createSession({ token: 'example-token' });
  const named = new Set(decl.args ?? []);
  const optional = Object.entries(decl.params ?? {}).filter(([key, p]) => !named.has(key) && p.codec.example !== undefined);
  for (const options of [undefined, ...optional.map(([key, p]) => ({ [key]: read(p, key) }))]) {
    try {
      prepare(session, decl, options ? [...args, options] : args);
      return options;
    } catch {
      // Refused: try the next option.
    }
  }
  return null;
}

/** What each exported function returns, as its declaration prints it (`Promise<Issue>`, `PageIterator<ShortIssue>`). */
function returnTypes(): Map<string, string> {
  const program = ts.createProgram([join(root, 'src/index.ts')], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, 'src/index.ts')) as ts.SourceFile) as ts.Symbol;
  const types = new Map<string, string>();
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.valueDeclaration;
    if (!declaration) continue;
    const signature = checker.getTypeOfSymbolAtLocation(target, declaration).getCallSignatures()[0];
    if (signature) types.set(symbol.name, underDefaultVersion(checker.typeToString(signature.getReturnType(), undefined, ts.TypeFormatFlags.NoTruncation)));
  }
  return types;
}

/**
 * A return type as a session of the default API version gets it: the printed `[V] extends
 * ["2026-03-10"] ? Later : Default` is `Default`.
 */
function underDefaultVersion(type: string): string {
  if (!type.startsWith('[V] extends')) return type;
  let depth = 0;
  let asked = false;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '<' || c === '(' || c === '[' || c === '{') depth++;
    else if (c === '>' || c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && type.startsWith(' ? ', i) && !asked) asked = true;
    else if (depth === 0 && asked && type.startsWith(' : ', i)) return underDefaultVersion(type.slice(i + 3).trim());
  }
  return type;
}

/** A variable name for what a type holds: `Issue`, `ShortIssue` → `issue`. */
function nameFor(type: string): string {
  const base = type.replace(/^(?:Short|Full)(?=[A-Z])/, '');
  const name = base.charAt(0).toLowerCase() + base.slice(1);
  // A name the example already uses, or one TypeScript reserves, is given a suffix.
  return ['session', 'delete', 'function', 'default', 'import'].includes(name) ? `${name}Item` : name;
}

/** The statement that calls the function and shows what it gives. */
function useOf(fn: string, call: string, returns: string, decl: Declaration): string {
  const listing = /^\w*Iterator(?:<(\w+)>)?$/.exec(returns);
  if (listing) {
    const item = nameFor(listing[1] ?? 'Thread');
    return `for await (const ${item} of ${call}) {\n  console.log(${item});\n}`;
  }
  const answer = /^Promise<(.*)>$/.exec(returns)?.[1];
  if (answer === 'boolean' && /^(?:is|has)[A-Z]/.test(fn)) return `console.log(await ${call}); // true or false`;
  // A change answers true once the service has taken it (a refusal throws): nothing to show.
  if (decl.result === done || answer === undefined || answer === 'void' || answer === 'boolean') return `await ${call};`;
  const type = /^(?:readonly )?([A-Z]\w*)/.exec(answer)?.[1];
  const name = answer === 'string' ? 'text' : answer.startsWith('Uint8Array') ? 'bytes' : type && !/^(?:Readonly|Record|Array|ReadonlyArray)$/.test(type) && !answer.includes('[') ? nameFor(type) : 'result';
  return `const ${name} = await ${call};\nconsole.log(${name});`;
}

function example(fn: string, decl: Declaration, returns: string, module: string, selfHosted: boolean): string {
  const call = `${fn}(${['session', ...exampleCall(fn, decl).map(literal)].join(', ')})`;
  const settings = selfHosted ? "{ baseUrl: 'https://ghe.example.com/api/v3', token: process.env.GITHUB_TOKEN }" : '{ token: process.env.GITHUB_TOKEN }';
  const imports = module === 'hubops' ? [`import { createSession, ${fn} } from 'hubops';`] : ["import { createSession } from 'hubops';", `import { ${fn} } from '${module}';`];
  return [...imports, '', `const session = createSession(${settings});`, useOf(fn, call, returns, decl), ''].join('\n');
}

/** Every declared operation's entry, and the facade names of each composed one (its example is in its doc comment), by function name. */
export function renderReference(): Record<string, ReferenceEntry> {
  const facade = facadeEntries();
  const files = functionRoutes();
  const returns = returnTypes();
  const declarations = new Map(Object.entries(hubops).flatMap(([fn, value]) => (typeof value === 'function' && 'declaration' in value ? [[fn, (value as Declared).declaration] as const] : [])));
  const out: Record<string, ReferenceEntry> = {};
  for (const fn of [...new Set([...declarations.keys(), ...facade.map((entry) => entry.fn)])].sort()) {
    const bound = facade.filter((entry) => entry.fn === fn);
    const file = files.get(fn)?.file;
    if (!file) throw new Error(`${fn}: no doc comment found in src/`);
    const selfHosted = bound.length > 0 && bound.every((entry) => entry.selfHosted);
    const declaration = declarations.get(fn);
    try {
      out[fn] = {
        documentedAs: bound.map((entry) => `${entry.selfHosted ? 'ghe' : 'gh'}.${entry.path}${entry.deprecated ? ' (deprecated)' : ''}`),
        ...(declaration ? { example: example(fn, declaration, returns.get(fn) ?? '', importPath(file), selfHosted) } : {}),
      };
    } catch (error) {
      throw new Error(`${fn}: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}

export const renderReferenceFile = () => `${JSON.stringify(renderReference(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REFERENCE_FILE, renderReferenceFile());
  console.log(`${REFERENCE_FILE}: ${Object.keys(renderReference()).length} functions`);
}
