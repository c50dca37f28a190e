import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { updateHubSubscription } from '../../src/activity/hub.js';
import { createClient } from '../../src/client.js';
import { send } from '../../src/core/request.js';
import { createSession } from '../../src/core/session.js';
import { createRecorder, type Recorder } from '../../src/testing/recorder.js';
import { closeLoopbacks, json, loopback, TOKEN } from '../hardening/loopback.js';

/** Quotes, a slash, a plus and a space: its JSON-escaped and URL-encoded forms differ from it. */
const HOOK_SECRET = 'hook "signing" secret/with+plus value';
const CONFIG = { url: 'https://example.com/webhook', content_type: 'json', secret: HOOK_SECRET };

/** A service that echoes everything it was sent: the body, the credential header, and the secret in a header it keeps. */
async function echoingService() {
  return loopback((request, response) => {
    const sent: unknown = request.body ? JSON.parse(request.body) : null;
    const secret = (sent as { config?: { secret?: string } } | null)?.config?.secret ?? '';
    json(response, 201, { id: 1, name: 'web', active: true, events: ['push'], config: (sent as { config?: unknown } | null)?.config, echoed: { authorization: request.headers.authorization } }, { location: `https://example.com/hooks/1?secret=${encodeURIComponent(secret)}` });
  });
}

/** The recording as `npm run record` writes it: a JSON file, read back as text. */
function written(recorder: Recorder): string {
  const dir = mkdtempSync(join(tmpdir(), 'hubops-recorder-'));
  try {
    const file = join(dir, 'recording.json');
    writeFileSync(file, `${JSON.stringify(recorder.recording(), null, 2)}\n`);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every form a recording could hold the secret in. */
function expectNowhere(text: string, secret: string): void {
  for (const form of [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]) expect(text).not.toContain(form);
  // Nor in any text of the recording once it is read back (a replay server would serve those).
  const texts: string[] = [];
  JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' && texts.push(value), value));
  expect(texts.filter((value) => value.includes(secret))).toEqual([]);
}

describe('createRecorder scrubs the credentials a request carries', () => {
  afterEach(closeLoopbacks);

  it('keeps a hook secret out of the written recording, though only the token was listed and the service echoes it', async () => {
    const server = await echoingService();
    const recorder = createRecorder({ secrets: [TOKEN] });
    const gh = createClient({ baseUrl: server.url, token: TOKEN, retry: false, fetch: recorder.fetch });
    await gh.Repository.createHook('octocat/Hello-World', 'web', CONFIG);
    // The service did see the secret and echo it: the recording is what hides it.
    expect(server.requests[0]?.body).toContain(JSON.stringify(HOOK_SECRET));
    const text = written(recorder);
    expectNowhere(text, HOOK_SECRET);
    expectNowhere(text, TOKEN);
    const [interaction] = JSON.parse(text).interactions;
    expect(interaction.body).toEqual({ name: 'web', config: { ...CONFIG, secret: '<ACCESS_TOKEN>' } });
    expect(interaction.response.config.secret).toBe('<ACCESS_TOKEN>');
    expect(interaction.rawHeaders.location).toBe('https://example.com/hooks/1?secret=<ACCESS_TOKEN>');
  });

  it('keeps the token of the Authorization header out, echoed in the answer, with no secrets listed', async () => {
    const server = await echoingService();
    const recorder = createRecorder({ secrets: [] });
    const gh = createClient({ baseUrl: server.url, token: TOKEN, retry: false, fetch: recorder.fetch });
    await gh.Repository.createHook('octocat/Hello-World', 'web', CONFIG);
    expect(server.requests[0]?.headers.authorization).toContain(TOKEN);
    const text = written(recorder);
    expectNowhere(text, TOKEN);
    expectNowhere(text, HOOK_SECRET);
    expect(JSON.parse(text).interactions[0].response.echoed.authorization).toBe('<ACCESS_TOKEN>');
  });

  it('keeps the secret of a form-encoded body out, as the form wrote it', async () => {
    const server = await loopback((request, response) => json(response, 422, { message: `cannot subscribe with ${new URLSearchParams(request.body).get('hub.secret') ?? ''}`, sent: request.body }));
    const recorder = createRecorder({ secrets: [] });
    const session = createSession({ baseUrl: server.url, token: TOKEN, retry: false, fetch: recorder.fetch });
    // A loopback session's web origin is its own: the topic must be on it.
    await updateHubSubscription(session, 'subscribe', `${server.url}/octocat/Hello-World/events/push`, 'https://example.com/hub', { secret: HOOK_SECRET }).catch(() => undefined);
    expect(server.requests[0]?.body).toContain('hub.secret=');
    const text = written(recorder);
    expectNowhere(text, HOOK_SECRET);
    expectNowhere(text, new URLSearchParams([['', HOOK_SECRET]]).toString().slice(1));
  });
});

describe('createRecorder scrubs the credentials an answer hands out', () => {
  afterEach(closeLoopbacks);

  it('an installation token and an authorization token the service made are not in the recording; token_type stays', async () => {
    const MINTED_TOKEN = 'minted-installation-token-9d1e';
    const server = await loopback((request, response) => {
      if (request.url.startsWith('/app/installations/')) return json(response, 201, { token: MINTED_TOKEN, expires_at: '2026-01-01T00:00:00Z', permissions: { issues: 'write' } });
      json(response, 200, { echoed: `you sent ${request.headers.authorization ?? ''}`, token_type: 'bearer', authorization: { access_token: `${MINTED_TOKEN}-oauth` } });
    });
    const recorder = createRecorder({ secrets: [] });
    const session = createSession({ baseUrl: server.url, token: TOKEN, retry: false, fetch: recorder.fetch });
    await send(session, { method: 'POST', path: '/app/installations/42/access_tokens' });
    await send(session, { path: '/applications/grants' });
    const text = written(recorder);
    expectNowhere(text, MINTED_TOKEN);
    expectNowhere(text, `${MINTED_TOKEN}-oauth`);
    expect(text).toContain('"token_type": "bearer"');
    expect(text).toContain('"permissions"');
  });
});
