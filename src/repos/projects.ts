import { oneOf, required, text } from '../core/codec.js';
import { classic, classicList, INERTIA } from '../core/classic.js';
import { body, operation, path, query, type Op } from '../core/operation.js';
import type { PageIterator } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import { one } from '../core/results.js';
import type { NewProjectOptions, ProjectsOptions } from '../orgs/projects.js';
import { Project } from '../schemas/projects.js';

/**
 * Creates a classic project board in a repository. Classic projects: Enterprise Server only;
 * removed from api.github.com, where this fails with an error saying so.
 * `POST /repos/{owner}/{repo}/projects`
 */
export const createRepositoryProject: Op<[repository: RepoRef, name: string], NewProjectOptions, Promise<Project>> = /*#__PURE__*/ operation({
  method: 'POST',
  path: '/repos/{owner}/{repo}/projects',
  target: path(repository),
  args: ['name'],
  params: { name: body(required), body: body(text) },
  accept: INERTIA,
  auth: 'create_project',
  result: classic(one(Project)),
});

/**
 * The classic project boards of a repository. Classic projects: Enterprise Server only; removed
 * from api.github.com, where this fails with an error saying so. `GET /repos/{owner}/{repo}/projects`
 */
export const listRepositoryProjects: Op<[repository: RepoRef], ProjectsOptions, PageIterator<Project>> = /*#__PURE__*/ operation({
  path: '/repos/{owner}/{repo}/projects',
  target: path(repository),
  params: { state: query(oneOf('open', 'closed', 'all')) },
  accept: INERTIA,
  result: classicList(Project),
});
