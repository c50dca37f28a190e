import { getEmojis } from '../misc/emojis.js';
import { getFeeds } from '../activity/feeds.js';
import { getGitignoreTemplate, listGitignoreTemplates } from '../misc/gitignore.js';
import { getLicense, listLicenses } from '../misc/licenses.js';
import { renderMarkdown } from '../misc/markdown.js';
import { getMascot } from '../meta/mascot.js';
import { getMeta } from '../meta/meta.js';
import { getRateLimit } from '../misc/rate-limit.js';
import { getZen } from '../meta/zen.js';

/** Client-level operations on the service's documents. */
export const miscOperations = {
  zen: getZen,
  mascot: getMascot,
  emojis: getEmojis,
  feeds: getFeeds,
  gitignoreTemplate: getGitignoreTemplate,
  gitignoreTemplates: listGitignoreTemplates,
  license: getLicense,
  licenses: listLicenses,
  markdown: renderMarkdown,
  meta: getMeta,
  rateLimit: getRateLimit,
};
