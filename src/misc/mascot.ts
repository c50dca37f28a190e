import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';

export interface MascotOptions extends CallOptions {
  /** What the octocat's speech bubble says. */
  say?: string;
}

/** The octocat as ASCII art. `GET /octocat` */
export async function getMascot(session: Session, options: MascotOptions = {}): Promise<string> {
  const { say, ...call } = options;
  const reply = await sendForData<string>(session, { ...call, path: '/octocat', query: { s: say }, as: 'text' });
  return reply.data;
}
