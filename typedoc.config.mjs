// The API reference, from the shipped declarations (run `npm run build` first; `npm run docs` does).
// One entry point per module of package.json's exports map, so a new area module is documented
// by adding its export.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const entryPoints = Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [] : [target.types]));

/** @type {import('typedoc').TypeDocOptions} */
export default {
  name: 'hubops',
  entryPoints,
  out: 'docs/api',
  readme: 'README.md',
  tsconfig: 'tsconfig.docs.json',
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
  validation: { notExported: false, invalidLink: true, notDocumented: false },
  githubPages: false,
  hideGenerator: true,
  // The reference is read from the shipped declarations: links to them would name build output, not sources.
  disableSources: true,
  // Each operation's facade names and an example call (scripts/reference/operations.json, from npm run docs:examples).
  plugin: ['./scripts/reference/typedoc-plugin.mjs'],
};
