export { Plan, ShortUser, User, AuthenticatedUser, Key } from './users.js';
export { ShortOrganization, ShortTeam } from './organizations.js';
export { ShortLicense, License } from './licenses.js';
export { ShortLabel, Label, Milestone } from './labels.js';
export { ShortRepository, Repository } from './repositories.js';
export { ShortIssue, Issue } from './issues.js';
