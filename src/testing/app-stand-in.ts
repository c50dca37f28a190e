import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../webhooks/verify.js';

/**
 * A loopback stand-in for the routes a GitHub App uses: installation tokens, the app's
 * installations and their repositories, configuration files, issue comments, and the app's webhook
 * deliveries with their redelivery. Its answers have the shapes GitHub's description documents;
 * what it receives is kept (without any credential) for a test or an example to look at.
 */

export interface AppStandInOptions {
  /** The app's installations: `{ id, account }`. Default one, `1` of `octocat`. */
  installations?: readonly { readonly id: number; readonly account: string }[];
  /** Each installation's repositories, by installation id, as `owner/name`. Default `octocat/Hello-World` for each. */
  repositories?: Readonly<Record<number, readonly string[]>>;
  /** Files served under `contents/`, keyed `owner/name:path` (`octocat/Hello-World:.github/bot.yml`). */
  files?: Readonly<Record<string, string>>;
  /** The app's webhook deliveries, newest first, as `GET /app/hook/deliveries` lists them (pages of `perPage`). */
  deliveries?: readonly { readonly id: number; readonly guid: string; readonly event: string; readonly action?: string | null; readonly statusCode: number; readonly deliveredAt: string; readonly redelivery?: boolean }[];
  /** Deliveries a page. Default 100. */
  perPage?: number;
}

/** What the stand-in received: never a credential, only which kind of one came. */
export interface AppStandInRequest {
  readonly method: string;
  readonly path: string;
  readonly credential: 'app' | 'installation' | 'none';
}

export interface AppStandIn {
  /** The API's base URL to give `createApp` as `baseUrl`. */
  readonly url: string;
  readonly requests: readonly AppStandInRequest[];
  /** The comments made, in order: where, and their text. */
  readonly comments: readonly { readonly repository: string; readonly number: number; readonly body: string }[];
  /** The deliveries GitHub was asked to send again, by id. */
  readonly redelivered: readonly number[];
  close(): Promise<void>;
}

const read = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

/**
 * Starts the stand-in on a loopback port. Installation tokens are `ghs_` tokens of its own, each
 * valid for an hour; an app route needs a JWT (`Bearer`), an installation route one of its tokens.
 * @example
 * ```ts
 * import { createApp } from 'hubops/app';
 * import { startAppStandIn } from 'hubops/testing';
 *
 * const standIn = await startAppStandIn({ installations: [{ id: 1, account: 'octocat' }] });
 * const app = createApp({ appId: 1, privateKey: process.env.APP_PRIVATE_KEY ?? '', webhookSecret: 'test', baseUrl: standIn.url });
 * for await (const { installation } of app.eachInstallation()) console.log(installation.id);
 * await standIn.close();
 * ```
 */
