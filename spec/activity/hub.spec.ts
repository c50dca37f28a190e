import { inspect } from 'node:util';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { updateHubSubscription } from '../../src/activity/index.js';
import { createClient, createSelfHostedClient } from '../../src/client.js';
import { ServerError, TransportError, UnprocessableEntity, ValidationError } from '../../src/errors/index.js';
import { capturedSession } from '../support/capture.js';
import { expectRequest } from '../support/expect-request.js';
import { rejection } from '../support/rejection.js';
import { closeLoopbacks, json, loopback } from '../hardening/loopback.js';

afterEach(closeLoopbacks);

const API = 'https://api.github.com';
const TOPIC = 'https://github.com/octocat/Hello-World/events/push';
const CALLBACK = 'https://example.com/hub-callback';
/** A made-up shared secret, with a space and a plus, which a form writes differently from the text. */
const SECRET = 'secret-hub-value with space+plus';
const FORM = 'application/x-www-form-urlencoded';
const authed = () => capturedSession({ token: 'test-token-hub' });

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Every way an error is shown or kept: message, stack, inspect, JSON, and each cause. */
function renderings(error: unknown): string {
  const texts: string[] = [];
  for (let current = error as (Error & { url?: unknown }) | undefined, depth = 0; current && depth < 6; depth++) {
    texts.push(String(current.message), String(current.stack), String(current), inspect(current, { depth: 10 }), JSON.stringify(current) ?? '', String(current.url));
    current = current.cause as typeof current;
  }
  return texts.join('\n');
}

describe('updateHubSubscription (pubsubhubbub)', () => {
  it('posts the form fields hub.mode, hub.topic, hub.callback, hub.secret: true on 204', async () => {
    nock(API).post('/hub').reply(204);
    const { session, sent } = authed();
    expect(await updateHubSubscription(session, 'subscribe', TOPIC, CALLBACK, { secret: SECRET })).toBe(true);
    const body = form({ 'hub.mode': 'subscribe', 'hub.topic': TOPIC, 'hub.callback': CALLBACK, 'hub.secret': SECRET });
    expectRequest(sent[0], { method: 'POST', path: '/hub', body, headers: { 'content-type': FORM } });
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({ 'hub.mode': 'subscribe', 'hub.topic': TOPIC, 'hub.callback': CALLBACK, 'hub.secret': SECRET });
  });

  it('sends no hub.secret without one (or with an empty one); false on 404', async () => {
    nock(API).post('/hub').twice().reply(404, { message: 'Not Found' });
    const { session, sent } = authed();
    expect(await updateHubSubscription(session, 'unsubscribe', TOPIC, 'github://campfire?subdomain=github')).toBe(false);
    expect(await updateHubSubscription(session, 'unsubscribe', TOPIC, CALLBACK, { secret: '' })).toBe(false);
    expectRequest(sent[0], { method: 'POST', path: '/hub', body: form({ 'hub.mode': 'unsubscribe', 'hub.topic': TOPIC, 'hub.callback': 'github://campfire?subdomain=github' }), headers: { 'content-type': FORM } });
    expect(sent[1]?.body).toBe(form({ 'hub.mode': 'unsubscribe', 'hub.topic': TOPIC, 'hub.callback': CALLBACK }));
  });

  it('another failure throws', async () => {
    nock(API).post('/hub').reply(500, { message: 'boom' });
    await rejection(updateHubSubscription(authed().session, 'subscribe', TOPIC, CALLBACK), ServerError);
  });

  it('on a self-hosted installation, the topic is on the installation’s web address (gh.pubsubhubbub)', async () => {
    nock('https://ghe.example.com').post('/api/v3/hub').reply(204);
    const ghe = createSelfHostedClient({ url: 'https://ghe.example.com', token: 'test-token-hub' });
    expect(await ghe.pubsubhubbub('subscribe', 'https://ghe.example.com/octocat/Hello-World/events/issues', CALLBACK)).toBe(true);
    await expect(ghe.pubsubhubbub('subscribe', TOPIC, CALLBACK)).rejects.toThrow(expect.objectContaining({ parameter: 'topic' }));
    expect(nock.pendingMocks()).toEqual([]);
  });

  it.each([
    ['mode', ['watch', TOPIC, CALLBACK]],
    ['topic', ['subscribe', 'https://github.com/octocat/Hello-World', CALLBACK]],
    ['topic', ['subscribe', 'https://github.com/octocat/Hello-World/events/push?x=1', CALLBACK]],
    ['topic', ['subscribe', 'https://user:pw@github.com/octocat/Hello-World/events/push', CALLBACK]],
    ['topic', ['subscribe', 'ftp://github.com/octocat/Hello-World/events/push', CALLBACK]],
    ['topic', ['subscribe', 'octocat/Hello-World/events/push', CALLBACK]],
    ['topic', ['subscribe', 'https://example.com/octocat/Hello-World/events/push', CALLBACK]],
    // Dot segments, written or percent-encoded, leave a URL with too few parts.
    ['topic', ['subscribe', 'https://github.com/octocat/%2E%2E/events/push', CALLBACK]],
    ['topic.repo', ['subscribe', 'https://github.com/octocat/%E0%A4%A/events/push', CALLBACK]],
    ['topic.event', ['subscribe', 'https://github.com/octocat/Hello-World/events/PUSH!', CALLBACK]],
    ['callback', ['subscribe', TOPIC, 'not a uri']],
    ['callback', ['subscribe', TOPIC, '/relative/path']],
    ['secret', ['subscribe', TOPIC, CALLBACK, { secret: 42 }]],
  ])('refuses a bad %s before sending', async (parameter, args) => {
    const { session, sent } = authed();
    const error = await rejection(updateHubSubscription(session, ...(args as [never, string, string])), ValidationError);
    expect(error.parameter).toBe(parameter);
    expect(sent).toHaveLength(0);
  });

  it('refuses an anonymous session before sending', async () => {
    const { session, sent } = capturedSession();
    await expect(updateHubSubscription(session, 'subscribe', TOPIC, CALLBACK)).rejects.toThrow(expect.objectContaining({ parameter: 'session' }));
    expect(sent).toHaveLength(0);
  });
});

