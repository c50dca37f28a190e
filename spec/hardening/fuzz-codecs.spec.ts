import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as activityCodecs from '../../src/activity/codecs.js';
import * as activityRefs from '../../src/activity/refs.js';
import * as authCodecs from '../../src/auth/codecs.js';
import * as coreCodecs from '../../src/core/codec.js';
import { listOf, nullable, oneOf, segment, type Codec } from '../../src/core/codec.js';
import { paramsOf, type Declared } from '../../src/core/operation.js';
import * as coreRefs from '../../src/core/refs.js';
import { numbered, repositoryObject } from '../../src/core/refs.js';
import { createSession } from '../../src/core/session.js';
import { hasDotSegment } from '../../src/core/url.js';
import { GitHubError, ValidationError } from '../../src/errors/index.js';
import * as gistsCodecs from '../../src/gists/codecs.js';
import * as gistsRefs from '../../src/gists/refs.js';
import * as gitCodecs from '../../src/git/codecs.js';
import * as gitRefs from '../../src/git/refs.js';
import * as hubops from '../../src/index.js';
import { getContents } from '../../src/repos/contents.js';
import * as issuesCodecs from '../../src/issues/codecs.js';
import * as issuesRefs from '../../src/issues/object-refs.js';
import * as orgsCodecs from '../../src/orgs/codecs.js';
import * as pullsCodecs from '../../src/pulls/codecs.js';
import * as pullsRefs from '../../src/pulls/refs.js';
import * as collaborationCodecs from '../../src/repos/collaboration-codecs.js';
import * as reposCodecs from '../../src/repos/codecs.js';
import * as contentCodecs from '../../src/repos/content-codecs.js';
import * as reposRefs from '../../src/repos/object-refs.js';
import * as releaseRefs from '../../src/repos/release-refs.js';
import * as searchCodecs from '../../src/search/codecs.js';
import * as teamsRefs from '../../src/teams/refs.js';
import * as usersRefs from '../../src/users/refs.js';

/**
 * Seeded property tests of the argument codecs: any input — `fc.anything()`, text with `/`,
 * `..`, `%2e`, control characters and unicode, numbers that are NaN, infinite, negative or
 * fractional, references holding any of those — is either read into a value whose path
 * encoding has no dot segment and no empty segment, or refused with a ValidationError naming
 * the parameter. Never another error; and an operation sends nothing for an input its codec refuses.
 */

const SEED = 20240611;
const RUNS = 200;
const KINDS = new Set(['segment', 'text', 'int', 'enum', 'list', 'date', 'ref', 'bool', 'object', 'value']);

type AnyCodec = Codec<unknown, unknown>;
const isCodec = (value: unknown): value is AnyCodec => typeof value === 'function' && KINDS.has((value as { kind?: string }).kind ?? '') && !('declaration' in value);

const declared = Object.entries(hubops).filter((entry): entry is [string, ((...args: unknown[]) => unknown) & Declared] => typeof entry[1] === 'function' && 'declaration' in entry[1]);

/** Every codec by a name: the modules' own, instances of the factories, and those declarations make inline. */
const codecs = new Map<AnyCodec, string>();
const modules = { coreCodecs, coreRefs, activityCodecs, activityRefs, authCodecs, gistsCodecs, gistsRefs, gitCodecs, gitRefs, issuesCodecs, issuesRefs, orgsCodecs, pullsCodecs, pullsRefs, collaborationCodecs, reposCodecs, contentCodecs, reposRefs, releaseRefs, searchCodecs, teamsRefs, usersRefs };
// A codec made from a named reader (`codec('segment', segmentText)`) is that reader: it goes by both names.
for (const [module, exports] of Object.entries(modules)) for (const [name, value] of Object.entries(exports)) if (isCodec(value)) codecs.set(value, codecs.has(value) ? `${codecs.get(value)}|${name}` : `${module}.${name}`);
const made: [string, AnyCodec][] = [
  ['oneOf', oneOf('open', 'closed') as AnyCodec],
  ['listOf(segment)', listOf(segment) as AnyCodec],
  ['nullable(segment)', nullable(segment) as AnyCodec],
  ['numbered', numbered('pull_number', 'pullRequest') as AnyCodec],
  ['repositoryObject', repositoryObject('hooks', 'hook_id', 'hook') as AnyCodec],
];
for (const [name, value] of made) codecs.set(value, name);

