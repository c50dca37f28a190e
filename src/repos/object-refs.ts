import { codec, isRecord, positive, shown } from '../core/codec.js';
import { repoOf, repositoryObject } from '../core/refs.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * References to the objects of a repository this module acts on: a plain `{ owner, repo, id }`
 * or parsed data, read through its API `url` (an invitation through its `repository`, since
 * its url is the invitee's). Every part read is a checked path segment.
 */

/** A hook: `{ owner, repo, id }`, or a parsed hook. */
export type HookRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A deploy key: `{ owner, repo, id }`, or a parsed deploy key. */
export type DeployKeyRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** A deployment: `{ owner, repo, id }`, or a parsed deployment. */
export type DeploymentRef = { readonly owner: string; readonly repo: string; readonly id: number } | { readonly url: string | null };

/** An invitation: `{ owner, repo, id }`, or a parsed invitation (its repository and id). */
export type InvitationRef =
  | { readonly owner: string; readonly repo: string; readonly id: number }
  | { readonly id: number | null; readonly repository: { readonly full_name: string | null } | null };

/** A hook: `{ owner, repo, hook_id }`. */
export const hook = /*#__PURE__*/ repositoryObject<HookRef, 'hook_id'>('hooks', 'hook_id', 'hook');

/** A deploy key: `{ owner, repo, key_id }`. */
export const deployKey = /*#__PURE__*/ repositoryObject<DeployKeyRef, 'key_id'>('keys', 'key_id', 'key');

/** A deployment: `{ owner, repo, deployment_id }`. */
export const deployment = /*#__PURE__*/ repositoryObject<DeploymentRef, 'deployment_id'>('deployments', 'deployment_id', 'deployment');

/** An invitation: `{ owner, repo, invitation_id }`. */
export const invitation = /*#__PURE__*/ codec<InvitationRef, { owner: string; repo: string; invitation_id: number }>('ref', (value, name) => {
  const label = name || 'invitation';
  if (isRecord(value) && 'owner' in value) return { ...repoOf(value as { owner: string; repo: string }, label), invitation_id: positive(value.id, `${label}.id`) };
  if (!isRecord(value) || !isRecord(value.repository)) throw new ValidationError(label, `needs { owner, repo, id } or a parsed invitation, not ${shown(value)}`);
  return { ...repoOf(value.repository as { full_name: string | null }, `${label}.repository`), invitation_id: positive(value.id, `${label}.id`) };
}, { owner: 'octocat', repo: 'Hello-World', id: 1 });
