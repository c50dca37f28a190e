import { isRecord, shown } from '../core/codec.js';
import type { AccountRef, RepoRef } from '../core/refs.js';
import { checkAuthenticatedUser } from '../users/update-user.js';
import type { CallOptions, Session } from '../core/types.js';
import type { Download } from '../core/operation.js';
import type { ArchiveFormat, ArchiveOptions, ArchiveTarget } from '../repos/archive.js';
import type { EditRepositoryOptions } from '../repos/lifecycle.js';
import type { Repository } from '../models/repositories.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * The documented positional forms of a few facade methods whose standalone functions answer
 * more than the document's bool (kept there, and asked for here with `as`).
 */

/** What `gh.Repository.archive` takes after the format and the path. */
export interface ArchiveCallOptions extends ArchiveOptions {
  /** Where to write (as the third argument). */
  path?: ArchiveTarget;
  /** `'download'`: write nothing and answer the `Download` (the body as a stream), as `downloadArchive` does. */
  as?: 'download';
}

const isOptions = (value: unknown): value is ArchiveCallOptions => isRecord(value) && !(value instanceof WritableStream) && typeof value.write !== 'function';

function checkAs(as: unknown, allowed: string): void {
  if (as !== undefined && as !== allowed) throw new ValidationError('as', `must be ${JSON.stringify(allowed)} or left out, not ${shown(as)}`);
}

/**
 * `archive(format, path = '', ref)`: writes the archive (to the current directory under the
 * name the answer gives, by default) and answers true, or false on 404; `{ as: 'download' }`
 * answers the `Download` instead. The path and the ref may also be given as options.
 */
export function documentedArchive(
  write: (session: Session, repo: RepoRef, format: ArchiveFormat, to?: ArchiveTarget, options?: ArchiveOptions) => Promise<boolean>,
  download: (session: Session, repo: RepoRef, format: ArchiveFormat, options?: ArchiveOptions) => Promise<Download>,
): (session: Session, repository: RepoRef, format: ArchiveFormat, path?: ArchiveTarget | ArchiveCallOptions, ref?: string | ArchiveCallOptions, options?: ArchiveCallOptions) => Promise<boolean | Download> {
  return async (session, repository, format, path, ref, options) => {
    const given = isOptions(path) ? path : isOptions(ref) ? ref : options;
    if (given !== undefined && !isRecord(given)) throw new ValidationError('options', `must be an object, not ${shown(given)}`);
    const { path: named, as, ...rest }: ArchiveCallOptions = given ?? {};
    checkAs(as, 'download');
    if (ref !== undefined && !isOptions(ref) && typeof ref !== 'string') throw new ValidationError('ref', `must be a branch, tag or commit, not ${shown(ref)}`);
    const call: ArchiveOptions = typeof ref === 'string' ? { ...rest, ref } : rest;
    if (as === 'download') return download(session, repository, format, call);
    return write(session, repository, format, named ?? (isOptions(path) ? '' : (path as ArchiveTarget | undefined)), call);
  };
}

/** What `gh.Repository.edit` takes after the name. */
export interface EditCallOptions extends EditRepositoryOptions {
  /** `'repository'`: answer the repository as it now is (as `editRepository` does) rather than true. */
  as?: 'repository';
}

/** `edit(name, …)`: true once the settings are changed (a refusal throws); `{ as: 'repository' }` answers the updated repository. */
export function documentedEdit(
  edit: (session: Session, repository: RepoRef, name: string, options?: EditRepositoryOptions, ...extra: never[]) => Promise<Repository>,
): (session: Session, repository: RepoRef, name: string, options?: EditCallOptions) => Promise<boolean | Repository> {
  return async (session, repository, name, options, ...extra: never[]) => {
    // Anything but an options object goes as it is, for the operation to refuse.
    const { as, ...rest } = isRecord(options) ? (options as EditCallOptions) : {};
    checkAs(as, 'repository');
    const updated = await edit(session, repository, name, isRecord(options) ? rest : options, ...extra);
    return as === 'repository' ? updated : true;
  };
}

/** The facade's types of these methods: the result follows `as`. */
export interface DocumentedRepositoryForms {
  archive(repository: RepoRef, format: ArchiveFormat, options: ArchiveCallOptions & { as: 'download' }): Promise<Download>;
  archive(repository: RepoRef, format: ArchiveFormat, path?: ArchiveTarget | ArchiveCallOptions, ref?: string | ArchiveCallOptions, options?: ArchiveCallOptions): Promise<boolean>;
  edit(repository: RepoRef, name: string, options: EditCallOptions & { as: 'repository' }): Promise<Repository>;
  edit(repository: RepoRef, name: string, options?: EditCallOptions & CallOptions): Promise<boolean>;
}

/**
 * An older operation of the authenticated user on one value (`add_email_address(address)`), in the
 * facade's object-first form `gh.User.addEmailAddress(user, address)`: a user the session is known
 * not to be is refused before sending. The value alone (`addEmailAddress(address)`) is taken too.
 */
export function ofAuthenticatedUser<O, R>(
  fn: (session: Session, value: string, options?: O) => Promise<R>,
): (session: Session, user: AccountRef, value?: string | O, options?: O) => Promise<R> {
  return (session, user, value, options) => {
    if (typeof value !== 'string') return fn(session, user as string, value);
    try {
      checkAuthenticatedUser(session, user);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return fn(session, value, options);
  };
}
