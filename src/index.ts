export * from './core/index.js';
export * from './schemas/index.js';
export * from './misc/index.js';
export * from './users/index.js';
export * from './repos/index.js';
export * from './issues/index.js';
export { createClient, createSelfHostedClient, type Client, type SelfHostedOptions } from './client.js';
