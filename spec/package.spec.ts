import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesBelow, moduleExports, node, packAndInstall, pkg, ROOT, run, specifier, tsx, type Packed } from './support/packed.js';
import { docExamples, readmeSnippets, snippetModule } from './support/snippets.js';

// What a user installs: the tarball `npm pack` makes, installed into a project elsewhere. Every
// check here is derived from the exports map, so a new area module is covered by adding its entry.
describe('the packed package', () => {
  let packed: Packed;
  const tsc = (project: string) => run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { timeout: 300_000 });

  beforeAll(async () => {
    packed = await packAndInstall();
  }, 300_000);

  afterAll(() => packed?.cleanup());

  it('has an entry in rollup.config.mjs for every module of the exports map, and no other', async () => {
    const config = (await import(join(ROOT, 'rollup.config.mjs'))) as { default: { input: Record<string, string> }[] };
    const inputs = Object.keys(config.default[0]!.input).sort();
    const subpaths = moduleExports().map(([subpath, target]) => {
      expect(target.default, subpath).toBe(`./dist/${subpath === '.' ? 'index' : subpath.slice(2)}.js`);
      expect(target.types, subpath).toBe(target.default.replace(/\.js$/, '.d.ts'));
      return subpath === '.' ? 'index' : subpath.slice(2);
    });
    expect(inputs).toEqual(subpaths.sort());
  });

  it('ships the built modules, their declarations, the operation index, README and LICENSE, and nothing else', () => {
    const files = packed.report.files.map((f) => f.path);
    for (const [, target] of moduleExports()) for (const file of [target.default, target.types]) expect(files).toContain(file.slice(2));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'operations.json']) expect(files).toContain(file);
    // The docs pages live in the repository (the README links them); the declarations carry every doc comment.
    expect(files.filter((f) => !/^(dist\/|package\.json$|operations\.json$|README\.md$|LICENSE$)/.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('dist/') && !/\.(js|d\.ts)$/.test(f))).toEqual([]);
  });

  it('ships no source maps: the modules are unminified, and a map would point into sources the package does not carry', () => {
    expect(filesBelow(join(packed.installed, 'dist')).filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('ships declarations that name no section of a document the user does not have', () => {
    const dts = filesBelow(join(packed.installed, 'dist')).filter((f) => f.endsWith('.d.ts'));
    for (const file of dts) {
      const text = readFileSync(join(packed.installed, 'dist', file), 'utf8');
      expect(text.match(/\u00a7|DESIGN\.md|interface\.md|reference\/\w+\.md|\/work\/|(?:^|[\s(])#\d+\b.*issue|\bissue #\d+/gim), file).toBeNull();
    }
  });

  it('bundled for one operation (esbuild, as a browser app would), carries none of the other declarations of its area', async () => {
    const bundle = async (source: string) =>
      (await build({ stdin: { contents: source, resolveDir: packed.consumer, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' })).outputFiles[0]?.text ?? '';
    const one = await bundle(`import { createSession } from 'hubops'; import { getRepository } from 'hubops/repos'; export const run = (t) => getRepository(createSession({ token: t }), 'o/r');`);
    const generated = await bundle(`import { createSession } from 'hubops'; import { listWorkflowRunsForRepo } from 'hubops/actions'; export const run = (t) => listWorkflowRunsForRepo(createSession({ token: t }), 'o/r').toArray();`);
    expect(one.includes('/repos/{owner}/{repo}')).toBe(true);
    // Routes only other operations of the area make: a declaration left in is its route left in.
    // (Asked as a yes or no: a failure that quoted the bundle would bury its own message.)
    for (const route of ['/autolinks', '/dispatches', '/pages/builds', '/rulesets', '/tag-protection']) expect(one.includes(route), `the getRepository bundle holds ${route}`).toBe(false);
    // Stages a plain session does not name are not in it: the conditional cache and pacing (by their own messages).
    expect(one.includes('such as a Map or a MemoryStore'), 'the getRepository bundle holds the conditional cache').toBe(false);
    expect(one.includes('waiting for its turn'), 'the getRepository bundle holds pacing').toBe(false);
    // Where an upload or a GraphQL query may take credentials comes with the operations that send them.
    expect(one.includes('uploads.github.com'), 'the getRepository bundle holds the upload URL').toBe(false);
    expect(one.includes('/api/graphql'), 'the getRepository bundle holds the GraphQL endpoint').toBe(false);
    // An answer is read with fills compiled from the field lists (where the runtime allows).
    expect(one.includes('new Function'), 'the getRepository bundle has no compiler of fills').toBe(true);
    expect(generated.includes('/actions/runs')).toBe(true);
    for (const route of ['/actions/secrets', '/actions/runners', '/actions/caches', '/actions/artifacts']) expect(generated.includes(route), `the listWorkflowRunsForRepo bundle holds ${route}`).toBe(false);
  });

  it('bundled for a receiver with one handler made per event, carries that event’s payload models and no other', async () => {
    const receiver = (await build({ stdin: { contents: `import { onIssuesOpened, webhookFetchHandler } from 'hubops/webhooks'; export const run = (s) => webhookFetchHandler({ secret: s, on: [onIssuesOpened((d) => d.payload.issue)] });`, resolveDir: packed.consumer, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' })).outputFiles[0]?.text ?? '';
    // A model is named in the bundle by its name in the description.
    expect(receiver.includes('WebhookIssuesOpened')).toBe(true);
    for (const model of ['WebhookIssuesClosed', 'WebhookPush', 'WebhookPullRequestOpened', 'WebhookWorkflowRunCompleted']) expect(receiver.includes(model), `the receiver bundle holds ${model}`).toBe(false);
    // A delivery is read by the interpreted steps: the compiler of fills comes with what reads answers.
    expect(receiver.includes('new Function'), 'the receiver bundle holds the compiler of fills').toBe(false);
  });

  it('tells the registry page where it comes from', () => {
    expect(pkg.repository).toMatchObject({ type: 'git' });
    expect(typeof pkg.homepage).toBe('string');
    expect(pkg.bugs).toBeDefined();
  });

  it('loads every module of the exports map with import, and with require (Node ≥ 20.19)', async () => {
    const names = moduleExports().map(([subpath]) => specifier(subpath));
    const check = (load: string) =>
      `for (const name of ${JSON.stringify(names)}) { const m = ${load}; if (!Object.values(m).some((v) => typeof v === 'function' || typeof v?.wrap === 'function')) throw new Error(name + ': no function nor model'); } console.log('ok');`;
    expect(await node(packed.consumer, ['--input-type=module', '-e', check('await import(name)')])).toContain('ok');
    expect(await node(packed.consumer, ['--input-type=commonjs', '-e', check('require(name)')])).toContain('ok');
  });

  it('runs the Quickstart and every example offline, through hubops/testing, in ESM', async () => {
    expect(await tsx(packed.consumer, 'examples/quickstart.ts')).toContain('#1347 Found a bug');
    expect(await tsx(packed.consumer, 'examples/demo.ts')).toContain('6 issues in 3 pages');
    expect(await tsx(packed.consumer, 'examples/standalone.ts')).toContain('#1347 Found a bug (open), labels: bug');
    expect(await tsx(packed.consumer, 'examples/by-route.ts')).toContain('6 issues: #1352 Typo in README;');
    expect(await tsx(packed.consumer, 'examples/errors.ts')).toContain('ValidationError on "state"');
    expect(await tsx(packed.consumer, 'examples/conditional-listing.ts')).toContain('second listing: 6 issues; answers 304, 304, 304');
    expect(await tsx(packed.consumer, 'examples/device-flow.ts')).toContain('As the user: octocat/Hello-World has 80 stars.');
  }, 120_000);

  it('runs the Quickstart from CommonJS with require', async () => {
    const out = await node(packed.consumer, ['examples/quickstart.cjs']);
    expect(out).toContain('octocat/Hello-World 80');
    expect(out).toContain('6 issues: #1352 #1351 #1350 #1349 #1348 #1347');
    expect(out).toContain('NotFoundError 404');
  }, 60_000);

  it("type-checks the README's snippets, the API reference's examples and the type-level tests of the public API against the shipped declarations, with exactOptionalPropertyTypes, for bundlers and node16", async () => {
    const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(snippets.length).toBeGreaterThan(5);
    // The reference's examples: those its plugin adds to each declared operation, and every `@example` the declarations ship.
    // A failure names the file: `example-closeIssue.ts` for a generated example, `doc-example-<n>.ts` for one of the declarations.
    const reference = JSON.parse(readFileSync(join(ROOT, 'scripts/reference/operations.json'), 'utf8')) as Record<string, { example?: string }>;
    const generated = Object.entries(reference).flatMap(([fn, entry]) => (entry.example ? [[`example-${fn}`, entry.example] as [string, string]] : []));
    const shipped = filesBelow(join(packed.installed, 'dist')).filter((f) => f.endsWith('.d.ts')).flatMap((f) => docExamples(readFileSync(join(packed.installed, 'dist', f), 'utf8')));
    expect(generated.length).toBeGreaterThan(300);
    expect(shipped.length).toBeGreaterThan(50);
    const sources: [string, string][] = [...snippets.map((code, i) => [`readme-${i + 1}`, code] as [string, string]), ...generated, ...[...new Set(shipped)].map((code, i) => [`doc-example-${i + 1}`, code] as [string, string])];
    const files = sources.map(([name, code]) => {
      const file = `${name}.ts`;
      writeFileSync(join(packed.consumer, file), snippetModule(code));
      return file;
    });
    // And the type-level tests of the public API (expectTypeOf), now against the declarations.
    copyFileSync(join(ROOT, 'spec/types/public-api.ts'), join(packed.consumer, 'public-api.ts'));
    files.push('public-api.ts');
    const options = { strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM'], types: ['node'], skipLibCheck: false };
    writeFileSync(join(packed.consumer, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...options, module: 'ESNext', moduleResolution: 'Bundler' }, files }));
    writeFileSync(join(packed.consumer, 'tsconfig.node16.json'), JSON.stringify({ compilerOptions: { ...options, module: 'Node16', moduleResolution: 'Node16' }, files }));
    await expect(Promise.all([tsc(join(packed.consumer, 'tsconfig.bundler.json')), tsc(join(packed.consumer, 'tsconfig.node16.json'))])).resolves.toHaveLength(2);
  }, 330_000);

  /**
   * The files tsc reads to check `source` (a program of the consumer project named `name`), and
   * whether the package's declarations among them declare a name (a function, constant, class or interface).
   */
  const loadedFor = async (name: string, source: string) => {
    writeFileSync(join(packed.consumer, `${name}.ts`), source);
    writeFileSync(join(packed.consumer, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'nodenext', types: [] }, files: [`${name}.ts`] }));
    const { stdout } = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(packed.consumer, `tsconfig.${name}.json`), '--listFilesOnly'], { timeout: 120_000 });
    const loaded = stdout.split('\n').filter((file) => file.includes('/node_modules/'));
    const ours = loaded.filter((file) => file.includes('/hubops/dist/'));
    const text = ours.map((file) => readFileSync(file, 'utf8')).join('\n');
    const declares = (declared: string) => new RegExp(`declare (?:const|function|class) ${declared}\\b|interface ${declared}\\b`).test(text);
    return { loaded, ours, declares };
  };

  it('type-checks one operation against its own area’s declarations: no other area, no facade, no root barrel, no valibot', async () => {
    const { loaded, ours, declares } = await loadedFor('one', "import { createSession } from 'hubops/core';\nimport { getRepository } from 'hubops/repos';\nexport const name = async () => (await getRepository(createSession({ token: 't' }), 'o/r')).full_name;\n");
    expect(declares('getRepository')).toBe(true);
    // An inferred type written as import("../index.js").X would load the root barrel, and with it every declaration.
    expect(ours.filter((file) => /\/hubops\/dist\/(index|client)\.d\.ts$/.test(file))).toEqual([]);
    // What other modules declare: the facade, GitHub Actions, the webhooks, issues, pulls, gists.
    for (const name of ['createClient', 'listWorkflowRunsForRepo', 'webhookFetchHandler', 'closeIssue', 'mergePullRequest', 'createGist']) expect(declares(name), `one operation loads the declaration of ${name}`).toBe(false);
    expect(loaded.filter((file) => file.includes('/valibot/'))).toEqual([]);
  }, 120_000);

  it('type-checks a generated area and the client against what they reach: no webhook payloads, no other area', async () => {
    const programs = {
      actions: "import { createSession } from 'hubops/core';\nimport { listWorkflowRunsForRepo } from 'hubops/actions';\nexport const runs = listWorkflowRunsForRepo(createSession({ token: 't' }), 'o/r');\n",
      client: "import { createClient } from 'hubops/client';\nexport const gh = createClient({ token: 't' });\n",
    };
    for (const [name, source] of Object.entries(programs)) {
      const { declares } = await loadedFor(name, source);
      // Chunks merged by rollup's default (no side effects to keep apart) brought every webhook payload model to hubops/actions.
      expect(declares('WebhookIssuesOpened'), `${name} loads the webhook payload models`).toBe(false);
      expect(declares('webhookFetchHandler'), `${name} loads the webhook receivers`).toBe(false);
      expect(declares(name === 'client' ? 'createClient' : 'listWorkflowRunsForRepo')).toBe(true);
      if (name === 'actions') expect(declares('createClient'), 'actions loads the facade').toBe(false);
      else expect(declares('listWorkflowRunsForRepo'), 'the client loads a generated area').toBe(false);
    }
  }, 120_000);

  it('ships declarations that reach no type through a barrel (a barrel would load every declaration it re-exports)', () => {
    const dts = filesBelow(join(packed.installed, 'dist/types')).filter((f) => f.endsWith('.d.ts') && !f.endsWith('index.d.ts'));
    const through = dts.filter((file) => /import\("(?:\.\.?\/)+(?:[\w-]+\/)*index\.js"\)/.test(readFileSync(join(packed.installed, 'dist/types', file), 'utf8')));
    expect(through).toEqual([]);
  });

  it('type-checks a CommonJS program that requires it (module node20: require of an ES module)', async () => {
    writeFileSync(join(packed.consumer, 'use.cts'), "import hubops = require('hubops');\nexport const gh: hubops.Client = hubops.createClient({ token: process.env.GITHUB_TOKEN });\n");
    writeFileSync(join(packed.consumer, 'tsconfig.cjs.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'node20', types: ['node'], exactOptionalPropertyTypes: true }, files: ['use.cts'] }));
    await expect(tsc(join(packed.consumer, 'tsconfig.cjs.json'))).resolves.toBeDefined();
  }, 330_000);

  it('passes publint --strict and arethetypeswrong (node16, bundler)', async () => {
    await expect(run(process.execPath, [join(ROOT, 'node_modules/publint/src/cli.js'), '--strict', packed.installed], { timeout: 60_000 })).resolves.toBeDefined();
    // From CommonJS the package is an ES module that Node ≥ 20.19 `require`s; TypeScript's node16 mode predates that.
    const attw = join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    await expect(run(process.execPath, [attw, packed.tarball, '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'], { timeout: 300_000 })).resolves.toBeDefined();
  }, 330_000);

  it('documents itself: TypeDoc reads the shipped declarations with warnings as errors, every public function with an example, each operation with its facade names (npm run docs)', async () => {
    const json = join(packed.consumer, 'reference.json');
    await expect(run(process.execPath, [join(ROOT, 'node_modules/typedoc/bin/typedoc'), '--json', json, '--out', join(packed.consumer, 'reference')], { cwd: ROOT, timeout: 180_000 })).resolves.toBeDefined();
    const comments = referenceComments(JSON.parse(readFileSync(json, 'utf8')) as Reflection);
    const closeIssue = comments.get('closeIssue') ?? '';
    expect(closeIssue).toContain('`PATCH /repos/{owner}/{repo}/issues/{issue_number}`');
    expect(closeIssue).toContain('Documented as `gh.Issue.close`.');
    expect(closeIssue).toContain("await closeIssue(session, { owner: 'octocat', repo: 'Hello-World', number: 1347 });");
    // A composed operation: its facade names from the plugin, its example from its own doc comment.
    expect(comments.get('getFileContents')).toMatch(/Documented as `gh\.Repository\.\w+`[\s\S]*@example[\s\S]*getFileContents\(session, 'octocat\/Hello-World'/);
    expect(comments.get('createSession')).toContain('@example');
  }, 200_000);
});

interface Reflection {
  name: string;
  comment?: { summary: { text: string }[]; blockTags?: { tag: string; content: { text: string }[] }[] };
  signatures?: Reflection[];
  children?: Reflection[];
}

/** The doc comment of every declaration of TypeDoc's JSON output, as text, by name (a function's from its first signature). */
function referenceComments(root: Reflection): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (reflection: Reflection) => {
    const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
    if (comment) {
      const text = [...comment.summary.map((part) => part.text), ...(comment.blockTags ?? []).flatMap((tag) => [`\n${tag.tag}\n`, ...tag.content.map((part) => part.text)])].join('');
      found.set(reflection.name, text);
    }
    reflection.children?.forEach(visit);
  };
  visit(root);
  return found;
}
