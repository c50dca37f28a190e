import type { Result } from './operation.js';
import { PageIterator, type PageOptions } from './page-iterator.js';
import { send } from './request.js';
import type { CallOptions, Session } from './types.js';
import { GitHubError, type GitHubErrorInit } from '../errors/github-error.js';
import type { Model } from '../models/library/model.js';

/**
 * Classic projects (boards, columns, cards) are Enterprise Server only: GitHub removed them
 * from api.github.com, which now answers 404 or 410 for every route. Such an answer from
 * api.github.com is explained in the error's message, keeping the error's type.
 */

/** A new classic project's options. */
export interface NewProjectOptions extends CallOptions {
  /** The project's description. */
  body?: string;
}

/** A listing of classic projects' options. */
export interface ProjectsOptions extends PageOptions {
  /** `open` (the default), `closed` or `all`. */
  state?: 'open' | 'closed' | 'all';
}

/** The preview media type classic projects were served under. */
export const INERTIA = 'application/vnd.github.inertia-preview+json';

const REMOVED = 'classic projects were removed from api.github.com; only GitHub Enterprise Server serves them';

/** The error to throw: the same one, or for a 404/410 from api.github.com, one of the same type that says why. */
export function explained(session: Session, error: unknown): unknown {
  if (!(error instanceof GitHubError) || (error.status !== 404 && error.status !== 410)) return error;
  if (new URL(session.baseUrl).origin !== 'https://api.github.com') return error;
  const Type = error.constructor as new (init: GitHubErrorInit) => GitHubError;
  return new Type({
    status: error.status,
    message: `${error.message} (${REMOVED})`,
    errors: error.errors,
    documentationUrl: error.documentationUrl,
    method: error.method ?? undefined,
    url: error.url ?? undefined,
    cause: error,
  });
}

/** A result read as `inner` reads it, its failures explained. */
/*#__NO_SIDE_EFFECTS__*/
export function classic<R>(inner: Result<Promise<R>>): Result<Promise<R>> {
  return {
    model: inner.model,
    run: (session, spec, options) =>
      inner.run(session, spec, options).catch((error: unknown) => {
        throw explained(session, error);
      }),
  };
}

/**
 * A yes/no answer: true on `yes`, false on 404 — except from api.github.com, where a 404 means
 * the route is gone, not the object, and is thrown explained.
 */
/*#__NO_SIDE_EFFECTS__*/
export function classicBool(yes = 204): Result<Promise<boolean>> {
  return {
    run: async (session, spec) => {
      try {
        return (await send(session, { ...spec, as: 'none' })).status === yes;
      } catch (error) {
        const thrown = explained(session, error);
        if (thrown === error && (error as { status?: number }).status === 404) return false;
        throw thrown;
      }
    },
  };
}

/** A listing whose failures are explained. */
class ClassicPageIterator<T> extends PageIterator<T> {
  override async *[Symbol.asyncIterator](): AsyncIterator<T> {
    const pages = super[Symbol.asyncIterator]();
    try {
      for (let next = await pages.next(); !next.done; next = await pages.next()) yield next.value;
    } catch (error) {
      throw explained(this.session, error);
    }
  }
}

/** A listing of objects of a type, paged lazily, its failures explained. */
/*#__NO_SIDE_EFFECTS__*/
export function classicList<T>(type: Model<T>): Result<PageIterator<T>, Omit<PageOptions, 'signal' | 'headers'>> {
  return {
    model: { type },
    sync: true,
    run: (session, spec, options) => new ClassicPageIterator(session, { path: spec.path, params: spec.params, query: spec.query, item: type.wrap }, options),
  };
}
