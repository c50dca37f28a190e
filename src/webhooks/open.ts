import { invalid, isRecord } from '../core/codec.js';
import { checkBody, verifyWebhookSignature, type RawBody } from './verify.js';

/** Why a delivery was not read: its signature, its payload, or its size. */
export type WebhookRefusal = 'signature' | 'payload' | 'too-large';

/** A delivery that cannot be trusted or read. Its message never holds the secret. */
export class WebhookError extends Error {
  readonly reason: WebhookRefusal;
  /** The HTTP status a receiver answers with: 401 for a signature, 400 for a payload, 413 for a size. */
  readonly status: number;

  constructor(reason: WebhookRefusal, message: string) {
    super(message);
    this.name = 'WebhookError';
    this.reason = reason;
    this.status = reason === 'signature' ? 401 : reason === 'too-large' ? 413 : 400;
  }
}

/** Headers as a fetch `Headers`, or an object of names (any case) and values, as Node gives them. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: WebhookHeaders, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? (found[0] ?? null) : typeof found === 'string' ? found : null;
}

/** GitHub caps a delivery's payload at 25 MB. */
export const MAX_WEBHOOK_BYTES = 25 * 1024 * 1024;

export interface ReadWebhookOptions {
  /** The largest body read, in bytes; default 25 MB (GitHub's cap). */
  maxBytes?: number;
}

/** A verified delivery, its payload still JSON: what every reader of deliveries starts from. */
export interface OpenedWebhook {
  readonly name: string;
  readonly action: string | null;
  readonly id: string | null;
  readonly json: Readonly<Record<string, unknown>>;
}

/**
 * Verifies a delivery and parses its JSON: the signature (`X-Hub-Signature-256`, else the older
 * `X-Hub-Signature`) must be the body's HMAC under `secret`, then the body must be a JSON object
 * (or a form whose `payload` field is one). Throws a `WebhookError` otherwise.
 */
export async function openWebhook(secret: string, headers: WebhookHeaders, body: RawBody, options: ReadWebhookOptions = {}): Promise<OpenedWebhook> {
  if (!(headers instanceof Headers) && !isRecord(headers)) throw invalid('headers', 'the delivery’s headers', headers);
  checkBody(body);
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  const maxBytes: unknown = (options as ReadWebhookOptions).maxBytes ?? MAX_WEBHOOK_BYTES;
  if (typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes) || maxBytes < 1) throw invalid('maxBytes', 'a whole number of bytes ≥ 1', maxBytes);
  const size = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  if (size > maxBytes) throw new WebhookError('too-large', `the delivery is larger than ${maxBytes} bytes`);
  return openDelivery(secret, headers, body);
}

/**
 * `openWebhook` past its checks of the arguments and the size: what the receivers call with the
 * headers they were given and a body they read within their own limit.
 */
export async function openDelivery(secret: string, headers: WebhookHeaders, body: RawBody): Promise<OpenedWebhook> {
  const signature = header(headers, 'x-hub-signature-256') ?? header(headers, 'x-hub-signature');
  if (!signature) throw new WebhookError('signature', 'the delivery has no X-Hub-Signature-256 (or X-Hub-Signature) header');
  if (!(await verifyWebhookSignature(secret, body, signature))) throw new WebhookError('signature', 'the delivery’s signature does not match its body under the secret');
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const contentType = header(headers, 'content-type') ?? '';
  let json: unknown;
  try {
    json = JSON.parse(/^application\/x-www-form-urlencoded\b/i.test(contentType) ? (new URLSearchParams(text).get('payload') ?? '') : text);
  } catch {
    throw new WebhookError('payload', 'the delivery’s payload is not JSON');
  }
  if (!isRecord(json)) throw new WebhookError('payload', 'the delivery’s payload is not a JSON object');
  const name = header(headers, 'x-github-event');
  if (!name) throw new WebhookError('payload', 'the delivery has no X-GitHub-Event header');
  const action = typeof json.action === 'string' ? json.action : null;
  return { name, action, id: header(headers, 'x-github-delivery'), json };
}
