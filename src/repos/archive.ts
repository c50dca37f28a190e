import { invalid, oneOf } from '../core/codec.js';
import { composed, operation, path, type Op, download, type Download } from '../core/operation.js';
import { repository, repoOf, type RepoRef } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { GitHubError } from '../errors/github-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { filePath } from '../core/refs.js';
import { release } from './release-refs.js';

export type ArchiveFormat = 'tarball' | 'zipball';

export interface ArchiveOptions extends CallOptions {
  /** The branch, tag or commit to archive; by default the repository's default branch. */
  ref?: string;
}

const archiveFormat = /*#__PURE__*/ oneOf<ArchiveFormat>('tarball', 'zipball');

/**
 * A repository's files at a ref as a tar (`tarball`) or zip (`zipball`) archive, streamed:
 * `stream` is the body as it arrives, never held whole; `name` the file name the answer gives.
 * GitHub answers with a redirect to codeload.github.com, followed without the session's
 * credentials. Without `ref`, the route without one gives the default branch's archive (the
 * description names only the route with a ref). `GET /repos/{owner}/{repo}/tarball/{ref}`,
 * `GET /repos/{owner}/{repo}/zipball/{ref}`
 */
export const downloadArchive: Op<[repository: RepoRef, format: ArchiveFormat], ArchiveOptions, Promise<Download>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/{format}/{+ref}',
  target: /*#__PURE__*/ path(repository),
  args: ['format'],
  params: { format: /*#__PURE__*/ path(archiveFormat, 'format'), ref: /*#__PURE__*/ path(filePath, 'ref') },
  encode: (values, spec) => (values.ref === undefined ? { ...spec, path: '/repos/{owner}/{repo}/{format}' } : spec),
  result: download,
}));

export interface SaveArchiveOptions extends ArchiveOptions {
  /**
   * Where to write: a directory (the file takes the name the answer gives) or a file path. By
   * default the current directory.
   */
  path?: string;
}

interface NodeFs {
  stat(path: string): Promise<{ isDirectory(): boolean }>;
}

// Specifiers bundlers cannot resolve at build time: browser bundles never need the Node modules.
const nodeModules = ['node:fs/promises', 'node:fs', 'node:stream', 'node:stream/promises', 'node:path'] as const;

