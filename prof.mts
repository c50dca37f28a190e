import { startListingServer } from './bench/listing-server.ts';
import { listHubops, listRaw, hubopsSession } from './bench/listing.ts';
const server = await startListingServer();
for (let i = 0; i < 6; i++) await (process.env.RAW ? listRaw(server.origin) : listHubops(hubopsSession(server.origin)));
server.close();
