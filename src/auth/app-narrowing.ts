import { isRecord, shown } from '../core/codec.js';
import { ValidationError } from '../errors/validation-error.js';
import { createInstallationAccessTokenMembers, type CreateInstallationAccessTokenMembers } from '../apps/generated/members/create-installation-access-token.js';

/**
 * The permissions an installation token may be narrowed to: the names of GitHub's
 * `app-permissions`, each with the levels GitHub documents for it (`workflows` is only `write`,
 * `repository_projects` may be `admin`).
 */
export type InstallationTokenPermissions = NonNullable<CreateInstallationAccessTokenMembers['permissions']>;

/** What narrows an installation token, as `createAppSession` takes it. */
interface TokenNarrowing {
  readonly repositories?: readonly string[] | undefined;
  readonly repositoryIds?: readonly number[] | undefined;
  readonly permissions?: InstallationTokenPermissions | undefined;
}

/** A narrowing as checked: the members of the token request, and a text naming it for the token's store key. */
export interface Narrowed {
  readonly members: { repositories?: string[]; repositoryIds?: number[]; permissions?: Record<string, string> };
  /** Sorted, so that one narrowing given in another order names the same token. */
  readonly key: string;
}

/** GitHub documents at most this many repositories, names and ids together, for one token. */
const MOST_REPOSITORIES = 500;

/** A repository's name as GitHub allows it: ASCII letters, digits, `.`, `-` and `_`, at most 100 of them. */
const REPOSITORY_NAME = /^[A-Za-z0-9._-]{1,100}$/;

function repositoryList(value: unknown, name: string, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new ValidationError(name, `must be a list of ${what}, not ${shown(value)}`);
  // An empty list would read as "every repository" to the service: a narrowing that narrows nothing is a mistake.
  if (value.length === 0) throw new ValidationError(name, `must name at least one repository; leave ${name} out for every repository the installation can reach`);
  if (value.length > MOST_REPOSITORIES) throw new ValidationError(name, `names ${value.length} repositories: GitHub takes at most ${MOST_REPOSITORIES} for one token`);
  return value;
}

function repositoryNames(value: unknown): string[] {
  return repositoryList(value, 'repositories', 'repository names').map((entry, i) => {
    const name = `repositories[${i}]`;
    if (typeof entry !== 'string' || entry === '') throw new ValidationError(name, `must be a repository's name, not ${shown(entry)}`);
    if (entry.includes('/')) throw new ValidationError(name, `must be a repository's name without its owner (the installation's account owns it), not ${shown(entry)}`);
    if (!REPOSITORY_NAME.test(entry) || entry === '.' || entry === '..') throw new ValidationError(name, `must be a repository's name (at most 100 ASCII letters, digits, ".", "-" and "_"), not ${shown(entry)}`);
    return entry;
  });
}

function repositoryIds(value: unknown): number[] {
  return repositoryList(value, 'repositoryIds', 'repository ids').map((entry, i) => {
    if (typeof entry !== 'number' || !Number.isSafeInteger(entry) || entry < 1) throw new ValidationError(`repositoryIds[${i}]`, `must be a repository's id (a whole number ≥ 1), not ${shown(entry)}`);
    return entry;
  });
}

function permissions(value: unknown): Record<string, string> {
  if (!isRecord(value)) throw new ValidationError('permissions', `must be an object of permission names and levels, such as { contents: 'read' }, not ${shown(value)}`);
  // GitHub's own table: a name it does not document, or a level it does not offer for that name, is refused.
  const documented = createInstallationAccessTokenMembers.params.permissions;
  if (!documented) throw new ValidationError('permissions', 'cannot be checked: GitHub documents no permissions for this token');
  const read = documented.codec(value, 'permissions') as Record<string, string>;
  if (Object.keys(read).length === 0) throw new ValidationError('permissions', 'must name at least one permission; leave permissions out for every permission the app was granted');
  return read;
}

/**
 * The narrowing the options ask for, checked before anything is sent, or null when they ask for
 * none. It narrows an installation's token, so it needs `installationId`.
 */
export function narrowingOf(options: TokenNarrowing & { readonly installationId?: number | undefined }): Narrowed | null {
  const given = (['repositories', 'repositoryIds', 'permissions'] as const).filter((name) => options[name] !== undefined);
  if (given.length === 0) return null;
  if (options.installationId === undefined) throw new ValidationError(given[0] as string, 'narrows an installation token: give installationId too (the app itself, with its JWT, cannot be narrowed)');
  const members: { repositories?: string[]; repositoryIds?: number[]; permissions?: Record<string, string> } = {};
  const key: string[] = [];
  if (options.repositories !== undefined) {
    members.repositories = repositoryNames(options.repositories);
    key.push(`repositories=${[...new Set(members.repositories)].sort().join(',')}`);
  }
  if (options.repositoryIds !== undefined) {
    members.repositoryIds = repositoryIds(options.repositoryIds);
    key.push(`repository_ids=${[...new Set(members.repositoryIds)].sort((a, b) => a - b).join(',')}`);
  }
  const total = (members.repositories?.length ?? 0) + (members.repositoryIds?.length ?? 0);
  if (total > MOST_REPOSITORIES) throw new ValidationError('repositories', `and repositoryIds name ${total} repositories together: GitHub takes at most ${MOST_REPOSITORIES} for one token`);
  if (options.permissions !== undefined) {
    members.permissions = permissions(options.permissions);
    key.push(`permissions=${Object.entries(members.permissions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, level]) => `${name}:${level}`).join(',')}`);
  }
  return { members, key: key.join(' ') };
}
