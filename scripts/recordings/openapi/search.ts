import type { Row } from './rows.js';

/** Searches: code, issues and pull requests, repositories, users; each query as hubops sends it (the description's own example queries). */
export const rows: Row[] = [
  { operationId: 'search/code', query: 'q=addClass+in%3Afile+language%3Ajs+repo%3Ajquery%2Fjquery&per_page=100' },
  { operationId: 'search/issues-and-pull-requests', query: 'q=windows+label%3Abug+language%3Apython+state%3Aopen&sort=created&order=asc&per_page=100' },
  { operationId: 'search/repos', query: 'q=tetris+language%3Aassembly&sort=stars&order=desc&per_page=100' },
  { operationId: 'search/users', query: 'q=tom+repos%3A%3E42+followers%3A%3E1000&per_page=100' },
];
