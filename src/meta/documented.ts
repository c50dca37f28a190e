export { getMeta } from './meta.js';
export { getMascot, type MascotOptions } from './mascot.js';
export { getZen } from './zen.js';
