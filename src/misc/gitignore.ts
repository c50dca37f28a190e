import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { unreadable } from '../schema/model.js';

/** The source of one `.gitignore` template, such as `C` or `Node`. `GET /gitignore/templates/{name}` */
export async function getGitignoreTemplate(session: Session, name: string, options: CallOptions = {}): Promise<string> {
  const reply = await sendForData<{ source?: unknown }>(session, { ...options, path: '/gitignore/templates/{name}', params: { name } });
  const source = reply.data?.source;
  if (source === undefined || source === null) return '';
  if (typeof source !== 'string') throw unreadable('source', 'expected the template text', reply.data);
  return source;
}

/** The names of every `.gitignore` template. `GET /gitignore/templates` */
export async function listGitignoreTemplates(session: Session, options: CallOptions = {}): Promise<readonly string[]> {
  const reply = await sendForData(session, { ...options, path: '/gitignore/templates' });
  const names = reply.data ?? [];
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) throw unreadable('', 'expected a list of names', reply.data);
  return Object.freeze(names as string[]);
}
