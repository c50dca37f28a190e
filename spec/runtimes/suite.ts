/*
 * The runtime matrix's suite: the same cases, run the same way by every runtime (Node's lines,
 * Deno, Bun, workerd, Chromium), against the packed package. `rest` is a replay server (the
 * Quickstart's recordings: a repository, three pages of issues, ETags answered with 304s); `aux`
 * answers GraphQL and holds every REST request without answering, for the aborted request.
 *
 * Each case reports what it saw as one line of text; the matrix compares it with `EXPECTED`, so a
 * runtime that differs anywhere fails that case, by name.
 */
import { createSession, getRepository, graphql, listRepositoryIssues, MemoryStore, TransportError, ValidationError } from 'hubops';
import { onIssuesOpened, signWebhook, webhookFetchHandler } from 'hubops/webhooks';
import { createApp } from 'hubops/app';

export interface CaseResult {
  readonly name: string;
  readonly got: string;
}

/** What each case prints when the runtime does what the package promises. */
export const EXPECTED = {
  'one operation': 'octocat/Hello-World 80 stars, created 2011-01-26T19:01:12.000Z, frozen',
  'a listing across pages': '6 issues in 3 pages: #1352 #1351 #1350 #1349 #1348 #1347',
  'a typed error, nothing sent for bad input': 'ValidationError on "repository.owner", 0 requests',
  'an aborted request': 'TransportError abort, 1 request sent',
  'a GraphQL call': 'viewer octocat',
  'a webhook receiver': 'signed 204, forged 401, handled #1347 once',
  'a GitHub App': 'signed 204, again 204, forged 401, handled #1347 once',
  'a store-backed cache hit': 'first listing 200 200 200, second 304 304 304, the same 6 issues',
} as const;

export type CaseName = keyof typeof EXPECTED;

/** A fetch that counts what it sent and the statuses it got, passed to the session as its `fetch`. */
function counting(): { fetch: typeof fetch; sent: string[]; statuses: number[] } {
  const sent: string[] = [];
  const statuses: number[] = [];
  const counted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(input instanceof Request ? input.url : String(input));
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  }) as typeof fetch;
  return { fetch: counted, sent, statuses };
}

const CASES: Record<CaseName, (rest: string, aux: string) => Promise<string>> = {
  async 'one operation'(rest) {
    const repo = await getRepository(createSession({ baseUrl: rest }), 'octocat/Hello-World');
    return `${repo.full_name} ${repo.stargazers_count} stars, created ${repo.created_at?.toISOString()}, ${Object.isFrozen(repo) ? 'frozen' : 'not frozen'}`;
  },

  async 'a listing across pages'(rest) {
    const numbers: number[] = [];
    let pages = 0;
    const issues = listRepositoryIssues(createSession({ baseUrl: rest }), 'octocat/Hello-World', { state: 'all', onPage: () => void pages++ });
    for await (const issue of issues) numbers.push(issue.number);
    return `${numbers.length} issues in ${pages} pages: ${numbers.map((n) => `#${n}`).join(' ')}`;
  },

  async 'a typed error, nothing sent for bad input'(rest) {
    const wire = counting();
    try {
      await getRepository(createSession({ baseUrl: rest, fetch: wire.fetch }), { owner: '..', repo: 'Hello-World' });
      return `no error, ${wire.sent.length} requests`;
    } catch (error) {
      return `${(error as Error).name} on "${error instanceof ValidationError ? error.parameter : '?'}", ${wire.sent.length} requests`;
    }
  },

  async 'an aborted request'(_, aux) {
    const wire = counting();
    const controller = new AbortController();
    const call = getRepository(createSession({ baseUrl: aux, fetch: wire.fetch, retry: false }), 'octocat/Hello-World', { signal: controller.signal });
    // The stand-in holds the request: abort once it has left.
    for (let waited = 0; wire.sent.length === 0 && waited < 100; waited++) await new Promise((resolve) => setTimeout(resolve, 10));
    setTimeout(() => controller.abort(), 50);
    try {
      await call;
      return 'answered';
    } catch (error) {
      return `${(error as Error).name} ${error instanceof TransportError ? error.reason : '?'}, ${wire.sent.length} request sent`;
    }
  },

  async 'a GraphQL call'(_, aux) {
    const data = await graphql<{ viewer: { login: string } }>(createSession({ baseUrl: aux, token: 'runtime-token' }), '{ viewer { login } }');
    return `viewer ${data.viewer.login}`;
  },

  async 'a webhook receiver'() {
    const secret = "It's a Secret to Everybody";
    const payload = JSON.stringify({ action: 'opened', issue: { id: 1, number: 1347 } });
    const handled: number[] = [];
    const receive = webhookFetchHandler({ secret, on: [onIssuesOpened(({ payload: opened }) => void handled.push(opened.issue.number))] });
    const deliver = async (key: string) =>
      (await receive(new Request('http://hooks.example/', { method: 'POST', body: payload, headers: { 'x-github-event': 'issues', 'x-github-delivery': '72d3162e', 'x-hub-signature-256': await signWebhook(key, payload) } }))).status;
    const signed = await deliver(secret);
    const forged = await deliver('forged');
    return `signed ${signed}, forged ${forged}, handled ${handled.map((n) => `#${n}`).join(' ')} ${handled.length === 1 ? 'once' : `${handled.length} times`}`;
  },

  async 'a GitHub App'() {
    // A key made for the run with the runtime's own WebCrypto: the delivery names no installation, so nothing is signed with it.
    const pair = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
    const der = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
    const privateKey = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...der)).replace(/.{64}/g, '$&\n').trim()}\n-----END PRIVATE KEY-----\n`;
    const webhookSecret = "It's a Secret to Everybody";
    const app = createApp({ appId: 1, privateKey, webhookSecret });
    const handled: number[] = [];
    app.on('issues.opened', ({ payload }) => void handled.push(payload.issue.number));
    const payload = JSON.stringify({ action: 'opened', issue: { id: 1, number: 1347 } });
    const deliver = async (key: string) =>
      (await app.fetch(new Request('http://hooks.example/', { method: 'POST', body: payload, headers: { 'x-github-event': 'issues', 'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958', 'x-hub-signature-256': await signWebhook(key, payload) } }))).status;
    const signed = await deliver(webhookSecret);
    const again = await deliver(webhookSecret);
    const forged = await deliver('forged');
    return `signed ${signed}, again ${again}, forged ${forged}, handled ${handled.map((n) => `#${n}`).join(' ')} ${handled.length === 1 ? 'once' : `${handled.length} times`}`;
  },

  async 'a store-backed cache hit'(rest) {
    const wire = counting();
    const session = createSession({ baseUrl: rest, fetch: wire.fetch, store: new MemoryStore() });
    const list = async () => JSON.stringify(await listRepositoryIssues(session, 'octocat/Hello-World', { state: 'all' }).toArray());
    const first = await list();
    const firstStatuses = wire.statuses.splice(0);
    const second = await list();
    const count = (JSON.parse(second) as unknown[]).length;
    return `first listing ${firstStatuses.join(' ')}, second ${wire.statuses.join(' ')}, ${first === second ? `the same ${count} issues` : 'different issues'}`;
  },
};

/** Runs every case, each on its own: one that throws reports the error instead of its line. */
export async function runSuite(rest: string, aux: string): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const [name, run] of Object.entries(CASES)) {
    const got = await run(rest, aux).catch((error: unknown) => `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    results.push({ name, got });
  }
  return results;
}