export async function startAppStandIn(options: AppStandInOptions = {}): Promise<AppStandIn> {
  const installations = options.installations ?? [{ id: 1, account: 'octocat' }];
  const perPage = options.perPage ?? 100;
  const requests: AppStandInRequest[] = [];
  const comments: { repository: string; number: number; body: string }[] = [];
  const redelivered: number[] = [];
  const tokens = new Map<string, number>();
  let minted = 0;
  let commentIds = 1;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const authorization = req.headers.authorization ?? '';
    const installation = tokens.get(authorization.replace(/^token /, ''));
    const credential = authorization.startsWith('Bearer ') ? 'app' : installation !== undefined ? 'installation' : 'none';
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, credential });
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(data));
    const refused = () => json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    const origin = `http://${req.headers.host}`;
    const account = (login: string) => ({ login, id: 1, node_id: 'MDQ6VXNlcjE=', type: 'User', site_admin: false, url: `${origin}/users/${login}`, html_url: `https://github.com/${login}` });
    const tokenFor = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(url.pathname);
    if (req.method === 'POST' && tokenFor) {
      if (credential !== 'app') return refused();
      const id = Number(tokenFor[1]);
      if (!installations.some((i) => i.id === id)) return json(404, { message: 'Not Found' });
      const token = `ghs_standin${String(id).padStart(4, '0')}${String(++minted).padStart(24, '0')}`;
      tokens.set(token, id);
      return json(201, { token, expires_at: new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'), permissions: { contents: 'read', issues: 'write', metadata: 'read' }, repository_selection: 'all' });
    }
    if (req.method === 'GET' && url.pathname === '/app/installations') {
      if (credential !== 'app') return refused();
      return json(200, installations.map((i) => ({ id: i.id, account: account(i.account), app_id: 1, target_type: 'User', repository_selection: 'all', permissions: { issues: 'write' }, events: ['issues'], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' })));
    }
    if (req.method === 'GET' && url.pathname === '/installation/repositories') {
      if (installation === undefined) return refused();
      const names = options.repositories?.[installation] ?? ['octocat/Hello-World'];
      return json(200, { total_count: names.length, repositories: names.map((full, n) => ({ id: 1296269 + n, node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5', name: full.split('/')[1], full_name: full, private: false, owner: account(full.split('/')[0] ?? 'octocat'), html_url: `https://github.com/${full}` })) });
    }
    const contents = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && contents) {
      if (installation === undefined) return refused();
      const text = options.files?.[`${contents[1]}/${contents[2]}:${decodeURIComponent(contents[3] ?? '')}`];
      if (text === undefined) return json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content' });
      const path = decodeURIComponent(contents[3] ?? '');
      return json(200, { type: 'file', encoding: 'base64', size: Buffer.byteLength(text), name: path.split('/').pop(), path, content: Buffer.from(text).toString('base64'), sha: '3d21ec53a331a6f037a91c368710b99387d012c1', url: `${origin}${url.pathname}` });
    }
    const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (req.method === 'POST' && comment) {
      if (installation === undefined) return refused();
      const { body } = JSON.parse(await read(req)) as { body: string };
      const repository = `${comment[1]}/${comment[2]}`;
      comments.push({ repository, number: Number(comment[3]), body });
      const id = commentIds++;
      return json(201, { id, node_id: 'MDEyOklzc3VlQ29tbWVudDE=', url: `${origin}/repos/${repository}/issues/comments/${id}`, html_url: `https://github.com/${repository}/issues/${comment[3]}#issuecomment-${id}`, body, user: account('hubops-bot[bot]'), created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', issue_url: `${origin}/repos/${repository}/issues/${comment[3]}`, author_association: 'NONE' });
    }
    if (req.method === 'GET' && url.pathname === '/app/hook/deliveries') {
      if (credential !== 'app') return refused();
      const all = options.deliveries ?? [];
      const from = Number(url.searchParams.get('cursor') ?? '0');
      const next: Record<string, string> = from + perPage < all.length ? { link: `<${origin}/app/hook/deliveries?per_page=${perPage}&cursor=${from + perPage}>; rel="next"` } : {};
      return json(200, all.slice(from, from + perPage).map((d) => ({ id: d.id, guid: d.guid, delivered_at: d.deliveredAt, redelivery: d.redelivery ?? false, duration: 0.27, status: d.statusCode < 300 ? 'OK' : 'Internal Server Error', status_code: d.statusCode, event: d.event, action: d.action ?? null, installation_id: installations[0]?.id ?? null, repository_id: 1296269, throttled_at: null })), next);
    }
    const attempt = /^\/app\/hook\/deliveries\/(\d+)\/attempts$/.exec(url.pathname);
    if (req.method === 'POST' && attempt) {
      if (credential !== 'app') return refused();
      redelivered.push(Number(attempt[1]));
      return json(202, {});
    }
    json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  };
  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    redelivered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A delivery as GitHub sends it, signed with `secret`: a `Request` for `app.fetch` (or any fetch receiver).
 * @example
 * ```ts
 * import { signedDelivery } from 'hubops/testing';
 *
 * const request = await signedDelivery('test-secret', 'issues', { action: 'opened', issue: { number: 1, title: 'Found a bug' } });
 * console.log(request.headers.get('x-hub-signature-256'));
 * ```
 */
export async function signedDelivery(secret: string, event: string, payload: unknown, id: string = crypto.randomUUID()): Promise<Request> {
  const body = JSON.stringify(payload);
  return new Request('http://127.0.0.1/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': event, 'x-github-delivery': id, 'x-hub-signature-256': await signWebhook(secret, body) } });
}
