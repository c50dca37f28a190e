import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Repository } from '../schemas/repositories.js';

/** What a new repository starts with; what is not given takes the service's default. */
export interface NewRepositoryOptions extends CallOptions {
  description?: string;
  homepage?: string;
  /** Default false. */
  private?: boolean;
  /** Default true. */
  hasIssues?: boolean;
  /** Default true. */
  hasWiki?: boolean;
  hasProjects?: boolean;
  /** Accepted by the older `create_repo`; the service ignores it today. */
  hasDownloads?: boolean;
  hasDiscussions?: boolean;
  isTemplate?: boolean;
  /** Create an initial commit with an empty README. Default false. */
  autoInit?: boolean;
  /** A `.gitignore` template name (see `gitignoreTemplates`); the service applies it only with `autoInit`. */
  gitignoreTemplate?: string;
  /** A license keyword such as `mit` (see `licenses`). */
  licenseTemplate?: string;
}

const WIRE: Record<string, string> = {
  description: 'description',
  homepage: 'homepage',
  private: 'private',
  hasIssues: 'has_issues',
  hasWiki: 'has_wiki',
  hasProjects: 'has_projects',
  hasDownloads: 'has_downloads',
  hasDiscussions: 'has_discussions',
  isTemplate: 'is_template',
  autoInit: 'auto_init',
  gitignoreTemplate: 'gitignore_template',
  licenseTemplate: 'license_template',
};

/** Creates a repository owned by the authenticated user; only the options given are sent. `POST /user/repos` */
export async function createRepository(session: Session, name: string, options: NewRepositoryOptions = {}): Promise<Infer<typeof Repository>> {
  requireAuthentication(session, 'create_repository');
  nonEmpty('name', name, 'must not be empty');
  const { signal, headers, ...settings } = options;
  const body: Record<string, unknown> = { name };
  for (const [option, value] of Object.entries(settings)) {
    const key = WIRE[option];
    if (key === undefined) throw new ValidationError(option, 'is not a repository setting');
    if (value !== undefined) body[key] = value;
  }
  return parseReply(Repository, await sendForData(session, { signal, headers, method: 'POST', path: '/user/repos', body }));
}
