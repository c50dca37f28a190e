export * from './documented.js';
export * from './generated/index.js';
