// hubops/oauth-authorizations: the legacy authorizations API's generated operations, which live in
// hubops/auth beside the hand-written ones serving the same routes.
export * from '../auth/generated/index.js';
