/**
 * A GitHub App in one file: it thanks whoever opens an issue, with its configuration read from the
 * repository, each delivery run once with its installation's session, and a sweep that asks GitHub
 * to send again what failed.
 *
 * Offline (the default) it runs against the testing kit's app stand-in, with a key made for the
 * run, and delivers itself two signed deliveries. Live (`--live`, with APP_ID, APP_PRIVATE_KEY and
 * WEBHOOK_SECRET set) it listens on PORT (default 3000) for GitHub's deliveries and sweeps hourly.
 */
import { createServer } from 'node:http';
import { createApp, type App } from 'hubops/app';
import { createIssueComment } from 'hubops/issues';
import { signedDelivery, startAppStandIn } from 'hubops/testing';

/** The bot: the same for both runs. */
function thanksBot(app: App): App {
  return app
    .on('issues.opened', async ({ session, issue, payload, config }) => {
      const { greeting } = await config('thanks.json', { defaults: { greeting: 'Thanks for opening this issue' } });
      await createIssueComment(session, issue(), `${greeting}, @${payload.issue.user?.login ?? 'there'}: “${payload.issue.title}”.`);
    })
    .onError((error, delivery) => console.error(`delivery ${delivery?.id ?? '(none)'}: ${error instanceof Error ? error.message : String(error)}`));
}

if (process.argv.includes('--live')) {
  const { APP_ID, APP_PRIVATE_KEY, WEBHOOK_SECRET, PORT } = process.env;
  if (!APP_ID || !APP_PRIVATE_KEY || !WEBHOOK_SECRET) {
    console.error('--live needs APP_ID, APP_PRIVATE_KEY (the PEM text) and WEBHOOK_SECRET');
    process.exit(1);
  }
  const app = thanksBot(createApp({ appId: Number(APP_ID), privateKey: APP_PRIVATE_KEY, webhookSecret: WEBHOOK_SECRET }));
  createServer((request, response) => void app.node(request, response)).listen(Number(PORT ?? 3000));
  setInterval(() => void app.redeliverFailed().then((sweep) => console.log('sweep', sweep)), 60 * 60_000);
  console.log(`listening on ${PORT ?? 3000}`);
} else {
  // A key made for the run: the stand-in takes any JWT, GitHub would check it against the app's.
  const pair = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
  const der = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
  const privateKey = `-----BEGIN PRIVATE KEY-----\n${der.replace(/.{64}/g, '$&\n').trim()}\n-----END PRIVATE KEY-----\n`;
  const standIn = await startAppStandIn({
    files: { 'octocat/Hello-World:.github/thanks.json': '{ "greeting": "Welcome" }' },
    deliveries: [
      { id: 2, guid: '72d3162e-cc78-11e3-81ab-4c9367dc0958', event: 'issues', action: 'opened', statusCode: 500, deliveredAt: new Date().toISOString() },
      { id: 1, guid: '0b989ba4-242f-11e5-81e1-c7b6966d2516', event: 'issues', action: 'opened', statusCode: 200, deliveredAt: new Date().toISOString() },
    ],
  });
  const webhookSecret = 'offline-secret';
  const app = thanksBot(createApp({ appId: 1, privateKey, webhookSecret, baseUrl: standIn.url }));
  const payload = { action: 'opened', issue: { id: 1, number: 1347, title: 'Found a bug', user: { login: 'octocat', id: 1 } }, repository: { id: 1296269, full_name: 'octocat/Hello-World', name: 'Hello-World' }, installation: { id: 1 } };
  const id = '9e5bd2a0-cc78-11e3-81ab-4c9367dc0958';
  console.log(`first delivery: ${(await app.fetch(await signedDelivery(webhookSecret, 'issues', payload, id))).status}`);
  console.log(`the same delivery again: ${(await app.fetch(await signedDelivery(webhookSecret, 'issues', payload, id))).status}`);
  console.log(`forged: ${(await app.fetch(await signedDelivery('not-the-secret', 'issues', payload))).status}`);
  for (const comment of standIn.comments) console.log(`commented on ${comment.repository}#${comment.number}: ${comment.body}`);
  const sweep = await app.redeliverFailed();
  console.log(`sweep: checked ${sweep.checked}, redelivered ${sweep.redelivered} (delivery ${standIn.redelivered.join(', ')}), failed ${sweep.failed}`);
  console.log(`credentials: ${[...new Set(standIn.requests.map((r) => `${r.credential} for ${r.method} ${r.path.replace(/\?.*$/, '').replace(/\d+/g, '{id}')}`))].join('; ')}`);
  await standIn.close();
}
