import { GitHubError, type GitHubErrorInit } from './github-error.js';

/**
 * The permission sets that allow a request, as a fine-grained or installation token's 403
 * reports them in `x-accepted-github-permissions` (`contents=read; issues=write,pull_requests=read`):
 * any one set, each a map of permission to level. Null when the header is absent or unreadable.
 */
export function parseAcceptedPermissions(header: string | null): readonly Readonly<Record<string, string>>[] | null {
  if (!header?.trim()) return null;
  const sets: Readonly<Record<string, string>>[] = [];
  for (const part of header.split(';')) {
    const set: Record<string, string> = {};
    for (const pair of part.split(',')) {
      const match = /^\s*([\w-]{1,60})\s*=\s*([\w-]{1,20})\s*$/.exec(pair);
      if (match) set[match[1] as string] = match[2] as string;
      else if (pair.trim()) return null;
    }
    if (Object.keys(set).length > 0) sets.push(Object.freeze(set));
  }
  return sets.length > 0 ? Object.freeze(sets) : null;
}

/** 403: the credentials are valid but do not allow the operation. */
export class ForbiddenError extends GitHubError {
  /** What `x-accepted-github-permissions` said would allow it (any one set), or null. */
  readonly acceptedPermissions: readonly Readonly<Record<string, string>>[] | null;

  constructor(init: GitHubErrorInit & { acceptedPermissions?: readonly Readonly<Record<string, string>>[] | null }) {
    super(init);
    this.acceptedPermissions = init.acceptedPermissions ?? null;
  }
}