describe('the hub secret never shows in an error', () => {
  it('when the service echoes the posted form in its refusal', async () => {
    const server = await loopback((request, response) => json(response, 422, { message: `Invalid request: ${request.body}`, errors: [{ field: 'hub.secret', value: new URLSearchParams(request.body).get('hub.secret') }] }));
    const gh = createClient({ baseUrl: server.url, token: 'test-token-hub' });
    const error = await rejection(gh.pubsubhubbub('subscribe', `${server.url}/octocat/Hello-World/events/push`, CALLBACK, { secret: SECRET }), UnprocessableEntity);
    // The secret reached the service, as it must…
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]?.body))['hub.secret']).toBe(SECRET);
    // …and the error, though it quotes the form, holds none of its written forms.
    const shown = renderings(error);
    expect(shown).toContain('hub.mode=subscribe');
    for (const written of [SECRET, new URLSearchParams({ s: SECRET }).toString().slice(2), encodeURIComponent(SECRET)]) expect(shown).not.toContain(written);
  });

  it('when the runtime quotes the request body in a transport failure', async () => {
    const echoing: typeof fetch = async (input, init) => {
      const body = await new Request(input, init).text();
      throw new TypeError(`fetch failed while sending body=${body}`, { cause: new Error(`socket closed: ${new URLSearchParams(body).get('hub.secret')}`) });
    };
    const gh = createClient({ token: 'test-token-hub', fetch: echoing });
    const error = await rejection(gh.pubsubhubbub('subscribe', TOPIC, CALLBACK, { secret: SECRET }), TransportError);
    const shown = renderings(error);
    expect(shown).toContain('hub.topic');
    for (const written of [SECRET, new URLSearchParams({ s: SECRET }).toString().slice(2)]) expect(shown).not.toContain(written);
  });
});