/** Where declarations put each codec in a path: the route, and the parameter's wire name (a record is spread, as `place` does). */
const pathUses = new Map<AnyCodec, { route: string; wire: string | undefined; name: string }[]>();
for (const [op, { declaration }] of declared) {
  const params = [...(declaration.target ? [['target', declaration.target] as const] : []), ...Object.entries(paramsOf(declaration))];
  for (const [name, param] of params) {
    const codec = param.codec as AnyCodec;
    if (!codecs.has(codec)) codecs.set(codec, `${op}.${name}`);
    if (param.to === 'path') pathUses.set(codec, [...(pathUses.get(codec) ?? []), { route: declaration.path, wire: param.wire, name }]);
  }
}

/** The route as sent, its parameters encoded as `expandPath` does but unchecked: what the codec alone lets through. */
function expanded(route: string, params: Record<string, unknown>): string {
  return route.replace(/\{(\+?)(\w+)\}/g, (_, reserved: string, name: string) => {
    // A parameter another argument fills.
    const text = name in params ? String(params[name]) : 'x';
    return reserved ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** A value read for a path: no dot segment, no empty segment, and only non-empty text or whole numbers in it. */
function expectSafePath(codec: AnyCodec, value: unknown, where: string): void {
  const spread = coreCodecs.isRecord(value);
  // A codec no declaration puts in a path is checked as one when it reads path segments or references (null is "remove it", a body value).
  const generic = ['segment', 'ref'].includes(codec.kind) && value !== null ? [{ route: spread ? `/${Object.keys(value).map((k) => `{${k}}`).join('/')}` : '/{p}', wire: undefined, name: 'p' }] : [];
  for (const { route, wire, name: param } of pathUses.get(codec) ?? generic) {
    // A record under a named path parameter (an organization's team) is spread by its declaration's encode, after a check across parameters.
    const params: Record<string, unknown> = spread ? { ...value } : { [wire ?? param]: value };
    // The root directory is an empty path: its declaration sends it to the route without one.
    if (codec === contentCodecs.directoryPath && value === '') continue;
    for (const [name, part] of Object.entries(params)) {
      const fine = typeof part === 'string' ? part !== '' : typeof part === 'number' && Number.isSafeInteger(part) && part >= 0;
      if (!fine) expect.fail(`${where}: path parameter ${name} of ${route} is ${typeof part === 'object' ? JSON.stringify(part) : String(part)}`);
    }
    let sent: string;
    try {
      sent = expanded(route, params);
    } catch (error) {
      return expect.fail(`${where}: ${route} cannot be written with ${JSON.stringify(params)}: ${String(error)}`);
    }
    // Also as a server or proxy that decodes once before resolving would read it.
    const decoded = sent.split('/').map((part) => (part.includes('%') ? decodeURIComponent(part) : part)).join('/');
    if (hasDotSegment(sent) || hasDotSegment(decoded) || sent.split('/').slice(1).includes('')) expect.fail(`${where}: ${route} expands to ${sent}`);
  }
}

/** A refusal names the parameter it was given (or a member or item of it). */
function expectNamed(error: unknown, where: string): void {
  if (!(error instanceof ValidationError)) expect.fail(`${where}: ${error instanceof Error ? error.stack : String(error)}`);
  if (!/^param(?:$|[.[])/.test(error.parameter)) expect.fail(`${where}: the ValidationError names ${error.parameter}, not param`);
}

const PIECES = ['', '.', '..', '%2e', '%2E', '.%2e', '%2e%2E', '/', '//', '\\', '%2f', '%5C', '%', '?', '#', ' ', 'a', 'octocat', 'Hello-World', 'refs/', 'heads', '1', '\u0000', '\n', '\u007f', '\u202e', 'é', '😀', '\ud800'];
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 5 }).map((parts) => parts.join('/')),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, -1, 1.5, 2 ** 53, 1e21, Number.MIN_VALUE));
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.constant(undefined));
const MEMBERS = ['owner', 'repo', 'number', 'url', 'id', 'login', 'name', 'slug', 'sha', 'full_name', 'org', 'gist', 'version', 'organization', 'html_url', 'repository', 'contents_url', 'pull_request_url', 'content', 'filename', 'email', 'date', 'path', 'body'];
const reference = fc.dictionary(fc.constantFrom(...MEMBERS), fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...MEMBERS), scalar, { maxKeys: 3 }) }), { maxKeys: 5 });
const anyInput = fc.oneof(fc.anything(), scalar, reference, fc.array(fc.oneof(scalar, reference), { maxLength: 3 }), fc.date(), fc.uint8Array({ maxLength: 4 }));

