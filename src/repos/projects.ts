import { oneOf, required, text } from '../core/codec.js';
import { classic, classicList, INERTIA } from '../core/classic.js';
import { body, operation, path, query, type Op, one } from '../core/operation.js';
import type { PageIterator } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { NewProjectOptions, ProjectsOptions } from '../core/classic.js';
import { Project } from '../models/projects.js';

/**
 * Creates a classic project board in a repository. Classic projects: Enterprise Server only;
 * removed from api.github.com, where this fails with an error saying so.
 * `POST /repos/{owner}/{repo}/projects`
 */
export const createRepositoryProject: Op<[repository: RepoRef, name: string], NewProjectOptions, Promise<Project>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/repos/{owner}/{repo}/projects',
  target: /*#__PURE__*/ path(repository),
  args: ['name'],
  params: { name: /*#__PURE__*/ body(required), body: /*#__PURE__*/ body(text) },
  accept: INERTIA,
  auth: 'create_project',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(Project)),
}));

/**
 * The classic project boards of a repository. Classic projects: Enterprise Server only; removed
 * from api.github.com, where this fails with an error saying so. `GET /repos/{owner}/{repo}/projects`
 */
export const listRepositoryProjects: Op<[repository: RepoRef], ProjectsOptions, PageIterator<Project>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/projects',
  target: /*#__PURE__*/ path(repository),
  params: { state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('open', 'closed', 'all')) },
  accept: INERTIA,
  result: /*#__PURE__*/ classicList(Project),
}));
