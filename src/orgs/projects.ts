import { flag, nullable, oneOf, required, text } from '../core/codec.js';
import { body, operation, path, query, type Op, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Project, ProjectColumn } from '../models/projects.js';
import { classic, classicBool, classicList, INERTIA } from '../core/classic.js';
import { projectId, type IdRef } from './codecs.js';
import type { NewProjectOptions, ProjectsOptions } from '../core/classic.js';

export type { NewProjectOptions, ProjectsOptions } from '../core/classic.js';

// Classic projects: Enterprise Server only; removed from api.github.com (where every route
// below answers 404 or 410, explained in the error's message).

const org = /*#__PURE__*/ path(account, 'org');
const project = /*#__PURE__*/ path(projectId, 'project_id');

/** Creates a classic project of an organization. Classic projects: Enterprise Server only; removed from api.github.com. `POST /orgs/{org}/projects` */
export const createOrganizationProject: Op<[org: AccountRef, name: string], NewProjectOptions, Promise<Project>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/orgs/{org}/projects',
  target: org,
  args: ['name'],
  params: { name: /*#__PURE__*/ body(required), body: /*#__PURE__*/ body(text) },
  accept: INERTIA,
  auth: 'create_project',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(Project)),
}));

/** The classic projects of an organization. Classic projects: Enterprise Server only; removed from api.github.com. `GET /orgs/{org}/projects` */
export const listOrganizationProjects: Op<[org: AccountRef], ProjectsOptions, PageIterator<Project>> = /*#__PURE__*/ operation(() => ({
  path: '/orgs/{org}/projects',
  target: org,
  params: { state: /*#__PURE__*/ query(/*#__PURE__*/ oneOf('open', 'closed', 'all')) },
  accept: INERTIA,
  result: /*#__PURE__*/ classicList(Project),
}));

/** A classic project by id. Classic projects: Enterprise Server only; removed from api.github.com. `GET /projects/{project_id}` */
export const getProject: Op<[project: IdRef], CallOptions, Promise<Project>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/{project_id}',
  target: project,
  accept: INERTIA,
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(Project)),
}));

/**
 * A classic project of an organization by id (or a parsed Project). The route names no
 * organization: the organization is checked, not sent. Classic projects: Enterprise Server only;
 * removed from api.github.com. `GET /projects/{project_id}`
 */
export const getOrganizationProject: Op<[org: AccountRef, project: IdRef], CallOptions, Promise<Project>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/{project_id}',
  target: org,
  args: ['project'],
  params: { project },
  accept: INERTIA,
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(Project)),
}));

export interface ProjectChanges extends CallOptions {
  name?: string;
  body?: string | null;
  /** `open` or `closed`. */
  state?: 'open' | 'closed';
  /** What members of the owning organization may do: `read`, `write`, `admin` or `none`. */
  organizationPermission?: 'read' | 'write' | 'admin' | 'none';
  private?: boolean;
}

/** Changes a classic project; only the fields given are sent. Classic projects: Enterprise Server only; removed from api.github.com. `PATCH /projects/{project_id}` */
export const updateProject: Op<[project: IdRef], ProjectChanges, Promise<Project>> = /*#__PURE__*/ operation(() => ({
  method: 'PATCH',
  path: '/projects/{project_id}',
  target: project,
  params: {
    name: /*#__PURE__*/ body(required),
    body: /*#__PURE__*/ body(/*#__PURE__*/ nullable(text)),
    state: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('open', 'closed')),
    organizationPermission: /*#__PURE__*/ body(/*#__PURE__*/ oneOf('read', 'write', 'admin', 'none')),
    private: /*#__PURE__*/ body(flag),
  },
  accept: INERTIA,
  auth: 'update',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(Project)),
}));

/** Deletes a classic project: true once deleted, false on 404 (from Enterprise Server). Classic projects: Enterprise Server only; removed from api.github.com. `DELETE /projects/{project_id}` */
export const deleteProject: Op<[project: IdRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/projects/{project_id}',
  target: project,
  accept: INERTIA,
  auth: 'delete',
  result: /*#__PURE__*/ classicBool(),
}));

/** The columns of a classic project. Classic projects: Enterprise Server only; removed from api.github.com. `GET /projects/{project_id}/columns` */
export const listProjectColumns: Op<[project: IdRef], PageOptions, PageIterator<ProjectColumn>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/{project_id}/columns',
  target: project,
  accept: INERTIA,
  result: /*#__PURE__*/ classicList(ProjectColumn),
}));

/** Adds a column to a classic project. Classic projects: Enterprise Server only; removed from api.github.com. `POST /projects/{project_id}/columns` */
export const createProjectColumn: Op<[project: IdRef, name: string], CallOptions, Promise<ProjectColumn>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/projects/{project_id}/columns',
  target: project,
  args: ['name'],
  params: { name: /*#__PURE__*/ body(required) },
  accept: INERTIA,
  auth: 'create_column',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectColumn)),
}));
