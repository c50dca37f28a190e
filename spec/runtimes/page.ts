/* The suite in a browser page: the stand-ins come in the page's query, the results go back by POST to `report`. */
import { runSuite } from './suite.js';

const query = new URLSearchParams(location.search);
const results = await runSuite(query.get('rest') ?? '', query.get('aux') ?? '');
await fetch(query.get('report') ?? '', { method: 'POST', body: JSON.stringify(results) });
