import { OWNER_REPO, type Row } from './rows.js';

/** Collaborators, invitations, hooks, deploy keys, deployments and commit statuses of a repository. */
const COLLABORATOR = { ...OWNER_REPO, username: 'octocat' };
const INVITATION = { ...OWNER_REPO, invitation_id: '1' };
const HOOK = { ...OWNER_REPO, hook_id: '1' };
const KEY = { ...OWNER_REPO, key_id: '1' };
const DEPLOYMENT = { ...OWNER_REPO, deployment_id: '42' };
const SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';

export const rows: Row[] = [
  { operationId: 'repos/add-collaborator', params: COLLABORATOR },
  { operationId: 'repos/add-collaborator', params: COLLABORATOR, status: 204 },
  { operationId: 'repos/list-collaborators', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/check-collaborator', params: COLLABORATOR },
  { operationId: 'repos/check-collaborator', params: COLLABORATOR, status: 404 },
  { operationId: 'repos/remove-collaborator', params: COLLABORATOR },
  { operationId: 'repos/list-invitations', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/update-invitation', params: INVITATION },
  { operationId: 'repos/delete-invitation', params: INVITATION },
  { operationId: 'repos/create-webhook', params: OWNER_REPO },
  { operationId: 'repos/get-webhook', params: HOOK },
  { operationId: 'repos/list-webhooks', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/update-webhook', params: HOOK },
  { operationId: 'repos/delete-webhook', params: HOOK },
  { operationId: 'repos/delete-webhook', params: HOOK, status: 404 },
  { operationId: 'repos/ping-webhook', params: HOOK },
  { operationId: 'repos/ping-webhook', params: HOOK, status: 404 },
  { operationId: 'repos/test-push-webhook', params: HOOK },
  { operationId: 'repos/create-deploy-key', params: OWNER_REPO },
  { operationId: 'repos/get-deploy-key', params: KEY },
  { operationId: 'repos/list-deploy-keys', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/delete-deploy-key', params: KEY },
  { operationId: 'repos/create-deployment', params: OWNER_REPO },
  { operationId: 'repos/create-deployment', params: OWNER_REPO, status: 202 },
  { operationId: 'repos/create-deployment', params: OWNER_REPO, status: 409 },
  { operationId: 'repos/get-deployment', params: DEPLOYMENT },
  { operationId: 'repos/list-deployments', params: OWNER_REPO, query: 'per_page=100' },
  { operationId: 'repos/create-deployment-status', params: DEPLOYMENT },
  { operationId: 'repos/list-deployment-statuses', params: DEPLOYMENT, query: 'per_page=100' },
  { operationId: 'repos/create-commit-status', params: { ...OWNER_REPO, sha: SHA } },
  { operationId: 'repos/list-commit-statuses-for-ref', params: { ...OWNER_REPO, ref: SHA }, query: 'per_page=100' },
  { operationId: 'repos/get-combined-status-for-ref', params: { ...OWNER_REPO, ref: SHA } },
];
