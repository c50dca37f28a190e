import { startListingServer } from './bench/listing-server.ts';
import { listRaw, listHubops, hubopsSession } from './bench/listing.ts';
const server = await startListingServer();
const t = async (f) => { const s = performance.now(); const r = await f(); return [performance.now() - s, r]; };
const res = { raw: [], hub: [] };
for (let i = 0; i < 10; i++) {
  const a = await t(() => listRaw(server.origin)); const b = await t(() => listHubops(hubopsSession(server.origin)));
  if (a[1].checksum !== b[1].checksum) console.log('checksum mismatch', a[1], b[1]);
  if (i > 1) { res.raw.push(a[0]); res.hub.push(b[0]); }
}
const med = (x) => x.sort((p, q) => p - q)[Math.floor(x.length / 2)];
console.log('raw', med(res.raw).toFixed(0), 'hubops', med(res.hub).toFixed(0), 'ratio', (med(res.hub) / med(res.raw)).toFixed(3));
server.close();
