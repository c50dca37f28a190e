import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One recording to generate from a documented example. */
export interface Row {
  operationId: string;
  /** Values for the path template's parameters. */
  params?: Record<string, string>;
  /** The query the client sends (listings: `per_page=100` on the first page). */
  query?: string;
  /** The response status to take (default: the first 2xx with an example, or a 2xx without a body). */
  status?: number;
  /** File name below recordings/openapi/ without `.json`; default: the operationId with "/" → "." (plus `.<status>` when a status is given). */
  output?: string;
  /** Take the operation from ghes-3.19.json (served under /api/v3 of a stand-in host). */
  file?: 'ghes';
  /** The documented example to take, by its name (default: the first). */
  example?: string;
}

export const OWNER_REPO = { owner: 'octocat', repo: 'Hello-World' };

/** Every row of every table in this folder (one file per area: `export const rows: Row[]`). */
export async function loadRows(): Promise<Row[]> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'rows.ts').sort();
  const tables = await Promise.all(files.map(async (f) => ((await import(`./${f}`)) as { rows: Row[] }).rows));
  return tables.flat();
}
