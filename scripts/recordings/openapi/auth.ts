import type { Row } from './rows.js';

/** The client id of the description's examples (the `client-id` path parameter). */
const CLIENT_ID = { client_id: 'Iv1.8a61f9b3a7aba766' };

/**
 * Authentication. The `/authorizations` routes are gone from api.github.com and still
 * listed (deprecated) by GitHub Enterprise Server 3.19, so they come from its description.
 */
export const rows: Row[] = [
  { operationId: 'oauth-authorizations/create-authorization', file: 'ghes' },
  { operationId: 'oauth-authorizations/get-authorization', file: 'ghes', params: { authorization_id: '1' } },
  { operationId: 'oauth-authorizations/list-authorizations', file: 'ghes', query: 'per_page=100' },
  // The answer a token gets.
  { operationId: 'oauth-authorizations/list-authorizations', file: 'ghes', query: 'per_page=100', status: 404 },
  { operationId: 'apps/check-token', params: CLIENT_ID },
  { operationId: 'apps/check-token', params: CLIENT_ID, status: 404 },
  { operationId: 'apps/delete-token', params: CLIENT_ID },
  { operationId: 'users/get-authenticated' },
  // The public view, which a token that does not see the private one gets.
  { operationId: 'users/get-authenticated', example: 'response-with-public-profile-information', output: 'users.get-authenticated.public-view' },
];
