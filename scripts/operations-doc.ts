/**
 * Writes docs/operations.md from the code: every facade entry of src/client.ts, the
 * standalone function it binds (directly, or through a facade adapter such as `ownerRepo(fn)`),
 * and the HTTP requests named in that function's doc comment.
 * Run: npm run docs:operations
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');

export interface FacadeEntry {
  /** `repository`, or `Issue.close` for an object operation. */
  path: string;
  fn: string;
  deprecated: string | null;
  /** Only on a client made by `createSelfHostedClient` (a part tagged `@selfHosted`). */
  selfHosted: boolean;
}

interface Legacy {
  method: string;
  path: string;
  source: string;
}

/**
 * The entries one facade file contributes: each `export const part = { name: fn, … }` block
 * (one entry a line); a block whose doc comment says `@namespace Name` fills `gh.Name`, and
 * one tagged `@selfHosted` is bound only by `createSelfHostedClient`.
 * src/client.ts adds its own entries as `name: bind(session, fn),` lines.
 */
export function facadeFileEntries(text: string): FacadeEntry[] {
  const entries: FacadeEntry[] = [];
  let namespace: string | null = null;
  let pending: string | null = null;
  let [selfHosted, pendingSelfHosted] = [false, false];
  let inside = false;
  let deprecated: string | null = null;
  for (const line of text.split('\n')) {
    const tag = /@namespace\s+(\w+)/.exec(line);
    if (tag) pending = tag[1] as string;
    if (/@selfHosted\b/.test(line)) pendingSelfHosted = true;
    if (/^export const \w+ = \{$/.test(line)) [inside, namespace, pending, selfHosted, pendingSelfHosted] = [true, pending, null, pendingSelfHosted, false];
    else if (/^export /.test(line)) [pending, pendingSelfHosted] = [null, false];
    if (inside && line === '};') [inside, namespace, selfHosted] = [false, null, false];
    const note = /@deprecated\s*(.*?)\s*\*\//.exec(line);
    if (note) deprecated = (note[1] as string) || 'deprecated';
    const entry = inside ? /^ {2}(\w+)(?:: (?:\w+(?:<[^(]*>)?\()?(\w+)(?:<\w+>)?(?:\)|, [^)]*\))?)?,$/.exec(line) : /^\s+(\w+): bind\(session, (\w+)\),?$/.exec(line);
    if (entry) {
      const name = entry[1] as string;
      entries.push({ path: namespace ? `${namespace}.${name}` : name, fn: entry[2] ?? name, deprecated, selfHosted });
      deprecated = null;
    }
  }
  return entries;
}

