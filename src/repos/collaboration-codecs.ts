import { codec, invalid, isRecord, oneOf } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';

/** The settings of a hook: `url` (required), `content_type`, `secret`, `insecure_ssl`, and what an older service hook takes. */
export interface HookConfig {
  /** Where the payloads are delivered. */
  url: string;
  /** `json` or `form`. */
  content_type?: string;
  /** Signs each delivery (HMAC); a credential: never shown in an error. */
  secret?: string;
  /** `'0'` (verify TLS certificates, the default) or `'1'`. */
  insecure_ssl?: string | number;
  readonly [member: string]: string | number | boolean | undefined;
}

/** A hook's settings: a plain object with a non-empty `url`, each member a text, number or flag. */
export const hookConfig = /*#__PURE__*/ codec<HookConfig, Record<string, string | number | boolean>>('value', (value, name) => {
  // Not described either: a secret given in place of the settings must not be quoted.
  if (!isRecord(value)) throw new ValidationError(name, 'must be the settings object of the hook, with its url');
  const config: Record<string, string | number | boolean> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined) continue;
    // The value is not described: a misplaced secret must not end up in the message.
    if (!['string', 'number', 'boolean'].includes(typeof member)) throw new ValidationError(`${name}.${key}`, 'must be a text, a number or true/false');
    config[key] = member as string | number | boolean;
  }
  if (typeof config.url !== 'string' || config.url.trim() === '') throw new ValidationError(`${name}.url`, 'is required: where the service delivers the payloads');
  return config;
}, { url: 'https://example.com/webhook', content_type: 'json' });

/** A deployment's extra information: JSON text (checked to be JSON), or an object, sent as it is. */
export const deploymentPayload = /*#__PURE__*/ codec<string | Readonly<Record<string, unknown>>, string | Record<string, unknown>>('value', (value, name) => {
  if (isRecord(value)) {
    try {
      return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
    } catch {
      throw new ValidationError(name, 'must be an object that can be written as JSON');
    }
  }
  if (typeof value !== 'string') throw invalid(name, 'JSON text or an object', value);
  if (value === '') return value;
  try {
    JSON.parse(value);
  } catch {
    throw new ValidationError(name, 'must be JSON text (or an object)');
  }
  return value;
}, '{"deploy":"migrate"}');

/** The state of a commit status. */
export const commitState = /*#__PURE__*/ oneOf('pending', 'success', 'error', 'failure');

/** The state of a deployment status. */
export const deploymentState = /*#__PURE__*/ oneOf('error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success');

/** Key text, sent without the white space around it (a file's last line break). */
export const deployKeyText = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(name, 'a non-empty key text', value);
  return value.trim();
}, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOctocat');
