import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Declared } from '../src/core/operation.js';
import * as hubops from '../src/index.js';
import { REFERENCE_FILE, type ReferenceEntry } from '../scripts/api-examples.js';
import { functionRoutes } from '../scripts/operations-doc.js';

// The API reference (npm run docs) shows, for each declared operation, its HTTP request (its doc
// comment), the facade methods that call it and an example call (scripts/reference/operations.json,
// added by the TypeDoc plugin). spec/package.spec.ts type-checks the examples against the package.
const declared = (Object.entries(hubops) as [string, unknown][]).filter((entry): entry is [string, Declared] => typeof entry[1] === 'function' && 'declaration' in entry[1]);

/** Whether a route a doc comment names is the declared one: `{+path}` is `{path}`, and a parameter may be written out (`tarball` for `{format}`). */
export function namesRoute(documented: string, method: string, path: string): boolean {
  const pattern = path.split(/\{\+?\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('(?:\\{\\w+\\}|[^/{}]+)');
  return new RegExp(`^${method} ${pattern}$`).test(documented);
}

describe('the API reference', () => {
  it('names, in each declared operation’s doc comment, the request it declares', () => {
    const routes = functionRoutes();
    const wrong = declared.flatMap(([fn, { declaration }]) => {
      const method = declaration.method ?? 'GET';
      return (routes.get(fn)?.routes ?? []).some((route) => namesRoute(route, method, declaration.path)) ? [] : [`${fn}: ${method} ${declaration.path}`];
    });
    expect(declared.length).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('tells a route that is not the declared one apart', () => {
    expect(namesRoute('PATCH /repos/{owner}/{repo}/issues/{issue_number}', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}')).toBe(true);
    expect(namesRoute('GET /repos/{owner}/{repo}/tarball/{ref}', 'GET', '/repos/{owner}/{repo}/{format}/{+ref}')).toBe(true);
    expect(namesRoute('GET /repos/{owner}/{repo}/issues/{issue_number}', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}')).toBe(false);
    expect(namesRoute('PATCH /repos/{owner}/{repo}/issues', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}')).toBe(false);
  });

  it('has an example call of every declared operation, importing it from its area module, with documented values', () => {
    const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Record<string, ReferenceEntry>;
    for (const [fn] of declared) {
      const example = reference[fn]?.example ?? '';
      expect(example, fn).toMatch(new RegExp(`^import \\{ createSession \\} from 'hubops';\\nimport \\{ ${fn} \\} from 'hubops/[\\w-]+';\\n`));
      expect(example, fn).toContain(`${fn}(session`);
      expect(example, fn).not.toMatch(/'Title'|number: 1\b/);
    }
    expect(reference.closeIssue).toEqual({
      documentedAs: ['gh.Issue.close'],
      example: "import { createSession } from 'hubops';\nimport { closeIssue } from 'hubops/issues';\n\nconst session = createSession({ token: process.env.GITHUB_TOKEN });\nawait closeIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });\n",
    });
    expect(reference.listRepositoryIssues?.example).toContain("for await (const issue of listRepositoryIssues(session, 'octocat/Hello-World')) {");
    expect(reference.promoteUser?.example).toContain("baseUrl: 'https://ghe.example.com/api/v3'");
  });

  it('names the facade methods of composed operations too', () => {
    const reference = JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Record<string, ReferenceEntry>;
    expect(reference.getFileContents?.documentedAs.length).toBeGreaterThan(0);
  });
});
