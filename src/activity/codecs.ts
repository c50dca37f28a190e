import { codec, invalid, oneOf } from '../core/codec.js';
import { decodedSegment } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/** What a hub request asks: to start or to stop deliveries. */
export const hubMode = /*#__PURE__*/ oneOf('subscribe', 'unsubscribe');

/**
 * A hub topic: the web address of a repository's events of one kind,
 * `<web base>/{owner}/{repo}/events/{event}` (`https://github.com/octocat/Hello-World/events/push`).
 * Each part is a checked path segment; no query, fragment or user info.
 */
export const hubTopic = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string') throw invalid(name, 'the URL of a repository’s events (<web base>/owner/repo/events/event)', value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError(name, 'must be the URL of a repository’s events: <web base>/owner/repo/events/event');
  }
  const match = /^\/([^/]+)\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash || !match) {
    throw new ValidationError(name, 'must be the URL of a repository’s events: <web base>/owner/repo/events/event, nothing more');
  }
  decodedSegment(match[1] as string, `${name}.owner`);
  decodedSegment(match[2] as string, `${name}.repo`);
  if (!/^[a-z_]+$/.test(match[3] as string)) throw new ValidationError(`${name}.event`, 'must be an event name such as push or pull_request');
  return url.href;
}, 'https://github.com/octocat/Hello-World/events/push');

/** Where the hub delivers: an absolute URI (`https://…`, or a `github://` service), without white space. */
export const hubCallback = /*#__PURE__*/ codec<string, string>('text', (value, name) => {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:\S+$/i.test(value)) throw invalid(name, 'an absolute URI without white space', value);
  return value;
}, 'https://example.com/hub-callback');
