import type { NumberedRef } from '../core/refs.js';
import { sendForData, type CallOptions } from '../core/request.js';
import type { Session } from '../core/session.js';
import { pullParams } from './refs.js';

async function pullAs(session: Session, pullRequest: NumberedRef, mediaType: string, options: CallOptions): Promise<Uint8Array> {
  // The media type is what makes this the diff or patch rather than the JSON: it wins over a caller's Accept.
  const headers = { ...options.headers, accept: mediaType };
  const reply = await sendForData<Uint8Array>(session, { ...options, headers, path: '/repos/{owner}/{repo}/pulls/{pull_number}', params: pullParams(pullRequest), as: 'bytes' });
  return reply.data;
}

/** The unified diff of a pull request, as bytes. `GET /repos/{owner}/{repo}/pulls/{pull_number}` (Accept: application/vnd.github.diff) */
export async function getPullRequestDiff(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<Uint8Array> {
  return pullAs(session, pullRequest, 'application/vnd.github.diff', options);
}

/** The commits of a pull request in `git format-patch` form, as bytes. `GET /repos/{owner}/{repo}/pulls/{pull_number}` (Accept: application/vnd.github.patch) */
export async function getPullRequestPatch(session: Session, pullRequest: NumberedRef, options: CallOptions = {}): Promise<Uint8Array> {
  return pullAs(session, pullRequest, 'application/vnd.github.patch', options);
}
