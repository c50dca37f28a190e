import { sendForData, type CallOptions } from '../core/request.js';
import { loginOf, type AccountRef } from '../core/refs.js';
import type { Session } from '../core/session.js';
import type { Infer } from '../schema/model.js';
import { parseReply } from '../schema/objects.js';
import { Organization } from '../schemas/organizations.js';

/** One organization by login. `GET /orgs/{org}` */
export async function getOrganization(session: Session, org: AccountRef, options: CallOptions = {}): Promise<Infer<typeof Organization>> {
  return parseReply(Organization, await sendForData(session, { ...options, path: '/orgs/{org}', params: { org: loginOf(org, 'org') } }));
}
