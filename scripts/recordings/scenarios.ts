/**
 * Writes every scenario recording (multi-step stories) into recordings/scenarios/: each file of
 * scripts/recordings/scenarios/ exports `scenarios`, a builder per recording name.
 * Run: `npm run recordings:scenarios` (`OPENAPI_DIR` overrides the folder holding the descriptions).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recording } from '../../spec/support/recordings.js';
import { recordingText, REPO_ROOT } from '../lib/openapi.js';

const OUT_DIR = join(REPO_ROOT, 'recordings', 'scenarios');
const dir = fileURLToPath(new URL('./scenarios/', import.meta.url));

mkdirSync(OUT_DIR, { recursive: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  const { scenarios } = (await import(`./scenarios/${file}`)) as { scenarios: Record<string, () => Recording> };
  for (const [name, build] of Object.entries(scenarios)) {
    writeFileSync(join(OUT_DIR, `${name}.json`), recordingText(build()));
    console.log(`wrote recordings/scenarios/${name}.json`);
  }
}
