import { checkSession, flag, isRecord, nullable, shown, text } from '../core/codec.js';
import { body, composed, operation, path, type Op, one } from '../core/operation.js';
import { decodedSegment } from '../core/refs.js';
import type { CallOptions, Session } from '../core/types.js';
import { ValidationError } from '../errors/validation-error.js';
import { getIssue } from '../issues/get-issue.js';
import { getPullRequest } from '../pulls/get-pull-request.js';
import type { Issue } from '../models/issues.js';
import { ProjectCard } from '../models/projects.js';
import type { PullRequest } from '../models/pulls.js';
import { classic, classicBool, INERTIA } from '../core/classic.js';
import { cardId, cardPosition, columnId, type IdRef } from './codecs.js';

// Classic projects: Enterprise Server only; removed from api.github.com.

const card = /*#__PURE__*/ path(cardId, 'card_id');

/** A card of a classic project by id. Classic projects: Enterprise Server only; removed from api.github.com. `GET /projects/columns/cards/{card_id}` */
export const getProjectCard: Op<[card: IdRef], CallOptions, Promise<ProjectCard>> = /*#__PURE__*/ operation(() => ({
  path: '/projects/columns/cards/{card_id}',
  target: card,
  accept: INERTIA,
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectCard)),
}));

export interface CardChanges extends CallOptions {
  /** The card's text (note cards only); null removes it. */
  note?: string | null;
  /** Archive the card (true) or bring it back (false). */
  archived?: boolean;
}

/** Changes a card of a classic project; only the fields given are sent. Classic projects: Enterprise Server only; removed from api.github.com. `PATCH /projects/columns/cards/{card_id}` */
export const updateProjectCard: Op<[card: IdRef], CardChanges, Promise<ProjectCard>> = /*#__PURE__*/ operation(() => ({
  method: 'PATCH',
  path: '/projects/columns/cards/{card_id}',
  target: card,
  params: { note: /*#__PURE__*/ body(/*#__PURE__*/ nullable(text)), archived: /*#__PURE__*/ body(flag) },
  accept: INERTIA,
  auth: 'update',
  result: /*#__PURE__*/ classic(/*#__PURE__*/ one(ProjectCard)),
}));

/** Deletes a card of a classic project: true once deleted, false on 404 (from Enterprise Server). Classic projects: Enterprise Server only; removed from api.github.com. `DELETE /projects/columns/cards/{card_id}` */
export const deleteProjectCard: Op<[card: IdRef], CallOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'DELETE',
  path: '/projects/columns/cards/{card_id}',
  target: card,
  accept: INERTIA,
  auth: 'delete',
  result: /*#__PURE__*/ classicBool(),
}));

export interface MoveCardOptions extends CallOptions {
  /** The column (by id, or parsed) to move the card to; its own column without it. */
  column?: IdRef;
}

/**
 * Moves a card to `position` (`top`, `bottom` or `after:<card id>`), in its column or in the
 * one given. True once moved. Classic projects: Enterprise Server only; removed from api.github.com.
 * `POST /projects/columns/cards/{card_id}/moves`
 */
export const moveProjectCard: Op<[card: IdRef, position: string], MoveCardOptions, Promise<boolean>> = /*#__PURE__*/ operation(() => ({
  method: 'POST',
  path: '/projects/columns/cards/{card_id}/moves',
  target: card,
  args: ['position'],
  params: { position: /*#__PURE__*/ body(cardPosition), column: /*#__PURE__*/ body(columnId, 'column_id') },
  accept: INERTIA,
  auth: 'move',
  result: /*#__PURE__*/ classicBool(201),
}));

/** What a card names as its content, read as the issue or pull request it is. */
type ContentCard = { readonly content_url: string | null };

/**
 * The repository and number of a card's `content_url`: an issues or pulls url of the session's
 * own API (never another host, whatever a card says), each part a checked path segment.
 */
function contentOf(session: Session, value: unknown): { owner: string; repo: string; number: number } {
  checkSession(session);
  const url = isRecord(value) ? value.content_url : undefined;
  if (url === null) throw new ValidationError('card', 'is a note card: it shows no issue or pull request');
  if (typeof url !== 'string') throw new ValidationError('card', `needs a parsed ProjectCard with its content_url, not ${shown(value)}`);
  const prefix = `${session.baseUrl}/repos/`;
  const match = url.startsWith(prefix) ? /^([^/?#]+)\/([^/?#]+)\/(?:issues|pulls)\/([1-9]\d*)$/.exec(url.slice(prefix.length)) : null;
  if (!match) throw new ValidationError('card.content_url', `is not an issue or pull request url of ${session.baseUrl}: ${shown(url)}`);
  return { owner: decodedSegment(match[1] as string, 'card.content_url'), repo: decodedSegment(match[2] as string, 'card.content_url'), number: Number(match[3]) };
}

/**
 * The issue a card shows, from its `content_url` (which must be an issue url of the session's API). `GET /repos/{owner}/{repo}/issues/{issue_number}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getProjectCard, getProjectCardIssue } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const card = await getProjectCard(session, 1478);
 * if (card.content_url) console.log((await getProjectCardIssue(session, card)).title);
 * ```
 */
export const getProjectCardIssue: Op<[card: ContentCard], CallOptions, Promise<Issue>> = /*#__PURE__*/ composed(function getProjectCardIssue(session, ...args) {
  try {
    return getIssue(session, contentOf(session, args[0]), args[1]);
  } catch (error) {
    return Promise.reject(error) as never;
  }
}, getIssue);

/**
 * The pull request a card shows, from its `content_url` (an issue or pull request url of the session's API). `GET /repos/{owner}/{repo}/pulls/{pull_number}`
 * @example
 * ```ts
 * import { createSession } from 'hubops';
 * import { getProjectCard, getProjectCardPullRequest } from 'hubops/orgs';
 *
 * const session = createSession({ token: process.env.GITHUB_TOKEN });
 * const card = await getProjectCard(session, 1478);
 * if (card.content_url) console.log((await getProjectCardPullRequest(session, card)).merged);
 * ```
 */
export const getProjectCardPullRequest: Op<[card: ContentCard], CallOptions, Promise<PullRequest>> = /*#__PURE__*/ composed(function getProjectCardPullRequest(session, ...args) {
  try {
    return getPullRequest(session, contentOf(session, args[0]), args[1]);
  } catch (error) {
    return Promise.reject(error) as never;
  }
}, getPullRequest);
