import { sendForBool, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';

/** Follows a user as the authenticated user; false when there is no such user. `PUT /user/following/{username}` */
export async function followUser(session: Session, username: AccountRef, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'follow');
  return sendForBool(session, { ...options, method: 'PUT', path: '/user/following/{username}', params: { username: loginOf(username, 'username') } });
}

/** Stops following a user; false when there is no such user. `DELETE /user/following/{username}` */
export async function unfollowUser(session: Session, username: AccountRef, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'unfollow');
  return sendForBool(session, { ...options, method: 'DELETE', path: '/user/following/{username}', params: { username: loginOf(username, 'username') } });
}

/** Whether the authenticated user follows a user. `GET /user/following/{username}` */
export async function isFollowing(session: Session, username: AccountRef, options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'is_following');
  return sendForBool(session, { ...options, path: '/user/following/{username}', params: { username: loginOf(username, 'username') } });
}

/** Whether one user follows another. `GET /users/{username}/following/{target_user}` */
export async function isUserFollowing(session: Session, user: AccountRef, other: AccountRef, options: CallOptions = {}): Promise<boolean> {
  const params = { username: loginOf(user, 'user'), target_user: loginOf(other, 'other') };
  return sendForBool(session, { ...options, path: '/users/{username}/following/{target_user}', params });
}
