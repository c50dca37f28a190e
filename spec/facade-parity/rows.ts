import type { DocumentedOperation } from './table.js';
import { clientRows } from './client.js';
import { documentedFormRows } from './documented-forms.js';
import { issuePullRows } from './issues-pulls.js';
import { repositoryRows } from './repository.js';
import { userOrgRows } from './users-orgs.js';

/** Every documented operation and older name, by where the document lists it. */
export const documented: readonly DocumentedOperation[] = [...clientRows, ...userOrgRows, ...repositoryRows, ...issuePullRows, ...documentedFormRows];
