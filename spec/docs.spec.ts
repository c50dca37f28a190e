import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorOf, modulePage, operationFunctions, renderModulePages } from '../scripts/operations-doc.js';

/*
 * The operation pages (docs/operations/<module>.md, `npm run docs:operations`): every operation the
 * package exports has a section on its module's page, under its name, with its signature and its
 * request; every operationId of the index is on the page of the function that makes it; and the
 * committed pages are what the code generates.
 */

interface Entry {
  method: string;
  route: string;
  module: string;
  function: string;
  also?: { module: string; function: string }[];
}

const DOCS = new URL('../docs/', import.meta.url);
const index = JSON.parse(readFileSync(new URL('../operations.json', import.meta.url), 'utf8')) as { operations: Record<string, Entry> };
const page = (module: string): string => {
  const file = new URL(modulePage(module), DOCS);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};
/** A page's sections by the function each is headed with. */
const sections = (module: string): Map<string, string> => new Map(page(module).split(/^### /m).slice(1).map((section) => [section.split('\n')[0] as string, section]));
const shape = (route: string) => route.replace(/\{[^}]+\}\.\.\.\{[^}]+\}/g, '{}').replace(/\{[^}]+\}/g, '{}');

describe('the operation pages', () => {
  it('have a section for every function of the index, which names the operationId and its route', () => {
    const missing: string[] = [];
    for (const [id, entry] of Object.entries(index.operations)) {
      for (const { module, function: fn } of [entry, ...(entry.also ?? [])]) {
        const section = sections(module).get(fn);
        if (!section) missing.push(`${module} ${fn} (${id}): no section on docs/${modulePage(module)}`);
        else if (!section.includes(`operationId \`${id}\``)) missing.push(`${module} ${fn}: its section does not name ${id}`);
        else if (![...section.matchAll(/^- `([A-Z]+ [^`]+)`/gm)].some((m) => shape(m[1] as string) === shape(`${entry.method} ${entry.route}`))) missing.push(`${module} ${fn}: its section does not name ${entry.method} ${entry.route}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have a section for every exported function whose doc comment names a request, with its signature', () => {
    const missing = operationFunctions().flatMap((fn) => {
      const section = sections(fn.module).get(fn.name);
      if (!section) return [`${fn.module} ${fn.name}: no section`];
      return section.includes(`\`\`\`ts\n${fn.signature}\n\`\`\``) ? [] : [`${fn.module} ${fn.name}: its signature is not ${fn.signature}`];
    });
    expect(missing).toEqual([]);
    // The 1,462 operationIds and the routes only older installations serve.
    expect(operationFunctions().length).toBeGreaterThan(1462);
  });

  it('link every section from the index page by module, and each page back', () => {
    const operations = readFileSync(new URL('operations.md', DOCS), 'utf8');
    for (const module of new Set(operationFunctions().map((fn) => fn.module))) {
      expect(operations).toContain(`(${modulePage(module)})`);
      expect(page(module)).toContain('[All modules](../operations.md)');
    }
    // Anchors GitHub gives the headings: a link to a function is `<page>#<name in lower case>`.
    expect(anchorOf('listForRef')).toBe('listforref');
  });

  it('shows a generated operation whole: signature, request, operationId, octokit method, GitHub docs', () => {
    const section = sections('hubops/checks').get('create') ?? '';
    expect(section).toContain('create(session: Session, repository: RepoRef, name: string, headSha: string, options?: CreateOptions): Promise<CheckRun>');
    expect(section).toContain('`POST /repos/{owner}/{repo}/check-runs` — operationId `checks/create` · octokit `rest.checks.create` · [GitHub docs](https://docs.github.com/');
  });

  it('shows a hand-written operation with the client methods that call it', () => {
    const section = sections('hubops/repos').get('getRepository') ?? '';
    expect(section).toContain('getRepository(session: Session, repository: RepoRef, options?: ');
    expect(section).toContain('operationId `repos/get` · octokit `rest.repos.get`');
    expect(section).toMatch(/- client: `gh\.repository`/);
  });

  it('are what the code generates (npm run docs:operations)', async () => {
    const pages = await renderModulePages();
    const committed = readdirSync(new URL('operations/', DOCS)).map((file) => `operations/${file}`).sort();
    expect(committed).toEqual([...pages.keys()].sort());
    for (const [file, text] of pages) expect(readFileSync(new URL(file, DOCS), 'utf8'), file).toBe(text);
  }, 30_000);
});
