import { flag, invalid, isRecord, nullable, text } from '../core/codec.js';
import { type WithDescribed, body, composed, operation, path, prepare, type Op, bool } from '../core/operation.js';
import { account, type AccountRef } from '../core/refs.js';
import type { CallOptions, RequestSpec, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { RAW } from '../models/library/model.js';
import { updateAuthenticatedMembers, type UpdateAuthenticatedMembers } from './generated/members/update-authenticated.js';

export interface UserChanges extends CallOptions {
  name?: string;
  /** The publicly shown address (one of the user's verified addresses). */
  email?: string;
  blog?: string;
  company?: string;
  location?: string;
  hireable?: boolean;
  bio?: string;
  twitterUsername?: string | null;
}

const profileFields = {
  name: /*#__PURE__*/ body(text),
  email: /*#__PURE__*/ body(text),
  blog: /*#__PURE__*/ body(text),
  company: /*#__PURE__*/ body(text),
  location: /*#__PURE__*/ body(text),
  hireable: /*#__PURE__*/ body(flag),
  bio: /*#__PURE__*/ body(text),
  twitterUsername: /*#__PURE__*/ body(/*#__PURE__*/ nullable(text)),
};

/** No change at all is still sent as the documented JSON object. */
const profileChange = (_: unknown, spec: RequestSpec): RequestSpec => ({ ...spec, params: {}, body: spec.body ?? {} });

const patchUser = /*#__PURE__*/ operation(() => ({
  described: updateAuthenticatedMembers,
  method: 'PATCH',
  path: '/user',
  // Read to check it is the authenticated user; the route itself names no user.
  target: /*#__PURE__*/ path(account, 'user'),
  params: profileFields,
  auth: 'update',
  encode: profileChange,
  result: /*#__PURE__*/ bool(200, 404),
}));

/**
 * Changes the authenticated user's profile (the client-level `update_me`); only the fields given
 * are sent. True on success, false when the service answers 404. `PATCH /user`
 */
export const updateAuthenticatedUser: Op<[], WithDescribed<UserChanges, UpdateAuthenticatedMembers>, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  described: updateAuthenticatedMembers,
  method: 'PATCH',
  path: '/user',
  params: profileFields,
  auth: 'update_me',
  encode: profileChange,
  result: /*#__PURE__*/ bool(200, 404),
}));

/** The changes as given: an object of profile fields, or nothing (the core would name it `options`). */
function checkChanges(changes: unknown): void {
  if (changes !== undefined && !isRecord(changes)) throw invalid('changes', 'an object of the profile fields to change', changes);
  // Parsed data would send none of its fields, or all of them back as they were read: not the changes meant.
  if (isRecord(changes) && RAW in changes) throw new ValidationError('changes', 'must hold only the fields to change, not parsed data');
}

/** The service changes the authenticated user only; a session that knows its user refuses another. */
/** Refuses, before sending, a user the session is known not to be: the `/user` routes change the authenticated user only. */
export function checkAuthenticatedUser(session: Session, user: AccountRef): void {
  const login = account(user, 'user');
  // Logins are case-insensitive: `Octocat` is the account `octocat`.
  if (session.username !== null && session.username.toLowerCase() !== login.toLowerCase()) {
    throw new ValidationError('user', `is ${login}, but the service only changes the authenticated user (${session.username})`);
  }
}

/**
 * Changes a user's profile; only the fields given are sent. The service changes the
 * authenticated user only, so a user the session is known not to be is refused before sending.
 * True on success, false when the service answers 404. `PATCH /user`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { updateUser } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * await updateUser(session, 'octocat', { bio: 'There once was...', location: 'San Francisco' });
 * ```
 */
export const updateUser: Op<[user: AccountRef], UserChanges, Promise<boolean>> = /*#__PURE__*/ composed(function updateUser(session, ...args) {
  try {
    checkChanges(args[1]);
    prepare(session, patchUser.declaration, args);
    checkAuthenticatedUser(session, args[0]);
  } catch (error) {
    return Promise.reject(error);
  }
  return patchUser(session, ...args);
}, patchUser);