async function isDirectory(fs: NodeFs, target: string): Promise<boolean> {
  try {
    return (await fs.stat(target)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes a repository's archive to disk (Node) as it arrives, and answers the path written:
 * into `path` when it is a directory (by default the current one) under the name the answer
 * gives, else to `path` itself. The format is checked before anything is sent.
 * `GET /repos/{owner}/{repo}/tarball/{ref}`, `GET /repos/{owner}/{repo}/zipball/{ref}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { saveArchive } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const written = await saveArchive(session, 'octocat/Hello-World', 'tarball', { path: '/tmp' });
 * console.log(written); // /tmp/octocat-Hello-World-7fd1a60.tar.gz
 * ```
 */
export const saveArchive = /*#__PURE__*/ composed(async function saveArchive(session: Session, repo: RepoRef, format: ArchiveFormat, options: SaveArchiveOptions = {}): Promise<string> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw invalid('options', 'an object (or nothing)', options);
  const { path: target, ...rest } = options;
  if (target !== undefined && (typeof target !== 'string' || target.trim() === '')) throw invalid('path', 'a non-empty path', target);
  const names = repoOf(repo);
  archiveFormat(format, 'format');
  const [fs, fsSync, stream, streams, paths] = (await Promise.all(nodeModules.map((m) => import(/* webpackIgnore: true */ /* @vite-ignore */ m)))) as [
    NodeFs,
    { createWriteStream(path: string): object },
    { Readable: { fromWeb(stream: ReadableStream<Uint8Array>): object } },
    { pipeline(from: object, to: object, options?: { signal?: AbortSignal | undefined }): Promise<void> },
    { join(...parts: string[]): string },
  ];
  const archive = await downloadArchive(session, repo, format, rest);
  const fallback = `${names.owner}-${names.repo}${rest.ref ? `-${rest.ref.replace(/[/\\]/g, '-')}` : ''}.${format === 'tarball' ? 'tar.gz' : 'zip'}`;
  const directory = target === undefined ? '.' : (await isDirectory(fs, target)) ? target : null;
  const written = directory === null ? (target as string) : paths.join(directory, archive.name ?? fallback);
  try {
    await streams.pipeline(stream.Readable.fromWeb(archive.stream), fsSync.createWriteStream(written), { signal: rest.signal });
  } catch (error) {
    await archive.stream.cancel().catch(() => undefined);
    if (error instanceof GitHubError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ABORT_ERR') throw new ValidationError('path', `cannot write the archive to ${JSON.stringify(written)} (${code})`);
    throw error;
  }
  return written;
}, downloadArchive);

/** A Node writable stream (`fs.createWriteStream`, `process.stdout`, …), told apart by its methods. */
interface NodeWritable {
  write(chunk: Uint8Array): unknown;
  end(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** Where `writeArchive` writes: a directory or file path (`''` or nothing: the current directory), a web `WritableStream`, or a Node writable. */
export type ArchiveTarget = string | WritableStream<Uint8Array> | NodeWritable;

function isNodeWritable(value: unknown): value is NodeWritable {
  const stream = value as Partial<NodeWritable> | null;
  return typeof value === 'object' && value !== null && typeof stream?.write === 'function' && typeof stream.end === 'function' && typeof stream.on === 'function';
}

/**
 * Writes a repository's archive to `to` as it arrives and answers true, or false when the
 * service has no such repository or ref (404): a directory or file path as for `saveArchive`
 * (`''` or nothing: the current directory, under the name the answer gives), or a stream,
 * web or Node, which is closed once the archive is written. Another failure throws.
 * `GET /repos/{owner}/{repo}/tarball/{ref}`, `GET /repos/{owner}/{repo}/zipball/{ref}`
 * @example
 * ```ts
 * import { createWriteStream } from 'node:fs';
 * import { createSession } from 'hubops';
 * import { writeArchive } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * await writeArchive(session, 'octocat/Hello-World', 'zipball', '/tmp');                       // /tmp/<name the answer gives>
 * await writeArchive(session, 'octocat/Hello-World', 'tarball', createWriteStream('out.tar.gz'), { ref: 'v1.0' });
 * ```
 */
export const writeArchive = /*#__PURE__*/ composed(async function writeArchive(session: Session, repo: RepoRef, format: ArchiveFormat, to: ArchiveTarget = '', options: ArchiveOptions = {}): Promise<boolean> {
  if (typeof to !== 'string' && !(to instanceof WritableStream) && !isNodeWritable(to)) throw invalid('path', 'a file or directory path, or a writable stream', to);
  try {
    if (typeof to === 'string') {
      if (typeof options !== 'object' || options === null || Array.isArray(options)) throw invalid('options', 'an object (or nothing)', options);
      await saveArchive(session, repo, format, to === '' ? options : { ...options, path: to });
      return true;
    }
    const archive = await downloadArchive(session, repo, format, options);
    if (to instanceof WritableStream) await archive.stream.pipeTo(to, { signal: options.signal });
    else {
      const [stream, streams] = (await Promise.all([nodeModules[2], nodeModules[3]].map((m) => import(/* webpackIgnore: true */ /* @vite-ignore */ m)))) as [
        { Readable: { fromWeb(stream: ReadableStream<Uint8Array>): object } },
        { pipeline(from: object, to: object, options?: { signal?: AbortSignal | undefined }): Promise<void> },
      ];
      await streams.pipeline(stream.Readable.fromWeb(archive.stream), to as object, { signal: options.signal });
    }
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}, downloadArchive);

/** A release as `writeReleaseArchive` reads it: parsed data with its API `url` and `tag_name`. */
export interface ReleaseWithTag {
  readonly url: string | null;
  readonly tag_name: string | null;
}

/**
 * Writes the archive of a release's tag (what its `tarball_url` or `zipball_url` serves) to `to`,
 * as `writeArchive` does: true once written, false on 404.
 * `GET /repos/{owner}/{repo}/tarball/{ref}`, `GET /repos/{owner}/{repo}/zipball/{ref}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getLatestRelease, writeReleaseArchive } from 'hubops/repos';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const latest = await getLatestRelease(session, 'octocat/Hello-World');
 * await writeReleaseArchive(session, latest, 'tarball', '/tmp');
 * ```
 */
export const writeReleaseArchive = /*#__PURE__*/ composed(function writeReleaseArchive(session: Session, of: ReleaseWithTag, format: ArchiveFormat, to: ArchiveTarget = '', options: ArchiveOptions = {}): Promise<boolean> {
  try {
    const { owner, repo } = release(of, 'release');
    const tag = (of as Partial<ReleaseWithTag>).tag_name;
    if (typeof tag !== 'string' || tag === '') throw invalid('release', 'a release with its tag_name', of);
    if (typeof options !== 'object' || options === null || Array.isArray(options)) throw invalid('options', 'an object (or nothing)', options);
    return writeArchive(session, { owner, repo }, format, to, { ...options, ref: tag });
  } catch (error) {
    return Promise.reject(error as Error);
  }
}, downloadArchive);
