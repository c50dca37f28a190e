import { oneOf, required, text } from '../core/codec.js';
import { body, operation, path, query, type Op, type Result } from '../core/operation.js';
import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { GitHubError } from '../errors/github-error.js';
import { parseReply } from '../schema/objects.js';
import { Project } from '../schemas/projects.js';

/** The preview media type classic projects were served under; older installations still ask for it. */
export const PROJECTS_MEDIA_TYPE = 'application/vnd.github.inertia-preview+json';

export interface NewProjectOptions extends CallOptions {
  /** The project's description. */
  body?: string;
}

export interface ProjectsOptions extends PageOptions {
  /** `open` (the service's default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
}

/**
 * On api.github.com, a 404 or 410 from a classic-projects route means the feature is gone, not
 * that the repository is: the error (of the same type) says so.
 */
function removed(session: Session, error: unknown): unknown {
  if (!(error instanceof GitHubError) || (error.status !== 404 && error.status !== 410)) return error;
  if (new URL(session.baseUrl).origin !== 'https://api.github.com') return error;
  const Type = error.constructor as new (init: ConstructorParameters<typeof GitHubError>[0]) => GitHubError;
  return new Type({
    status: error.status,
    message: `classic projects were removed from api.github.com and serve GitHub Enterprise Server only (${error.message})`,
    errors: error.errors,
    documentationUrl: error.documentationUrl,
    method: error.method ?? undefined,
    url: error.url ?? undefined,
    cause: error,
  });
}

/** A listing whose failures say when classic projects are gone from the service asked. */
class ClassicProjects extends PageIterator<Project> {
  override async *[Symbol.asyncIterator](): AsyncIterator<Project> {
    try {
      yield* { [Symbol.asyncIterator]: () => super[Symbol.asyncIterator]() };
    } catch (error) {
      throw removed(this.session, error);
    }
  }
}

const created: Result<Promise<Project>> = {
  run: async (session, spec) => {
    try {
      return parseReply(Project, await sendForData(session, spec));
    } catch (error) {
      throw removed(session, error);
    }
  },
};

const listed: Result<PageIterator<Project>, Omit<PageOptions, 'signal' | 'headers'>> = {
  sync: true,
  run: (session, spec, options) => new ClassicProjects(session, { path: spec.path, params: spec.params, query: spec.query, item: Project.wrap }, options),
};

/**
 * Creates a classic project board in a repository (legacy: classic projects were removed from
 * api.github.com, where this fails with an error saying so; Enterprise Server installations that
 * still have them serve it). `POST /repos/{owner}/{repo}/projects`
 */
export const createRepositoryProject: Op<[repository: RepoRef, name: string], NewProjectOptions, Promise<Project>> = /*#__PURE__*/ operation({
  method: 'POST',
  path: '/repos/{owner}/{repo}/projects',
  target: path(repository),
  args: ['name'],
  params: { name: body(required), body: body(text) },
  accept: PROJECTS_MEDIA_TYPE,
  auth: 'create_project',
  result: created,
});

/**
 * The classic project boards of a repository (legacy: removed from api.github.com, where this
 * fails with an error saying so; served by Enterprise Server installations that still have them).
 * `GET /repos/{owner}/{repo}/projects`
 */
export const listRepositoryProjects: Op<[repository: RepoRef], ProjectsOptions, PageIterator<Project>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/projects',
  target: path(repository),
  params: { state: query(oneOf('open', 'closed', 'all')) },
  accept: PROJECTS_MEDIA_TYPE,
  result: listed,
});