const api = 'https://api.github.com';
/** Valid forms of the references and texts codecs read, to break one part at a time. */
const FORMS: unknown[] = [
  'octocat', 'octocat/Hello-World', 'refs/heads/main', 'heads/feature/x', 'docs/guide/intro.md', '6dcb09b5b57875f334f61aebed695e2e4193db5e', 1,
  { owner: 'octocat', repo: 'Hello-World', number: 1, id: 1, name: 'bug' },
  { full_name: 'octocat/Hello-World' }, { login: 'octocat' }, { slug: 'justice-league' }, { name: 'bug' }, { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' },
  { org: 'github', slug: 'justice-league' }, { id: 1, slug: 'justice-league', organization: { login: 'github' } }, { id: 1, html_url: 'https://github.com/orgs/github/teams/justice-league' },
  { id: 1, repository: { full_name: 'octocat/Hello-World' } }, { gist: 'aa5a315d61ae9438b18d', id: 1 }, { gist: 1, version: '57a7f021a713b1c5a6a199b54cc514735d2d462f' },
  ...['issues/1', 'pulls/1', 'labels/bug', 'milestones/1', 'hooks/1', 'keys/1', 'deployments/1', 'releases/1', 'releases/assets/1', 'comments/1', 'issues/comments/1', 'pulls/comments/1'].map((tail) => ({ url: `${api}/repos/octocat/Hello-World/${tail}`, number: 1, id: 1 })),
  { url: `${api}/gists/aa5a315d61ae9438b18d` }, { url: `${api}/gists/aa5a315d61ae9438b18d/comments/1` }, { url: `${api}/gists/aa5a315d61ae9438b18d/57a7f021a713b1c5a6a199b54cc514735d2d462f` },
  { url: `${api}/notifications/threads/1` }, { id: 1, url: `${api}/user/keys/1` }, { contents_url: `${api}/repos/octocat/Hello-World/contents/a/b.txt?ref=main` },
  { id: 1, url: `${api}/repos/octocat/Hello-World/pulls/comments/1`, pull_request_url: `${api}/repos/octocat/Hello-World/pulls/1` },
];

/** A text with one of its `/`-separated parts replaced, or a hostile piece put before or after it. */
function editedText(given: string): fc.Arbitrary<string> {
  const parts = given.split('/');
  return fc.tuple(fc.nat(), fc.constantFrom(...PIECES), fc.constantFrom('replace', 'insert', 'append')).map(([i, piece, how]) => {
    const copy = [...parts];
    const at = i % copy.length;
    if (how === 'replace') copy[at] = piece;
    else if (how === 'insert') copy.splice(at, 0, piece);
    else copy[at] += piece;
    return copy.join('/');
  });
}

/** Values near a valid one: each member kept, broken, dropped, or joined by a stray one. */
function around(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') return fc.oneof(fc.constant(valid), editedText(valid), scalar);
  if (typeof valid === 'number') return fc.oneof(fc.constant(valid), number, number.map(String));
  if (Array.isArray(valid)) return fc.array(valid.length ? around(valid[0], depth + 1) : scalar, { maxLength: 3 });
  if (!coreCodecs.isRecord(valid) || depth > 2) return scalar;
  const members = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [key, fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: around(value, depth + 1) }, fc.constant(undefined))]),
  );
  return fc.tuple(fc.record(members), fc.dictionary(fc.constantFrom(...MEMBERS), scalar, { maxKeys: 2 })).map(([own, stray]) => ({ ...stray, ...own }));
}

const nearForms = fc.oneof(...FORMS.map((form) => around(form)));

