import { checkSession, count, invalid, isRecord, required, text } from '../core/codec.js';
import { headerValueProblem } from '../core/options.js';
import { decodedSegment } from '../core/refs.js';
import { composed, operation, path, query, one } from '../core/operation.js';
import { callHeaders, sendForData, trustUploads, uploadBaseUrl } from '../core/request.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { parseReply } from '../models/library/objects.js';
import { urlTemplate } from '../models/library/template.js';
import { Asset } from '../models/releases.js';
import { uploadReleaseAssetMembers } from './generated/members/upload-release-asset.js';
import { release as releaseRef, type ReleaseRef } from './release-refs.js';

/** The file of an asset: its bytes, a web stream (give its `size`), a Blob, or `{ path }` of a file (Node). */
export type AssetSource = Uint8Array | ReadableStream<Uint8Array> | Blob | { readonly path: string };

/** The release uploaded to: parsed data (its `upload_url`), or `{ owner, repo, id }`. */
export type UploadTarget = ReleaseRef | { readonly upload_url: string | null };

export interface UploadAssetOptions extends CallOptions {
  /** A short description shown instead of the file name. */
  label?: string;
  /** The number of bytes: required for a stream (the service needs the length first), checked for the others. */
  size?: number;
}

const OPTION_KEYS = /*#__PURE__*/ new Set(['label', 'size', 'signal', 'headers']);
const mediaType = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;.*)?$/;

/**
 * The request `uploadReleaseAsset` makes: its route, its `name` and `label` query parameters, and
 * the Asset answered. The file itself is the raw body, sent with its media type to the session's
 * upload host (the release's `upload_url`).
 */
const postAsset = /*#__PURE__*/ operation(() => ({
  described: uploadReleaseAssetMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/releases/{release_id}/assets',
  target: /*#__PURE__*/ path(releaseRef),
  args: ['name'],
  params: { name: /*#__PURE__*/ query(required), label: /*#__PURE__*/ query(text) },
  auth: 'upload_asset',
  result: /*#__PURE__*/ one(Asset),
}));

/** The upload URL without its query: the release's `upload_url` template, checked to be this session's upload host. */
function uploadUrl(session: Session, target: unknown): string {
  const base = uploadBaseUrl(session);
  const { origin, pathname } = new URL(base);
  if (!isRecord(target) || typeof target.upload_url !== 'string') {
    const { owner, repo, release_id } = releaseRef(target, 'release');
    return `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/releases/${release_id}/assets`;
  }
  let url: URL;
  try {
    url = new URL(urlTemplate(target.upload_url).expand({}));
  } catch {
    throw new ValidationError('release.upload_url', 'is not a URL template');
  }
  // Credentials and the file go to this session's upload host only, whatever the data says.
  if (url.origin !== origin) throw new ValidationError('release.upload_url', `is on ${url.origin}, not on ${origin}, where this session uploads`);
  const prefix = pathname.replace(/\/$/, '');
  const parts = url.pathname.startsWith(`${prefix}/`) ? /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/.exec(url.pathname.slice(prefix.length)) : null;
  if (!parts || url.search || url.hash) throw new ValidationError('release.upload_url', `is not …${prefix}/repos/{owner}/{repo}/releases/{id}/assets`);
  decodedSegment(parts[1] as string, 'release.upload_url');
  decodedSegment(parts[2] as string, 'release.upload_url');
  return url.href;
}

/** The body and its length; a file is opened and measured (Node), a stream's length is the caller's. */
async function bodyOf(source: unknown, size: number | undefined): Promise<{ data: Uint8Array | ReadableStream<Uint8Array>; size: number }> {
  const matching = (actual: number) => {
    if (size !== undefined && size !== actual) throw new ValidationError('size', `is ${size}, but the data holds ${actual} bytes`);
    return actual;
  };
  if (source instanceof Uint8Array) return { data: source, size: matching(source.byteLength) };
  if (typeof Blob !== 'undefined' && source instanceof Blob) return { data: source.stream(), size: matching(source.size) };
  if (typeof ReadableStream !== 'undefined' && source instanceof ReadableStream) {
    if (size === undefined) throw new ValidationError('size', 'is required for a stream: the service needs the length before the data');
    return { data: source as ReadableStream<Uint8Array>, size };
  }
  if (isRecord(source) && typeof source.path === 'string') return fileOf(source.path, size);
  throw invalid('data', 'a Uint8Array, a ReadableStream, a Blob or { path } of a file', source);
}

