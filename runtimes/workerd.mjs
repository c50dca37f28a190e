// Runs the suite's Worker module in workerd through miniflare, as a plain Worker runs: ES module
// syntax, today's compatibility date of this workerd, no compatibility flags. Prints the results.
//   node workerd.mjs <worker.mjs> <rest> <aux>
import process from 'node:process';
import { Miniflare } from 'miniflare';

const [scriptPath, rest, aux] = process.argv.slice(2);
const mf = new Miniflare({ modules: true, scriptPath, compatibilityDate: '2026-07-30' });
try {
  const url = `http://worker.example/?rest=${encodeURIComponent(rest)}&aux=${encodeURIComponent(aux)}`;
  const answer = await mf.dispatchFetch(url);
  process.stdout.write(`${await answer.text()}\n`);
} finally {
  await mf.dispose();
}
