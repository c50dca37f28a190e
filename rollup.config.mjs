import esbuild from 'rollup-plugin-esbuild';

import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

// One entry per module of package.json's exports map: `hubops/<area>` resolves to dist/<area>.js,
// built from src/<area>/index.ts (src/client.ts for `hubops/client`, src/index.ts for `hubops`).
const { exports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const input = Object.fromEntries(
  Object.entries(exports)
    .filter(([, target]) => typeof target === 'object')
    .map(([subpath]) => (subpath === '.' ? ['index', 'src/index.ts'] : subpath === './client' ? ['client', 'src/client.ts'] : [subpath.slice(2), `src/${subpath.slice(2)}/index.ts`])),
);
const externalPackages = [/^ky$/, /^url-template$/, /^redis$/, /^@redis\//, /^@opentelemetry\//, /^node:/];
// The route index (hubops/route) reaches every area through the area's own module (dist/<area>.js),
// never by pulling the areas' code into chunks shared with it.
const routeIndex = /[\\/]src[\\/]route[\\/]generated[\\/]routes\.ts$/;
const external = (id, importer) => externalPackages.some((pattern) => pattern.test(id)) || (importer !== undefined && routeIndex.test(importer) && /^\.\.\/\.\.\/[\w-]+\/index\.js$/.test(id));
const areaModule = (id) => /[\\/]src[\\/]([\w-]+)[\\/]index\.js$/.exec(id)?.[1];

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * Every [start, end) of a template literal in an ESTree AST (text whose lines must stay as
 * written), and of a function's body (code that runs only when the function is called).
 */
function rangesOf(node, ranges = { templates: [], bodies: [] }) {
  if (Array.isArray(node)) for (const child of node) rangesOf(child, ranges);
  else if (node && typeof node === 'object') {
    if (node.type === 'TemplateLiteral') ranges.templates.push([node.start, node.end]);
    if (FUNCTIONS.has(node.type) && node.body) ranges.bodies.push([node.body.start, node.body.end]);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') rangesOf(value, ranges);
  }
  return ranges;
}

/** Whether `offset` falls inside one of the sorted, nested-or-disjoint `ranges`. */
function within(ranges, offset) {
  return ranges.some(([start, end]) => offset > start && offset < end);
}

/**
 * The shipped modules keep their names, their lines and their line numbers (a stack trace reads as
 * it is), without the indentation of each line: a thirtieth of the package. A line that starts
 * inside a template literal keeps its text.
 */
const unindent = {
  name: 'unindent',
  renderChunk(code) {
    const { templates, bodies } = rangesOf(this.parse(code));
    // A pure mark tells a bundler it may drop a call made when the module loads; inside a
    // function's body (a declaration made when first used) the call runs only if the function
    // does, and the mark says nothing a bundler uses: it goes, the one on the outer call stays.
    const marks = [...code.matchAll(/\/\* @__PURE__ \*\/ |\/\*#__PURE__\*\/ ?/g)];
    let unmarked = '';
    let from = 0;
    for (const mark of marks) {
      const kept = !within(bodies, mark.index) || within(templates, mark.index);
      unmarked += code.slice(from, mark.index) + (kept ? '/*#__PURE__*/' : '');
      from = mark.index + mark[0].length;
    }
    unmarked += code.slice(from);
    const shifted = rangesOf(this.parse(unmarked)).templates;
    const inside = (offset) => within(shifted, offset);
    let out = '';
    let offset = 0;
    for (const line of unmarked.split('\n')) {
      out += (out ? '\n' : '') + (inside(offset) ? line : line.replace(/^[ \t]+/, ''));
      offset += line.length + 1;
    }
    // ASCII only (an ellipsis in a comment is three dots, any other character an escape, which
    // reads the same in a string, a template and a regular expression): V8 keeps a module's source
    // at one byte a character only if every character fits in one.
    out = out.replace(/[^ -~\t\n\r]/g, (c) => (c === '\u2026' ? '...' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    return { code: out, map: null };
  },
};

/**
 * Fewer, larger shared modules. A module costs Node about a millisecond to find, read, link and
 * compile before its first line runs, so a program that imports one operation should load a
 * handful of files, not the sixty Rollup's default splitting makes of the modules areas share:
 * the core (sessions, requests, errors, GraphQL, the model reader, ky, the models hand-written
 * code reads, and the repositories' own code) is one chunk, the models only generated operations
 * read another, the other hand-written areas' code two more (see PARTS), and reading webhook
 * deliveries one. The chunks keep plain names: a package is not a cache to bust, and a shorter
 * path is less for the loader to walk.
 */
const generatedModel = (id) => /\/src\/models\/generated\/(?!index\.ts$)[\w-]+\.ts$/.test(id.replace(/\\/g, '/'));

/**
 * Whether hand-written code reads a generated model (directly, or through a model that does): such
 * models go with the hand-written ones, in the core; the others, read only by
 * generated operations, make a chunk of their own.
 */
function readByHand(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) => !/[\\/]generated[\\/]/.test(importer) || (generatedModel(importer) && readByHand(importer, getModuleInfo, seen)));
}

/** The areas whose operations read a generated model (directly, or through models that do). */
function areasReading(id, getModuleInfo, seen = new Set(), areas = new Set()) {
  if (seen.has(id)) return areas;
  seen.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    if (generatedModel(importer)) areasReading(importer, getModuleInfo, seen, areas);
    else if (!/[\\/]src[\\/]models[\\/]/.test(importer)) areas.add(/[\\/]src[\\/]([\w-]+)[\\/]/.exec(importer)?.[1] ?? 'other');
  }
  return areas;
}

/**
 * Where the hand-written areas' code goes. Node's loader hands its own path functions to the
 * optimizing compiler after a few dozen module resolutions, which pages megabytes of the runtime
 * into memory: a chunk per area (and one for the models) made the root resolve a hundred imports
 * and start 9 MiB above an empty process. The repositories' code, and what it reads of git and
 * activity, goes with the core, which every area's module loads; a GitHub App's code, which the
 * root and the client never load, has a chunk of its own; every other area shares one. Reading
 * deliveries has a chunk too, so that a receiver loads neither a GitHub App nor the areas.
 */
const PARTS = { repos: 'core', git: 'core', activity: 'core', app: 'app' };

function manualChunks(id, { getModuleInfo }) {
  const path = id.replace(/\\/g, '/');
  // What an area's module alone exports (its module-only.ts, and what only that imports) stays in
  // that module's file, out of the chunks the root shares.
  const onlyOwn = (file) => /\/module-only\.ts$/.test(file.replace(/\\/g, '/'));
  const importers = getModuleInfo(id)?.importers ?? [];
  if (onlyOwn(path) || (importers.length > 0 && importers.every(onlyOwn))) return undefined;
  if (/\/node_modules\/ky\//.test(path) || /\/src\/(core|errors|graphql|models\/library)\//.test(path)) return 'core';
  if (/\/src\/models\/(?!index\.ts$|documented\.ts$)[\w-]+\.ts$/.test(path)) return 'core';
  if (generatedModel(path)) {
    if (readByHand(id, getModuleInfo)) return 'core';
    const areas = areasReading(id, getModuleInfo);
    return areas.size === 1 ? `${[...areas][0]}-models` : 'generated-models';
  }
  // Reading deliveries (the receivers, the payload models) is one chunk, which a GitHub App's shares.
  if (/\/src\/webhooks\/(?!index\.ts$)/.test(path)) return 'webhooks';
  const area = /\/src\/([\w-]+)\/(?!generated\/|index\.ts$)/.exec(path)?.[1];
  if (area && !['models', 'testing', 'webhooks', 'route'].includes(area)) return PARTS[area] ?? 'areas';
  return undefined;
}

// Declarations are emitted by tsc (tsconfig.build.json) into dist/types/, one file per source file;
// scripts/type-entries.mjs writes dist/<name>.d.ts for each entry, and scripts/bundle-declarations.mjs
// bundles them by entry, as the modules are.
export default [
  {
    input,
    external,
    // No source maps: the modules are shipped unminified, with their names, so a stack trace reads as
    // it is, and maps (a fifth of the package) would point into sources the package does not carry.
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js', manualChunks, paths: (id) => (areaModule(id) ? `./${areaModule(id)}.js` : id) },
    plugins: [esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }), unindent],
  },
];
