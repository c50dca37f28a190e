import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's claim: importing one operation pulls in only that function, its schemas and
 * the core. Each entry is bundled as an application would bundle it (esbuild, tree shaking),
 * and the modules that end up in the output are checked.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

/** The project modules whose code is in the bundle of `source`. */
async function modulesIn(source: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0];
  return Object.entries(output?.inputs ?? {})
    .filter(([input, { bytesInOutput }]) => input.startsWith('src/') && bytesInOutput > 0)
    .map(([input]) => input)
    .sort();
}

const areas = ['users', 'repos', 'issues', 'pulls', 'orgs', 'teams', 'auth', 'misc', 'git', 'activity', 'gists', 'search', 'enterprise-admin', 'redis', 'facade'];

/** Modules of areas other than `own` (and the client), which must not be in the bundle. */
function foreign(modules: readonly string[], own: string[]): string[] {
  return modules.filter((m) => m === 'src/client.ts' || areas.some((area) => !own.includes(area) && m.startsWith(`src/${area}/`)));
}

describe('tree shaking', () => {
  it('one operation bundles only itself, its schemas and the core', async () => {
    const modules = await modulesIn(
      `import { createSession } from './src/core/session.js'; import { getRepository } from './src/repos/index.js'; export const run = (t) => getRepository(createSession({ token: t }), 'o/r');`,
    );
    expect(modules).toContain('src/repos/get-repository.ts');
    expect(foreign(modules, ['repos'])).toEqual([]);
    // Of its own area, only the operation itself.
    expect(modules.filter((m) => m.startsWith('src/repos/'))).toEqual(['src/repos/get-repository.ts']);
    // No schema of another area's resources (issues, pull requests, …).
    expect(modules.filter((m) => /src\/models\/(issues|pulls|labels|reviews|emails|authorizations)/.test(m))).toEqual([]);
  });

  it('the same through the root module', async () => {
    const modules = await modulesIn(`import { createSession, getRepository } from './src/index.js'; export const run = (t) => getRepository(createSession({ token: t }), 'o/r');`);
    expect(foreign(modules, ['repos'])).toEqual([]);
  });

  it('an authentication operation does not bring the client', async () => {
    const modules = await modulesIn(`import { authorize } from './src/auth/index.js'; export const run = (u, p) => authorize(u, p, { scopes: ['repo'] });`);
    expect(modules).not.toContain('src/client.ts');
    expect(foreign(modules, ['auth'])).toEqual([]);
  });

  it('an administration operation brings only itself, its schemas and the core', async () => {
    const modules = await modulesIn(`import { createSession, promoteUser } from './src/index.js'; export const run = (t) => promoteUser(createSession({ token: t }), 'octocat');`);
    expect(modules.filter((m) => m.startsWith('src/enterprise-admin/'))).toEqual(['src/enterprise-admin/site-admin.ts']);
    expect(foreign(modules, ['enterprise-admin'])).toEqual([]);
  });

  it('the api.github.com facade carries no administration code; the self-hosted one does', async () => {
    const github = await modulesIn(`import { createClient } from './src/client.js'; export const run = (t) => createClient({ token: t });`);
    expect(github.filter((m) => m.startsWith('src/enterprise-admin/') || m === 'src/facade/admin.ts' || m === 'src/models/admin-stats.ts')).toEqual([]);
    const selfHosted = await modulesIn(`import { createSelfHostedClient } from './src/client.js'; export const run = (t) => createSelfHostedClient({ url: 'https://ghe.example.com', token: t });`);
    expect(selfHosted).toContain('src/enterprise-admin/stats.ts');
    expect(selfHosted).toContain('src/facade/admin.ts');
  });

  it('the facade brings every area (the check above is not vacuous)', async () => {
    const modules = await modulesIn(`import { createClient } from './src/client.js'; export const run = (t) => createClient({ token: t });`);
    for (const area of ['users', 'repos', 'issues', 'pulls']) expect(modules.some((m) => m.startsWith(`src/${area}/`))).toBe(true);
  });
});
