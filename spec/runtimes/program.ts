/*
 * What the runtimes spec runs under Deno and under Bun, bundled (hubops and ky in one
 * module): the offline Quickstart against a replay server, a GraphQL call, and the fetch webhook
 * receiver. It prints one line per check; the spec reads them.
 */
import { createClient, graphql } from '../../src/index.js';
import { onIssuesOpened, signWebhook, webhookFetchHandler } from '../../src/webhooks/index.js';

declare const Deno: { args: string[] } | undefined;
declare const process: { argv: string[] } | undefined;
const [restUrl = '', graphqlBase = ''] = typeof Deno !== 'undefined' ? Deno.args : (process?.argv.slice(2) ?? []);

const gh = createClient({ baseUrl: restUrl });
const repo = await gh.repository('octocat', 'Hello-World');
const issues: number[] = [];
for await (const issue of gh.issuesOn('octocat', 'Hello-World', { state: 'all', number: 50 })) issues.push(issue.number ?? 0);
console.log(`quickstart ${repo.full_name} ${issues.length} issues #${issues[0]}`);

const data = await graphql<{ viewer: { login: string } }>(createClient({ baseUrl: graphqlBase, token: 'runtime-token' }).session, '{ viewer { login } }');
console.log(`graphql ${data.viewer.login}`);

const secret = "It's a Secret to Everybody";
const payload = JSON.stringify({ action: 'opened', issue: { id: 1, number: 1347 } });
const seen: string[] = [];
const receive = webhookFetchHandler({ secret, on: [onIssuesOpened((d) => void seen.push(String(d.payload.issue?.number)))] });
const signed = await receive(new Request('http://hooks.example/', { method: 'POST', body: payload, headers: { 'x-github-event': 'issues', 'x-hub-signature-256': await signWebhook(secret, payload) } }));
const forged = await receive(new Request('http://hooks.example/', { method: 'POST', body: payload, headers: { 'x-github-event': 'issues', 'x-hub-signature-256': await signWebhook('forged', payload) } }));
console.log(`webhook ${signed.status} ${forged.status} ${seen.join(',')}`);
