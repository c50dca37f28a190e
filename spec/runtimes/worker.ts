/*
 * The suite as a Cloudflare Worker module, as a plain Worker is written: `export default { fetch }`,
 * no compatibility flags. A request names the stand-ins (`?rest=…&aux=…`); the answer is the results.
 */
import { runSuite } from './suite.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const results = await runSuite(url.searchParams.get('rest') ?? '', url.searchParams.get('aux') ?? '');
    return new Response(JSON.stringify(results), { headers: { 'content-type': 'application/json' } });
  },
};
