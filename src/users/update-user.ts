import { sendForBool, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import { RAW } from '../schema/model.js';

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

/**
 * Changes the authenticated user's profile (the older `User.update`); only the fields given are
 * sent. True on success, false when the service answers 404. `PATCH /user`
 */
export async function updateAuthenticatedUser(session: Session, changes: UserChanges = {}): Promise<boolean> {
  requireAuthentication(session, 'update');
  // The service changes the authenticated user only; parsed data here would send its fields back unchanged.
  if (RAW in changes) throw new ValidationError('changes', 'update takes only the fields to change (it always changes the authenticated user), not a parsed user');
  const { name, email, blog, company, location, hireable, bio, twitterUsername, signal, headers } = changes;
  const body = Object.fromEntries(
    Object.entries({ name, email, blog, company, location, hireable, bio, twitter_username: twitterUsername }).filter(([, value]) => value !== undefined),
  );
  return sendForBool(session, { signal, headers, method: 'PATCH', path: '/user', body }, 200, 404);
}
