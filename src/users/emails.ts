import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForBool, sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { nonEmpty, requireAuthentication } from '../core/validate.js';
import { ValidationError } from '../errors/validation-error.js';
import { unreadable, type Infer } from '../schema/model.js';
import { Email } from '../schemas/emails.js';

type ParsedEmail = Infer<typeof Email>;

function addressList(addresses: readonly string[]): string[] {
  if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string' || a === '')) {
    throw new ValidationError('addresses', 'must be a list of email addresses');
  }
  return [...addresses];
}

/** The email addresses of the authenticated user. `GET /user/emails` */
export function listEmails(session: Session, options: PageOptions = {}): PageIterator<ParsedEmail> {
  requireAuthentication(session, 'emails');
  return new PageIterator(session, { path: '/user/emails', item: Email.wrap }, options);
}

/**
 * Adds email addresses to the authenticated user and returns them as the service now lists them;
 * an empty list gives [] without a request. Sent in the documented `{ emails }` form.
 * `POST /user/emails`
 */
export async function addEmailAddresses(session: Session, addresses: readonly string[], options: CallOptions = {}): Promise<readonly ParsedEmail[]> {
  requireAuthentication(session, 'add_email_addresses');
  const emails = addressList(addresses);
  if (emails.length === 0) return Object.freeze([]);
  const reply = await sendForData(session, { ...options, method: 'POST', path: '/user/emails', body: { emails } });
  if (!Array.isArray(reply.data)) throw unreadable('', 'expected a list of Email', reply.data);
  return Object.freeze(reply.data.map((raw, i) => Email.wrap(raw, `[${i}]`)));
}

/** Removes email addresses from the authenticated user; at least one is needed. `DELETE /user/emails` */
export async function deleteEmailAddresses(session: Session, addresses: readonly string[], options: CallOptions = {}): Promise<boolean> {
  requireAuthentication(session, 'delete_email_addresses');
  const emails = addressList(addresses);
  if (emails.length === 0) throw new ValidationError('addresses', 'must name at least one address');
  return sendForBool(session, { ...options, method: 'DELETE', path: '/user/emails', body: { emails } });
}

/** The older form of `addEmailAddresses` for one address. `POST /user/emails` */
export async function addEmailAddress(session: Session, address: string, options: CallOptions = {}): Promise<readonly ParsedEmail[]> {
  nonEmpty('address', address, 'must be an email address');
  return addEmailAddresses(session, [address], options);
}

/** The older form of `deleteEmailAddresses` for one address. `DELETE /user/emails` */
export async function deleteEmailAddress(session: Session, address: string, options: CallOptions = {}): Promise<boolean> {
  nonEmpty('address', address, 'must be an email address');
  return deleteEmailAddresses(session, [address], options);
}