/** Every facade entry, in the order src/client.ts composes the facade files. */
export function facadeEntries(): FacadeEntry[] {
  const client = readFileSync(join(src, 'client.ts'), 'utf8');
  const files = [...client.matchAll(/from '\.\/facade\/([\w-]+)\.js'/g)].map((m) => m[1] as string).filter((name) => name !== 'bind');
  // The parts in the order src/client.ts binds them.
  return [...files.flatMap((name) => facadeFileEntries(readFileSync(join(src, 'facade', `${name}.ts`), 'utf8'))), ...facadeFileEntries(client)];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

export interface FunctionInfo {
  file: string;
  /** The `METHOD /path` routes its doc comment names. */
  routes: string[];
  /** Its doc comment says it sends nothing ("No request."). */
  noRequest: boolean;
  /** It is one declared request (`operation({ … })`), not a function composed of requests or written out. */
  declared: boolean;
  /** Its doc comment calls it deprecated, or an older form of another function. */
  deprecated: boolean;
}

/** For each exported function: its file, the routes its doc comment names, and whether it sends nothing. */
export function functionRoutes(): Map<string, FunctionInfo> {
  const found = new Map<string, FunctionInfo>();
  // The generated declarations (src/<tag>/generated/, src/models/) have their own index, operations.json.
  for (const file of sourceFiles(src).filter((f) => !/^(?:models|[\w-]+[/\\]generated)[/\\]/.test(relative(src, f)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:(?:async )?function|const) (\w+)/g)) {
      const comment = match[1] as string;
      const routes = [...comment.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/g)].map((m) => m[1] as string);
      // The statement's first line: `export const name: Op<…> = /*#__PURE__*/ operation({`.
      const statement = text.slice((match.index as number) + match[0].length).split('\n')[0] as string;
      const declared = /=\s*(?:\/\*#__PURE__\*\/\s*)?operation\(/.test(statement);
      const deprecated = /@deprecated|^\s*\*?\s*The older form/m.test(comment);
      found.set(match[2] as string, { file: relative(root, file), routes, noRequest: /No request\./.test(comment), declared, deprecated });
    }
  }
  return found;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function legacyRoutes(): Legacy[] {
  const file = join(root, 'spec/openapi/legacy-routes.json');
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8')) as Legacy[] | { routes: Legacy[] };
  return Array.isArray(data) ? data : data.routes;
}

const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');

/** The import path a source file's exports are reached by: its area module when the exports map has one, else the root. */
export function importPath(file: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  const area = /^src\/([\w-]+)(?:\/|\.ts$)/.exec(file)?.[1];
  return area && `./${area}` in pkg.exports ? `${pkg.name}/${area}` : pkg.name;
}

/** The whole markdown document. */
export function renderOperationsDoc(): string {
  const routes = functionRoutes();
  const legacy = new Set(legacyRoutes().map((l) => shape(`${l.method} ${l.path}`)));
  const rows = facadeEntries().map(({ path, fn, deprecated, selfHosted }) => {
    const info = routes.get(fn);
    const documented = path.split('.').map((part, i, all) => (i === all.length - 1 ? snake(part) : part)).join('.');
    const http = info?.routes.length ? info.routes.map((r) => `\`${r}\`${legacy.has(shape(r)) ? ' (legacy: removed from api.github.com)' : ''}`).join('<br>') : info?.noRequest ? '(no request)' : '?';
    const note = deprecated ? ` — deprecated: ${deprecated.replace(/`/g, '')}` : '';
    return `| ${documented}${note} | \`${selfHosted ? 'ghe' : 'gh'}.${path}\` | \`${fn}\` (${info ? `\`${importPath(info.file)}\`` : '?'}) | ${http} |`;
  });
  return [
    '# Operations',
    '',
    'Generated from the code by `npm run docs:operations`; do not edit by hand.',
    'Each row: the documented name (the client method is its camelCase form), the facade path on a client',
    'made by `createClient` (`gh.…`), or only on one made by `createSelfHostedClient` (`ghe.…`: the site',
    'administrator\u2019s operations of GitHub Enterprise Server), the standalone function and the module',
    'to import it from (`hubops` has them all), and the HTTP request(s) it makes. Routes marked legacy',
    'were removed from api.github.com and serve older GitHub Enterprise Server installations.',
    '',
    '| documented name | facade | standalone function | HTTP |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Without a facade method',
    '',
    'Standalone functions that make requests but that no client method binds: the GitHub App sessions',
    '(`createAppSession`, `listAppInstallations`) and a few operations offered as functions only.',
    '',
    '| standalone function | HTTP |',
    '|---|---|',
    ...unbound(routes).map(([fn, info]) => `| \`${fn}\` (\`${importPath(info.file)}\`) | ${info.routes.map((r) => `\`${r}\``).join('<br>')} |`),
    '',
  ].join('\n');
}

/** The exported functions whose doc comments name requests, that no facade entry binds, by file. */
export function unbound(routes: Map<string, FunctionInfo>, exported: ReadonlySet<string> = rootExports()): [string, FunctionInfo][] {
  const bound = new Set(facadeEntries().map((entry) => entry.fn));
  return [...routes]
    .filter(([fn, info]) => info.routes.length > 0 && !bound.has(fn) && exported.has(fn))
    .sort(([a, x], [b, y]) => x.file.localeCompare(y.file) || a.localeCompare(b));
}

/** The names src/index.ts exports (read from the area index files it re-exports, without loading them). */
function rootExports(): Set<string> {
  const names = new Set<string>();
  const read = (file: string) => {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export \{([^}]*)\}/g)) for (const name of (m[1] as string).split(',')) names.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop() as string);
    for (const m of text.matchAll(/export (?:async )?(?:function|const|class) (\w+)/g)) names.add(m[1] as string);
    for (const m of text.matchAll(/export \* from '(\.[^']+)\.js'/g)) read(join(file, '..', `${m[1]}.ts`));
  };
  read(join(src, 'index.ts'));
  return names;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, 'docs/operations.md'), renderOperationsDoc());
  console.log(`docs/operations.md: ${facadeEntries().length} facade entries`);
}
