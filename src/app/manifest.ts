import { createFromManifest } from '../apps/generated/create-from-manifest.js';
import { invalid, isRecord } from '../core/codec.js';
import { UnprocessableResponseBody } from '../errors/unprocessable-response-body.js';
import { checkBaseUrl, createSession, DEFAULT_BASE_URL } from '../core/session.js';
import type { SessionOptions } from '../core/types.js';

/** A GitHub App's manifest: what `createAppFromManifest` turns into an app (GitHub's "Registering a GitHub App from a manifest"). */
export interface AppManifest {
  readonly name?: string;
  readonly url: string;
  readonly hook_attributes?: { readonly url: string; readonly active?: boolean };
  readonly redirect_url?: string;
  readonly callback_urls?: readonly string[];
  readonly setup_url?: string;
  readonly description?: string;
  readonly public?: boolean;
  readonly default_events?: readonly string[];
  readonly default_permissions?: Readonly<Record<string, string>>;
  readonly request_oauth_on_install?: boolean;
  readonly setup_on_update?: boolean;
  readonly [member: string]: unknown;
}

/** What GitHub hands back once, when the app is made: keep every secret of it where secrets go. */
export interface CreatedApp {
  readonly appId: number;
  readonly slug: string | null;
  readonly privateKey: string;
  readonly webhookSecret: string | null;
  readonly clientId: string;
  readonly clientSecret: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An HTML page whose form sends `manifest` to GitHub, where its owner confirms the new app; GitHub
 * then redirects to the manifest's `redirect_url` with a `code` for `createAppFromManifest`.
 * `org` makes the app an organization's; `state` comes back with the code; `webUrl` is an
 * Enterprise Server's site (default `https://github.com`). No request.
 * @example
 * ```ts
 * import { manifestPage } from 'hubops/app';
 *
 * const html = manifestPage({ name: 'Thanks bot', url: 'https://example.com', hook_attributes: { url: 'https://example.com/webhook' }, redirect_url: 'https://example.com/created', default_events: ['issues'], default_permissions: { issues: 'write' } }, { state: 'a-random-value' });
 * // Serve `html`: its form posts the manifest to GitHub.
 * ```
 */
export function manifestPage(manifest: AppManifest, options: { org?: string; state?: string; webUrl?: string } = {}): string {
  if (!isRecord(manifest) || typeof manifest.url !== 'string') throw invalid('manifest', 'an app manifest with at least its url', manifest);
  if (!isRecord(options)) throw invalid('options', '{ org, state, webUrl } or nothing', options);
  const { org, state, webUrl = 'https://github.com' } = options;
  if (org !== undefined && (typeof org !== 'string' || !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(org))) throw invalid('org', 'an organization login', org);
  if (state !== undefined && (typeof state !== 'string' || state.length > 1000)) throw invalid('state', 'text of at most 1000 characters', state);
  const site = checkBaseUrl(webUrl, 'webUrl');
  const action = `${site}${org ? `/organizations/${org}` : ''}/settings/apps/new${state === undefined ? '' : `?state=${encodeURIComponent(state)}`}`;
  const json = JSON.stringify(manifest);
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Create a GitHub App</title></head>
<body>
<form action="${escapeHtml(action)}" method="post">
<input type="hidden" name="manifest" value="${escapeHtml(json)}">
<button type="submit">Create the GitHub App${manifest.name ? ` ${escapeHtml(String(manifest.name))}` : ''}</button>
</form>
</body></html>
`;
}

/**
 * Turns the `code` GitHub gave the manifest's redirect into the app: its id, slug, private key,
 * webhook secret and OAuth client, through GitHub's conversion of the code (`createFromManifest` of
 * hubops/apps). The code works once, within an hour. No credential is sent.
 * @example
 * ```ts
 * import { createAppFromManifest, createApp } from 'hubops/app';
 *
 * const made = await createAppFromManifest(new URL('https://example.com/created?code=abc123').searchParams.get('code') ?? '');
 * // Keep made.privateKey, made.webhookSecret and made.clientSecret where secrets go, then:
 * const app = createApp({ appId: made.appId, privateKey: made.privateKey, webhookSecret: made.webhookSecret ?? '' });
 * ```
 */
export async function createAppFromManifest(code: string, options: Pick<SessionOptions, 'baseUrl' | 'fetch' | 'timeout' | 'userAgent'> = {}): Promise<CreatedApp> {
  if (typeof code !== 'string' || !/^[\w-]{1,200}$/.test(code)) throw invalid('code', 'the code GitHub gave the redirect (letters, digits, _ and -)', code);
  const session = createSession({ ...options, baseUrl: options.baseUrl ?? DEFAULT_BASE_URL });
  try {
    const made = await createFromManifest(session, code);
    return Object.freeze({ appId: made.id, slug: made.slug ?? null, privateKey: made.pem, webhookSecret: made.webhook_secret ?? null, clientId: made.client_id, clientSecret: made.client_secret });
  } catch (error) {
    // An answer that cannot be read holds the app's new secrets: the error names where, never the answer.
    if (error instanceof UnprocessableResponseBody) throw new UnprocessableResponseBody({ message: error.message, path: error.path, url: error.url ?? undefined, method: 'POST', body: null });
    throw error;
  }
}