/** What a codec is given: anything, or a value near its own example or near any valid form. */
function inputFor(codec: AnyCodec): fc.Arbitrary<unknown> {
  return fc.oneof(anyInput, nearForms, ...(codec.example === undefined ? [] : [{ weight: 2, arbitrary: around(codec.example) }]));
}

describe('property: every codec reads any input or refuses it by name', () => {
  const all = [...codecs].map(([codec, name]) => [name, codec] as const);

  it('finds the codecs of every area and of every declaration', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(['coreRefs.repository', 'coreRefs.filePath', 'coreRefs.refText|refName', 'gitCodecs.shortRef', 'teamsRefs.team', 'usersRefs.ownKey']));
    expect(pathUses.size).toBeGreaterThan(20);
  });

  it.each(all)('%s: a value with a safe path encoding, or a ValidationError naming the parameter', (name, codec) => {
    fc.assert(
      fc.property(inputFor(codec), (given) => {
        let value: unknown;
        try {
          value = codec(given, 'param');
        } catch (error) {
          return expectNamed(error, name);
        }
        expectSafePath(codec, value, name);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

/** Whether a sent path has the route's literal segments where the route has them, and a non-empty one for each parameter. */
function matchesRoute(route: string, pathname: string): boolean {
  const want = route.slice(1).split('/');
  const got = pathname.slice(1).split('/');
  for (const [i, part] of want.entries()) {
    // `{+path}` may stand for several segments, none of them empty.
    if (part.startsWith('{+')) return got.length >= want.length && got.slice(i).every((segment) => segment !== '');
    if (!got[i] || (!part.includes('{') && part !== got[i])) return false;
  }
  return got.length === want.length;
}

describe('property: nothing is sent for an input the codec refuses', () => {
  const sent: string[] = [];
  const session = createSession({ token: 'codec-fuzz-token', retry: false, fetch: async (request, init) => (sent.push(new Request(request, init).url), new Response('{"message":"Not Found"}', { status: 404 })) });
  const { getBranch, getCommit, getGist, getHook, getIssue, getLabel, getReference, getRepository, getUser } = hubops;
  // Each operation with the argument under test last; the others valid.
  const cases: [string, unknown, (x: unknown) => unknown][] = [
    ['getRepository', getRepository, (x) => getRepository(session, x as never)],
    ['getIssue', getIssue, (x) => getIssue(session, x as never)],
    ['getUser', getUser, (x) => getUser(session, x as never)],
    ['getLabel', getLabel, (x) => getLabel(session, x as never)],
    ['getHook', getHook, (x) => getHook(session, x as never)],
    ['getGist', getGist, (x) => getGist(session, x as never)],
    ['getContents', getContents, (x) => getContents(session, 'octocat/Hello-World', x as never)],
    ['getBranch', getBranch, (x) => getBranch(session, 'octocat/Hello-World', x as never)],
    ['getCommit', getCommit, (x) => getCommit(session, 'octocat/Hello-World', x as never)],
    ['getReference', getReference, (x) => getReference(session, 'octocat/Hello-World', x as never)],
  ];

  it.each(cases)('%s', async (name, op, run) => {
    const { declaration } = op as Declared;
    const param = declaration.args?.length ? paramsOf(declaration)[declaration.args[declaration.args.length - 1] as string] : declaration.target;
    const codec = param?.codec as AnyCodec;
    await fc.assert(
      fc.asyncProperty(inputFor(codec), async (given) => {
        sent.length = 0;
        let refused = false;
        try {
          codec(given, 'param');
        } catch {
          refused = true;
        }
        const outcome = await Promise.resolve(run(given)).then(
          () => null,
          (error: unknown) => error,
        );
        if (refused) {
          if (!(outcome instanceof ValidationError) || sent.length > 0) expect.fail(`${name}: refused input gave ${String(outcome)} after ${sent.length} request(s)`);
          return;
        }
        expect(outcome).toBeInstanceOf(GitHubError);
        // The URL was parsed on its way out, so a dot segment would show as a route it does not match.
        for (const url of sent) if (new URL(url).origin !== 'https://api.github.com' || !matchesRoute(declaration.path, new URL(url).pathname)) expect.fail(`${name}: sent ${url}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
