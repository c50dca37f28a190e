import type { Session } from '../core/session.js';
import { getEmojis } from '../misc/emojis.js';
import { getFeeds } from '../misc/feeds.js';
import { getGitignoreTemplate, listGitignoreTemplates } from '../misc/gitignore.js';
import { getLicense, listLicenses } from '../misc/licenses.js';
import { renderMarkdown } from '../misc/markdown.js';
import { getMascot } from '../misc/mascot.js';
import { getMeta } from '../misc/meta.js';
import { getRateLimit } from '../misc/rate-limit.js';
import { getZen } from '../misc/zen.js';
import { bind } from './bind.js';

/** Client-level operations on the service's documents (§4.2). */
export function miscOperations(session: Session) {
  return {
    zen: bind(session, getZen),
    mascot: bind(session, getMascot),
    emojis: bind(session, getEmojis),
    feeds: bind(session, getFeeds),
    gitignoreTemplate: bind(session, getGitignoreTemplate),
    gitignoreTemplates: bind(session, listGitignoreTemplates),
    license: bind(session, getLicense),
    licenses: bind(session, listLicenses),
    markdown: bind(session, renderMarkdown),
    meta: bind(session, getMeta),
    rateLimit: bind(session, getRateLimit),
  };
}
