export { getZen } from '../meta/zen.js';
export { getMascot, type MascotOptions } from '../meta/mascot.js';
export { getEmojis } from './emojis.js';
export { getGitignoreTemplate, listGitignoreTemplates } from './gitignore.js';
export { getLicense, listLicenses } from './licenses.js';
export { renderMarkdown, type MarkdownOptions } from './markdown.js';
export { getMeta } from '../meta/meta.js';
export { getRateLimit, ratelimitRemaining, type RateLimitOverview, type RateLimitRemainingOptions, type RateLimitResource } from './rate-limit.js';
export { getFeeds, type Feeds } from '../activity/feeds.js';
