import { codec, isRecord, positive, shown } from '../core/codec.js';
import { fromApiUrl } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/** A key: its id, or parsed data (whose own `url` also reaches a repository's deploy key). */
export type KeyRef = number | { readonly id: number | null; readonly url?: string | null };

/** Where a key lives: the authenticated user's keys, or a repository's deploy keys. */
export type KeyPlace = { key_id: number } | { owner: string; repo: string; key_id: number };

/** A deploy key's url names its repository: `…/repos/{owner}/{repo}/keys/{key_id}`. */
export function isDeployKeyUrl(ref: unknown): boolean {
  return isRecord(ref) && typeof ref.url === 'string' && /\/repos\/[^/?#]+\/[^/?#]+\/keys\/[^/?#]+$/.test(ref.url);
}

/**
 * The key a reference names. Parsed data is read from its own `url`, each part checked as a
 * path segment, so a url that does not name a key (or smuggles a dot segment) is refused.
 */
export function keyOf(ref: unknown, name: string): KeyPlace {
  if (!isRecord(ref)) return { key_id: positive(ref, name) };
  const url = ref.url;
  if (typeof url !== 'string' || url === '') return { key_id: positive(ref.id, name) };
  const deploy = fromApiUrl(url, 'keys', `${name}.url`);
  if (deploy) return { owner: deploy.owner, repo: deploy.repo, key_id: positive(/^\d+$/.test(deploy.key) ? Number(deploy.key) : deploy.key, `${name}.url`) };
  const own = /\/user\/keys\/(\d+)$/.exec(url);
  if (!own) throw new ValidationError(`${name}.url`, `must be the API url of a key, not ${shown(url)}`);
  return { key_id: positive(Number(own[1]), `${name}.url`) };
}

/** A key of the authenticated user: `{ key_id }`; a repository's deploy key is refused. */
export const ownKey = /*#__PURE__*/ codec<KeyRef, { key_id: number }>('ref', (value, name) => {
  const place = keyOf(value, name || 'key');
  if ('owner' in place) throw new ValidationError(name || 'key', `is a deploy key of ${place.owner}/${place.repo}, not a key of the authenticated user`);
  return place;
}, 1);

/** A repository's deploy key, read from parsed data's url: `{ owner, repo, key_id }`. */
export const deployKey = /*#__PURE__*/ codec<KeyRef, { owner: string; repo: string; key_id: number }>('ref', (value, name) => {
  const place = keyOf(value, name || 'key');
  if (!('owner' in place)) throw new ValidationError(name || 'key', 'needs a deploy key: parsed data whose url names its repository');
  return place;
}, { id: 1, url: 'https://api.github.com/repos/octocat/Hello-World/keys/1' });