/** What is used of `node:fs`. */
interface NodeFs {
  promises: { stat(path: string): Promise<{ size: number; isFile(): boolean }> };
  createReadStream(path: string): unknown;
}

async function fileOf(path: string, size: number | undefined): Promise<{ data: ReadableStream<Uint8Array>; size: number }> {
  // Specifiers bundlers cannot resolve at build time: browser bundles never need the Node modules.
  const [fsModule, streamModule] = ['node:fs', 'node:stream'];
  const fs = (await import(/* webpackIgnore: true */ /* @vite-ignore */ fsModule)) as NodeFs;
  const { Readable } = (await import(/* webpackIgnore: true */ /* @vite-ignore */ streamModule)) as { Readable: { toWeb(stream: unknown): unknown } };
  let bytes: number;
  try {
    const stat = await fs.promises.stat(path);
    if (!stat.isFile()) throw Object.assign(new Error('not a file'), { code: 'not a file' });
    bytes = stat.size;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new ValidationError('data', `cannot read the file ${JSON.stringify(path)}${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  if (size !== undefined && size !== bytes) throw new ValidationError('size', `is ${size}, but the file holds ${bytes} bytes`);
  return { data: Readable.toWeb(fs.createReadStream(path)) as ReadableStream<Uint8Array>, size: bytes };
}

/**
 * The stream handed to fetch reads the caller's through a reader kept here: a runtime's fetch
 * does not cancel a request body when the connection fails or the service answers before it
 * read it all, and the caller's stream (an open file) must not outlive the upload.
 */
function relayed(source: ReadableStream<Uint8Array>): { stream: ReadableStream<Uint8Array>; release(reason?: unknown): Promise<void> } {
  const reader = source.getReader();
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        // Released meanwhile, the relay may already be closed: nothing more to hand over.
        try {
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch {
          return;
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { stream, release: (reason) => reader.cancel(reason).catch(() => undefined) };
}

/**
 * Uploads a file as an asset of a release, streamed (never read whole), to the release's
 * `upload_url` — uploads.github.com for api.github.com, the installation's `/api/uploads` for
 * Enterprise Server; any other host is refused before anything is sent. When the upload fails
 * (a lost connection, an error answer) the stream given, or the file opened, is cancelled.
 * `POST /repos/{owner}/{repo}/releases/{release_id}/assets` (on the upload host)
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getLatestRelease, uploadReleaseAsset } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const release = await getLatestRelease(session, 'octocat/Hello-World');
 * const asset = await uploadReleaseAsset(session, release, 'application/zip', 'example.zip', { path: 'dist/example.zip' });
 * console.log(asset.browser_download_url);
 * ```
 */
export const uploadReleaseAsset = /*#__PURE__*/ composed(async function uploadReleaseAsset(session: Session, release: UploadTarget, contentType: string, name: string, data: AssetSource, options: UploadAssetOptions = {}): Promise<Asset> {
  checkSession(session);
  if (session.authKind === 'none') throw new ValidationError('session', 'upload_asset needs an authenticated session (token or username and password)');
  if (!isRecord(options)) throw invalid('options', 'an object (or nothing)', options);
  for (const key of Object.keys(options)) if (!OPTION_KEYS.has(key)) throw new ValidationError(key, 'is not an option of this operation');
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal)) throw invalid('signal', 'an AbortSignal', options.signal);
  if (typeof contentType !== 'string' || !mediaType.test(contentType) || headerValueProblem(contentType)) throw invalid('contentType', 'a media type such as "application/zip"', contentType);
  const url = uploadUrl(session, release);
  const query = { name: required(name, 'name'), label: options.label === undefined ? undefined : text(options.label, 'label') };
  const headers = callHeaders(options.headers);
  const body = await bodyOf(data, options.size === undefined ? undefined : count(options.size, 'size'));
  const relay = body.data instanceof ReadableStream ? relayed(body.data) : null;
  try {
    trustUploads();
    const reply = await sendForData(session, {
      method: 'POST',
      path: url,
      query,
      rawBody: relay ? relay.stream : body.data,
      contentType,
      headers: { ...headers, 'content-length': String(body.size) },
      upload: true,
      signal: options.signal,
    });
    return parseReply(Asset, reply);
  } catch (error) {
    // A stream not (fully) sent is released, whatever the runtime did with it: an open file must not outlive a failed upload.
    await relay?.release(error);
    throw error;
  }
}, postAsset);
