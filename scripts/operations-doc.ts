/**
 * Writes docs/operations.md from the code: every facade entry of src/client.ts, the
 * standalone function it binds (directly, or through a facade adapter such as `ownerRepo(fn)`),
 * and the HTTP requests named in that function's doc comment.
 * Run: npm run docs:operations
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
 * (one entry a line; an adapter's call marked pure, so that bundles drop it); a block whose doc
 * comment says `@namespace Name` fills `gh.Name`, and one tagged `@selfHosted` is bound only by
 * `createSelfHostedClient`.
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
    const entry = inside ? /^ {2}(\w+)(?:: (?:\/\*#__PURE__\*\/ )?(?:\w+(?:<[^(]*>)?\()?(\w+)(?:<\w+>)?(?:\)|, [^)]*\))?)?,$/.exec(line) : /^\s+(\w+): bind\(session, (\w+)\),?$/.exec(line);
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
  // The generated declarations (src/<tag>/generated/, src/models/generated/) have their own index, operations.json.
  for (const file of sourceFiles(src).filter((f) => !/^(?:models|[\w-]+[/\\]generated)[/\\]/.test(relative(src, f)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:(?:async )?function|const) (\w+)/g)) {
      const comment = match[1] as string;
      const routes = [...comment.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/g)].map((m) => m[1] as string);
      // The statement's first line: `export const name: Op<…> = /*#__PURE__*/ operation(() => ({`.
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

/** A route with each parameter written `{}` (`{base}...{head}`, one path segment, is one parameter). */
const shape = (route: string) => route.replace(/\{[^}]+\}\.\.\.\{[^}]+\}/g, '{}').replace(/\{[^}]+\}/g, '{}');

/** The import path a source file's exports are reached by: its area module when the exports map has one, else the root. */
let manifest: { name: string; exports: Record<string, unknown> } | undefined;
export function importPath(file: string): string {
  // Read once: the pages ask for every function's module.
  const pkg = (manifest ??= JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> });
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
  const modules = new Map<string, number>();
  for (const fn of operationFunctions()) modules.set(fn.module, (modules.get(fn.module) ?? 0) + 1);
  return [
    '# Operations',
    '',
    'Generated from the code by `npm run docs:operations`; do not edit by hand.',
    '',
    '## Finding an operation',
    '',
    '- **By operationId, route or octokit method:** `operations.json` (in the package) has one line per',
    '  operationId, with its method, route, module and function: `grep \'"/repos/{owner}/{repo}/check-runs"\' node_modules/hubops/operations.json`.',
    "  octokit's `rest.<scope>.<method>` is GitHub's operationId `<scope>/<method in kebab case>`",
    '  (`rest.checks.listForRef` is `checks/list-for-ref`). Each module page below names the',
    '  operationId and octokit method of every request.',
    '- **By module:** every module has a page listing each of its operations with its signature, its',
    "  HTTP request and GitHub's documentation.",
    '- **By the client:** the table after the modules maps each method of a client made by',
    '  `createClient` to its standalone function.',
    '',
    '## Modules',
    '',
    '| module | operations | page |',
    '|---|---|---|',
    ...[...modules].sort(([a], [b]) => a.localeCompare(b)).map(([module, count]) => `| \`${module}\` | ${count} | [${modulePage(module).replace(/^operations\//, '')}](${modulePage(module)}) |`),
    '',
    '## The client',
    '',
    'Each row: the documented name (the client method is its camelCase form), the facade path on a client',
    'made by `createClient` (`gh.…`), or only on one made by `createSelfHostedClient` (`ghe.…`: the site',
    'administrator\u2019s operations of GitHub Enterprise Server), the standalone function and the module',
    'to import it from, and the HTTP request(s) it makes. Routes marked legacy',
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

/** One exported function that makes requests, as its source declares it. */
export interface OperationFunction {
  name: string;
  /** Below the repository's root. */
  file: string;
  /** The import path it is reached by (`hubops/checks`). */
  module: string;
  /** The `METHOD /path` routes its doc comment names. */
  routes: string[];
  /** Its doc comment's first sentence. */
  summary: string;
  /** Its doc comment's `@see` link (GitHub's documentation of the operation), if any. */
  see: string | null;
  /** `name(session, repository: RepoRef, …, options?: O): R`, as its type annotation or parameter list writes it. */
  signature: string;
}

/** The parts of a type list at its top level: `A, B<C, D>, [e: E]` → three parts. */
function topLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if ('<([{'.includes(c)) depth++;
    else if ('>)]}'.includes(c) && !(c === '>' && text[i - 1] === '=')) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  return last ? [...parts, last] : parts;
}

/** The text between the bracket at `open` and its match. */
function enclosed(text: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if ('<([{'.includes(c)) depth++;
    else if ('>)]}'.includes(c) && !(c === '>' && text[i - 1] === '=')) {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return null;
}

/** A parameter as a signature shows it: its default value dropped (`options: O = {}` → `options?: O`). */
function shownParameter(parameter: string): string {
  const initial = /^(\w+)(\??): ([\s\S]*?) = [\s\S]*$/.exec(parameter);
  return initial ? `${initial[1]}?: ${initial[3]}` : parameter;
}

/** The signature of an exported function from the source after its name. */
function signatureOf(name: string, after: string): string {
  const older = /^: OfUserOrSelf</.exec(after);
  if (older) {
    const [options, result] = topLevel(enclosed(after, older[0].length - 1) ?? '');
    return `${name}(session: Session, login?: AccountRef | null, options?: ${options}): ${result}`;
  }
  const annotation = /^: (Op|OpLeaving)</.exec(after);
  if (annotation) {
    const parts = topLevel(enclosed(after, annotation[0].length - 1) ?? '');
    const result = parts.pop() ?? 'unknown';
    const options = parts.pop() ?? 'CallOptions';
    const positional = parts.flatMap((tuple) => topLevel(tuple.replace(/^\[|\]$/g, '')));
    return `${name}(${['session: Session', ...positional, `options?: ${options}`].join(', ')}): ${result}`;
  }
  // A function's own parameter list (`export function name<T>(…)`), a typed constant's
  // (`export const name: (<T>(…) => R) & Declared`), or the wrapped function's (`composed(function name(…)`).
  const statement = after.split(/\nexport /)[0] as string;
  const own = /^(?::\s*\(?)?\s*(<(?:[^<>]|<[^<>]*>)*>)?\s*\(/.exec(statement);
  const wrapped = /(?:^|[^\w])function\s*\w*\s*(<(?:[^<>]|<[^<>]*>)*>)?\s*\(/.exec(statement);
  const fn = own ?? wrapped;
  if (fn) {
    const open = (fn.index as number) + fn[0].length - 1;
    const params = enclosed(statement, open) ?? '';
    const rest = statement.slice(open + params.length + 2);
    const result = /^\s*(?::|=>)\s*([^{]+?)\s*(?:\{|\)\s*&|$)/m.exec(rest)?.[1] ?? 'unknown';
    return `${name}${fn[1] ?? ''}(${topLevel(params).map(shownParameter).join(', ')}): ${result}`;
  }
  return `${name}(…)`;
}

/** Every exported function of src/ whose doc comment names a request, generated ones included. */
export function operationFunctions(): OperationFunction[] {
  const found: OperationFunction[] = [];
  // A generated members table names its route, but is no operation.
  for (const file of sourceFiles(src).filter((f) => !/[/\\]generated[/\\]members[/\\]/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const path = relative(root, file).split('\\').join('/');
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:(?:async )?function|const) (\w+)/g)) {
      const comment = (match[1] as string).replace(/^\s*\* ?/gm, '');
      const routes = [...comment.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/g)].map((m) => m[1] as string);
      if (!routes.length) continue;
      const name = match[2] as string;
      const prose = (comment.split(/\n@|\n```/)[0] as string).replace(/\s+/g, ' ').trim();
      const summary = (/^(.*?[.!?])(?:\s|$)/.exec(prose)?.[1] ?? prose).replace(/`(?:GET|POST|PUT|PATCH|DELETE) [^`]+`(?:,\s*)?/g, '').trim();
      const see = /@see (https:\/\/\S+)/.exec(comment)?.[1] ?? null;
      const after = text.slice((match.index as number) + match[0].length, (match.index as number) + match[0].length + 2000);
      found.push({ name, file: path, module: importPath(path), routes, summary, see, signature: signatureOf(name, after).replace(/\s+/g, ' ') });
    }
  }
  return found.sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name));
}

interface IndexEntry {
  method: string;
  route: string;
  module: string;
  function: string;
  also?: { module: string; function: string }[];
  description?: string;
}

/** octokit's method (`rest.checks.listForRef`) for each `METHOD /route` its REST endpoint methods serve. */
async function octokitNames(): Promise<Map<string, string>> {
  const { Octokit } = await import('@octokit/rest');
  const rest = new Octokit().rest as unknown as Record<string, Record<string, { endpoint?: { DEFAULTS: { method: string; url: string } } }>>;
  const names = new Map<string, string>();
  for (const [scope, methods] of Object.entries(rest)) {
    for (const [method, fn] of Object.entries(methods)) {
      const defaults = fn.endpoint?.DEFAULTS;
      const key = defaults && `${defaults.method} ${defaults.url}`;
      if (key && !names.has(key)) names.set(key, `${scope}.${method}`);
    }
  }
  return names;
}

/** GitHub's documentation page of each operationId, from the descriptions. */
async function docsLinks(): Promise<Map<string, string>> {
  const { loadDescription } = await import('./lib/openapi.js');
  const links = new Map<string, string>();
  for (const name of ['ghes-3.19', 'api.github.com'] as const) {
    for (const operation of loadDescription(name).operations) {
      const docs = operation.op.externalDocs as { url?: unknown } | undefined;
      if (typeof docs?.url === 'string') links.set(operation.operationId, docs.url);
    }
  }
  return links;
}

/** A module's page file, below docs/: `operations/checks.md`. */
export const modulePage = (module: string) => `operations/${module === 'hubops' ? 'root' : module.replace(/^hubops\//, '')}.md`;
/** A function's anchor on its module's page (GitHub's heading anchors: lower case). */
export const anchorOf = (name: string) => name.toLowerCase();

/** A markdown code span holding any text. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/**
 * Every module's page: each operation of the module (every exported function that makes a
 * request) with its signature, its HTTP request, its operationId and octokit's name for it where
 * the descriptions have the route, the interface's documented name where the interface has one,
 * and a link to GitHub's documentation.
 */
export async function renderModulePages(): Promise<Map<string, string>> {
  const index = (JSON.parse(readFileSync(join(root, 'operations.json'), 'utf8')) as { operations: Record<string, IndexEntry> }).operations;
  const [octokit, links] = await Promise.all([octokitNames(), docsLinks()]);
  const facade = facadeEntries();
  const legacy = new Set(legacyRoutes().map((l) => shape(`${l.method} ${l.path}`)));
  // operationIds by the function that makes them (as the plain function, or under also).
  const idsOf = new Map<string, string[]>();
  for (const [id, entry] of Object.entries(index)) {
    for (const { module, function: fn } of [entry, ...(entry.also ?? [])]) idsOf.set(`${module} ${fn}`, [...(idsOf.get(`${module} ${fn}`) ?? []), id]);
  }
  const byModule = new Map<string, OperationFunction[]>();
  for (const fn of operationFunctions()) byModule.set(fn.module, [...(byModule.get(fn.module) ?? []), fn]);
  const pages = new Map<string, string>();
  for (const [module, functions] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) {
    const sections = functions.map((fn) => {
      const ids = idsOf.get(`${module} ${fn.name}`) ?? [];
      const requests = fn.routes.map((route) => {
        const made = ids.filter((i) => `${index[i]?.method} ${shape(index[i]?.route ?? '')}` === shape(route));
        const facts = made.map((id) => {
          const entry = index[id] as IndexEntry;
          const name = octokit.get(`${entry.method} ${entry.route}`);
          const link = made.length === 1 && fn.see ? fn.see : links.get(id);
          return [
            `operationId ${code(id)}`,
            name ? `octokit ${code(`rest.${name}`)}` : null,
            entry.description === 'ghes-3.19' ? 'GitHub Enterprise Server only' : null,
            link ? `[GitHub docs](${link})` : null,
          ].filter(Boolean).join(' · ');
        });
        if (!made.length && legacy.has(shape(route))) facts.push('legacy: removed from api.github.com, served by older GitHub Enterprise Server');
        return `- ${code(route)}${facts.length ? ` — ${facts.join('; ')}` : ''}`;
      });
      const documented = facade.filter((entry) => entry.fn === fn.name).map((entry) => `${code(`${entry.selfHosted ? 'ghe' : 'gh'}.${entry.path}`)}${entry.deprecated ? ' (deprecated)' : ''}`);
      return [
        `### ${fn.name}`,
        '',
        ...(fn.summary ? [fn.summary, ''] : []),
        '```ts',
        fn.signature,
        '```',
        '',
        ...requests,
        ...(documented.length ? [`- client: ${documented.join(', ')}`] : []),
        '',
      ].join('\n');
    });
    pages.set(
      modulePage(module),
      [
        `# ${module}`,
        '',
        'Generated from the code by `npm run docs:operations`; do not edit by hand.',
        `Every operation of \`${module}\` (${functions.length}), by name: its signature, the HTTP request it makes`,
        'with the operationId and octokit method of that request, the client methods that call it, and',
        "GitHub's documentation. [All modules](../operations.md).",
        '',
        `\`\`\`ts\nimport { ${functions[0]?.name} } from '${module}';\n\`\`\``,
        '',
        ...sections,
      ].join('\n'),
    );
  }
  return pages;
}
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pages = await renderModulePages();
  rmSync(join(root, 'docs/operations'), { recursive: true, force: true });
  mkdirSync(join(root, 'docs/operations'), { recursive: true });
  for (const [file, text] of pages) writeFileSync(join(root, 'docs', file), text);
  writeFileSync(join(root, 'docs/operations.md'), renderOperationsDoc());
  console.log(`docs/operations.md: ${facadeEntries().length} facade entries; docs/operations/: ${pages.size} module pages`);
}
