import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromDict } from '../../src/models/library/objects.js';
import { Release } from '../../src/models/releases.js';
import { documentedResponse } from '../support/recordings.js';
import type { Answer, DocumentedOperation } from './table.js';

/**
 * The operations whose documented form the facade once refused or answered with another kind:
 * positional forms, older forms naming a team by its name, bool answers, a listing of pairs.
 */

const R = 'octocat/Hello-World';
/** Archives are written here (a fresh folder per run). */
const folder = mkdtempSync(join(tmpdir(), 'hubops-parity-'));
/** An archive as codeload serves it: bytes under a Content-Disposition name. */
const archive: Answer = {
  status: 200,
  body: 'archive bytes',
  headers: { 'content-type': 'application/x-gzip', 'content-disposition': 'attachment; filename=octocat-Hello-World-v1.0.0.tar.gz' },
};
/** A directory's listing: the documented file's entry, which a listing gives without its content. */
const entry = Object.fromEntries(Object.entries(documentedResponse('openapi/repos.get-content') as object).filter(([key]) => key !== 'content' && key !== 'encoding'));
/** The organization and team of octokit.rb's recorded listing of teams (recordings/live/teams.list.json). */
const org = 'api-playground';

export const documentedFormRows: readonly DocumentedOperation[] = [
  { on: 'Repository', name: 'archive', params: ['format', 'path?', 'ref?'], returns: 'bool', args: [R, 'tarball', join(folder, 'repo.tar.gz'), 'main'], sends: ['GET /repos/octocat/Hello-World/tarball/main'], answers: [archive], result: true },
  {
    on: 'Repository', name: 'edit', params: ['name', 'description?', 'homepage?', 'private?', 'has_issues?', 'has_wiki?', 'has_downloads?', 'default_branch?', 'archived?', 'allow_merge_commit?', 'allow_squash_merge?', 'allow_rebase_merge?', 'has_projects?'], returns: 'bool',
    args: [R, 'Hello-World', { description: 'This is your first repository', hasWiki: false, allowSquashMerge: true }],
    sends: ['PATCH /repos/octocat/Hello-World'], body: { name: 'Hello-World', description: 'This is your first repository', has_wiki: false, allow_squash_merge: true }, result: true,
  },
  { on: 'Repository', name: 'languages', params: [], returns: 'collection', args: [R], sends: ['GET /repos/octocat/Hello-World/languages'] },
  { on: 'Repository', name: 'directory_contents', params: ['directory_path', 'ref?', 'return_as?'], returns: 'list', type: 'Contents', args: [R, 'lib/', { ref: 'master' }], sends: ['GET /repos/octocat/Hello-World/contents/lib?ref=master'], answers: [{ status: 200, body: [entry] }] },
  { on: 'User', name: 'is_assignee_on', params: ['username', 'repository'], returns: 'bool', args: ['octocat', 'octocat', 'Hello-World'], sends: ['GET /repos/octocat/Hello-World/assignees/octocat'], result: true },
  { on: 'Organization', name: 'add_member', params: ['username', 'team_id'], returns: 'bool', args: ['github', 'octocat', 42], sends: ['PUT /teams/42/memberships/octocat'], result: true },
  { on: 'Organization', name: 'add_member', params: ['login', 'team'], returns: 'bool', older: true, args: [org, 'octocat', 'Owners'], sends: [`GET /orgs/${org}/teams?per_page=100`, `PUT /orgs/${org}/teams/owners/memberships/octocat`], result: true },
  { on: 'Organization', name: 'add_repo', params: ['repository', 'team'], returns: 'bool', older: true, args: [org, R, 'Owners'], sends: [`GET /orgs/${org}/teams?per_page=100`, `PUT /orgs/${org}/teams/owners/repos/octocat/Hello-World`], result: true },
  { on: 'Organization', name: 'remove_repo', params: ['repository', 'team'], returns: 'bool', older: true, args: [org, R, 'Owners'], sends: [`GET /orgs/${org}/teams?per_page=100`, `DELETE /orgs/${org}/teams/owners/repos/octocat/Hello-World`], result: true },
  {
    on: 'Release', name: 'archive', params: ['format', 'path?'], returns: 'bool',
    args: [fromDict(Release, documentedResponse('openapi/repos.get-release')), 'tarball', folder],
    sends: ['GET /repos/octocat/Hello-World/tarball/v1.0.0'], answers: [archive], result: true,
  },
];
