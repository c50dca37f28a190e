import { flag, listOf, required } from '../core/codec.js';
import { type WithDescribed, body, operation, path, type Op, bool, done, list, one } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import { repository, type RepoRef } from '../core/refs.js';
import type { CallOptions } from '../core/types.js';
import { Hook } from '../models/hooks.js';
import { hookConfig, type HookConfig } from './collaboration-codecs.js';
import { hook, type HookRef } from './object-refs.js';
import { createWebhookMembers, type CreateWebhookMembers } from './generated/members/create-webhook.js';
import { updateWebhookMembers, type UpdateWebhookMembers } from './generated/members/update-webhook.js';

export interface CreateHookOptions extends CallOptions {
  /** The events it is sent for; the service's default is `['push']`. */
  events?: readonly string[];
  /** Whether deliveries are sent; the service's default is true. */
  active?: boolean;
}

export interface EditHookOptions extends CallOptions {
  /** New settings (replacing the old ones; `url` required). */
  config?: HookConfig;
  /** The events it is sent for, replacing the list. */
  events?: readonly string[];
  /** Events added to the list. */
  addEvents?: readonly string[];
  /** Events taken off the list (sent as `remove_events`). */
  removeEvents?: readonly string[];
  active?: boolean;
}

const events = /*#__PURE__*/ listOf(required, { nonEmpty: true });

/**
 * Adds a hook to a repository. `name` is `web` for a webhook; `config.url` is required, and
 * `config.secret` is treated as a credential (never shown in an error).
 * `POST /repos/{owner}/{repo}/hooks`
 */
export const createHook: Op<[repository: RepoRef, name: string, config: HookConfig], WithDescribed<CreateHookOptions, CreateWebhookMembers, 'name' | 'config'>, Promise<Hook>> = /*#__PURE__*/ operation(() => ({
  described: createWebhookMembers,
  method: 'POST',
  path: '/repos/{owner}/{repo}/hooks',
  target: /*#__PURE__*/ path(repository),
  args: ['name', 'config'],
  params: { name: /*#__PURE__*/ body(required), config: /*#__PURE__*/ body(hookConfig), events: /*#__PURE__*/ body(events), active: /*#__PURE__*/ body(flag) },
  auth: 'create_hook',
  result: /*#__PURE__*/ one(Hook),
}));

/** One hook of a repository. `GET /repos/{owner}/{repo}/hooks/{hook_id}` */
export const getHook: Op<[hook: HookRef], CallOptions, Promise<Hook>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/hooks/{hook_id}',
  target: /*#__PURE__*/ path(hook),
  auth: 'hook',
  result: /*#__PURE__*/ one(Hook),
}));

/** The hooks of a repository. `GET /repos/{owner}/{repo}/hooks` */
export const listRepositoryHooks: Op<[repository: RepoRef], PageOptions, PageIterator<Hook>> = /*#__PURE__*/ operation(() => ({
  path: '/repos/{owner}/{repo}/hooks',
  target: /*#__PURE__*/ path(repository),
  auth: 'hooks',
  result: /*#__PURE__*/ list(Hook),
}));

/** Changes a hook; only the options given are sent. True once the service took it. `PATCH /repos/{owner}/{repo}/hooks/{hook_id}` */
export const editHook: Op<[hook: HookRef], WithDescribed<EditHookOptions, UpdateWebhookMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateWebhookMembers,
  method: 'PATCH',
  path: '/repos/{owner}/{repo}/hooks/{hook_id}',
  target: /*#__PURE__*/ path(hook),
  params: { config: /*#__PURE__*/ body(hookConfig), events: /*#__PURE__*/ body(events), addEvents: /*#__PURE__*/ body(events), removeEvents: /*#__PURE__*/ body(events), active: /*#__PURE__*/ body(flag) },
  auth: 'edit',
  result: done,
}));

/** Deletes a hook; false when the service answers 404. `DELETE /repos/{owner}/{repo}/hooks/{hook_id}` */
export const deleteHook: Op<[hook: HookRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/repos/{owner}/{repo}/hooks/{hook_id}',
  target: /*#__PURE__*/ path(hook),
  auth: 'delete',
  result: /*#__PURE__*/ bool(),
}));

/** Sends the hook a `ping` event; false when the service answers 404. `POST /repos/{owner}/{repo}/hooks/{hook_id}/pings` */
export const pingHook: Op<[hook: HookRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/repos/{owner}/{repo}/hooks/{hook_id}/pings',
  target: /*#__PURE__*/ path(hook),
  auth: 'ping',
  result: /*#__PURE__*/ bool(),
}));

/**
 * Has the service send the hook the latest push again (nothing is sent when the hook is not
 * subscribed to `push`); false when the service answers 404. `POST /repos/{owner}/{repo}/hooks/{hook_id}/tests`
 */
export const testHook: Op<[hook: HookRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/repos/{owner}/{repo}/hooks/{hook_id}/tests',
  target: /*#__PURE__*/ path(hook),
  auth: 'test',
  result: /*#__PURE__*/ bool(),
}));
