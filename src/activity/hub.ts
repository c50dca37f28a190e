import { text } from '../core/codec.js';
import { body, operation, type Op, type Result, bool } from '../core/operation.js';
import type { CallOptions, RequestSpec, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { hubCallback, hubMode, hubTopic } from './codecs.js';

export interface HubOptions extends CallOptions {
  /** Shared secret: each delivery then carries a SHA-1 HMAC of its payload made with it. Never shown in an error. */
  secret?: string;
}

/** The web address matching a session's API: github.com for api.github.com, the installation itself for `…/api/v3`. */
function webOrigin(session: Session): string {
  const api = new URL(session.baseUrl);
  return api.origin === 'https://api.github.com' ? 'https://github.com' : api.origin;
}

/** The hub's form fields, in the documented order; an empty secret is no secret. */
function hubForm(_: Readonly<Record<string, unknown>>, spec: RequestSpec): RequestSpec {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(spec.body as Record<string, string>)) if (value !== '') form.append(name, value);
  return { ...spec, body: undefined, rawBody: form.toString(), contentType: 'application/x-www-form-urlencoded' };
}

const answered = /*#__PURE__*/ bool(204, 404);

/** The topic is on this session's own web origin: the hub knows only its own repositories. */
const onOwnOrigin: Result<Promise<boolean>> = {
  run: (session, spec, options) => {
    const topic = new URL(new URLSearchParams(spec.rawBody as string).get('hub.topic') as string);
    const origin = webOrigin(session);
    if (topic.origin !== origin) throw new ValidationError('topic', `must be on ${origin}, the web address of this session’s service`);
    return answered.run(session, spec, options);
  },
};

/**
 * Subscribes a callback to (or unsubscribes it from) a repository's events of one kind through
 * the PubSubHubbub hub, as form fields `hub.mode`, `hub.topic`, `hub.callback`, `hub.secret`:
 * true on 204, false on 404. GitHub has since dropped the hub from its API description (a
 * repository webhook does the same); older installations serve it. `POST /hub`
 */
export const updateHubSubscription: Op<[mode: 'subscribe' | 'unsubscribe', topic: string, callback: string], HubOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/hub',
  args: ['mode', 'topic', 'callback'],
  params: {
    mode: /*#__PURE__*/ body(hubMode, 'hub.mode'),
    topic: /*#__PURE__*/ body(hubTopic, 'hub.topic'),
    callback: /*#__PURE__*/ body(hubCallback, 'hub.callback'),
    secret: /*#__PURE__*/ body(text, 'hub.secret'),
  },
  auth: 'pubsubhubbub',
  encode: hubForm,
  result: onOwnOrigin,
}));
