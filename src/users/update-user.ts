import { flag, isRecord, nullable, text } from '../core/codec.js';
import { body, operation, type Op } from '../core/operation.js';
import type { CallOptions } from '../core/request.js';
import { bool } from '../core/results.js';
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

const patchUser = /*#__PURE__*/ operation({
  method: 'PATCH',
  path: '/user',
  params: {
    name: body(text),
    email: body(text),
    blog: body(text),
    company: body(text),
    location: body(text),
    hireable: body(flag),
    bio: body(text),
    twitterUsername: body(nullable(text)),
  },
  auth: 'update',
  // No change at all is still sent as the documented JSON object.
  encode: (_, spec) => ({ ...spec, body: spec.body ?? {} }),
  result: bool(200, 404),
});

/**
 * Changes the authenticated user's profile (the older `User.update`); only the fields given are
 * sent. True on success, false when the service answers 404. `PATCH /user`
 */
export const updateAuthenticatedUser: Op<[], UserChanges, Promise<boolean>> = (session, changes) => {
  // The service changes the authenticated user only; parsed data here would send its fields back unchanged.
  if (isRecord(changes) && RAW in changes) {
    return Promise.reject(new ValidationError('changes', 'update takes only the fields to change (it always changes the authenticated user), not a parsed user'));
  }
  return patchUser(session, changes);
};
