import { listOf, required } from '../core/codec.js';
import { body, composed, operation, prepare, type Op, bool, items, list } from '../core/operation.js';
import type { PageIterator, PageOptions } from '../core/page-iterator.js';
import type { CallOptions } from '../core/types.js';
import { Email } from '../models/emails.js';

/** The documented `{ emails }` body, for the older forms that take one address. */
const oneAddress = (values: Readonly<Record<string, unknown>>) => ({ emails: [values.address] });

/** The email addresses of the authenticated user. `GET /user/emails` */
export const listEmails: Op<[], PageOptions, PageIterator<Email>> = /*#__PURE__*/ operation(() => ({
  path: '/user/emails',
  auth: 'emails',
  result: /*#__PURE__*/ list(Email),
}));

const postEmails = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/user/emails',
  args: ['addresses'],
  params: { addresses: /*#__PURE__*/ body(/*#__PURE__*/ listOf(required), 'emails') },
  auth: 'add_email_addresses',
  result: /*#__PURE__*/ items(Email),
}));

/**
 * Adds email addresses to the authenticated user and returns them as the service now lists them;
 * an empty list gives [] without a request. Sent in the documented `{ emails }` form.
 * `POST /user/emails`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { addEmailAddresses } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const emails = await addEmailAddresses(session, ['octocat@github.com']);
 * console.log(emails.map((email) => email.email));
 * ```
 */
export const addEmailAddresses: Op<[addresses: readonly string[]], CallOptions, Promise<readonly Email[]>> = /*#__PURE__*/ composed(function addEmailAddresses(session, addresses, options) {
  if (!Array.isArray(addresses) || addresses.length > 0) return postEmails(session, addresses, options);
  try {
    // Nothing to add, but a call that would be refused is refused all the same.
    prepare(session, postEmails.declaration, [addresses, options]);
  } catch (error) {
    return Promise.reject(error);
  }
  return Promise.resolve(Object.freeze([]));
}, postEmails);

/** Removes email addresses from the authenticated user; at least one is needed. `DELETE /user/emails` */
export const deleteEmailAddresses: Op<[addresses: readonly string[]], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/user/emails',
  args: ['addresses'],
  params: { addresses: /*#__PURE__*/ body(/*#__PURE__*/ listOf(required, { nonEmpty: true }), 'emails') },
  auth: 'delete_email_addresses',
  result: /*#__PURE__*/ bool(),
}));

const postOneEmail = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/user/emails',
  args: ['address'],
  params: { address: /*#__PURE__*/ body(required) },
  auth: 'add_email_address',
  encode: (values, spec) => ({ ...spec, body: oneAddress(values) }),
  result: /*#__PURE__*/ items(Email),
}));

/**
 * The older form of `addEmailAddresses` for one address. Composed rather than declared, so that
 * the route form of its request takes the documented `{ emails }`. `POST /user/emails`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { addEmailAddress } from 'hubops/users';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const emails = await addEmailAddress(session, 'octocat@github.com');
 * console.log(emails.map((email) => email.email));
 * ```
 */
export const addEmailAddress: Op<[address: string], CallOptions, Promise<readonly Email[]>> = /*#__PURE__*/ composed(function addEmailAddress(session, address, options) {
  return postOneEmail(session, address, options);
}, postEmails);

/** The older form of `deleteEmailAddresses` for one address. `DELETE /user/emails` */
export const deleteEmailAddress: Op<[address: string], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/user/emails',
  args: ['address'],
  params: { address: /*#__PURE__*/ body(required) },
  auth: 'delete_email_address',
  encode: (values, spec) => ({ ...spec, body: oneAddress(values) }),
  result: /*#__PURE__*/ bool(),
}));
