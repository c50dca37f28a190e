import { PageIterator, type PageOptions } from '../core/page-iterator.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { parseReply } from '../schema/objects.js';
import type { Infer } from '../schema/model.js';
import { License, ShortLicense } from '../schemas/licenses.js';

/** One license with its text and terms, by key (`mit`). `GET /licenses/{license}` */
export async function getLicense(session: Session, key: string, options: CallOptions = {}): Promise<Infer<typeof License>> {
  return parseReply(License, await sendForData(session, { ...options, path: '/licenses/{license}', params: { license: key } }));
}

/** The commonly used licenses. `GET /licenses` */
export function listLicenses(session: Session, options: PageOptions = {}): PageIterator<Infer<typeof ShortLicense>> {
  return new PageIterator(session, { path: '/licenses', item: ShortLicense.wrap }, options);
}
