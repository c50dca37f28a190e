/** Small formatting helpers for the bench's printed report. */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** 1 KB = 1024 bytes throughout the bench. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
export const ms = (value: number): string => `${value.toFixed(0)} ms`;
export const seconds = (value: number): string => `${(value / 1000).toFixed(2)} s`;
export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)} ×` : '—');

export interface Row {
  readonly measure: string;
  readonly hubops: string;
  readonly reference: string;
  readonly ratio: string;
  readonly budget: string;
  /** undefined when the row has no budget. */
  readonly met?: boolean;
}

/** A plain-text table with a header rule, columns padded to their widest cell. */
export function renderTable(rows: readonly Row[]): string {
  const header = ['measure', 'hubops', 'reference', 'ratio', 'budget', 'met?'];
  const cells = rows.map((row) => [row.measure, row.hubops, row.reference, row.ratio, row.budget, row.met === undefined ? '—' : row.met ? 'yes' : 'NO']);
  const widths = header.map((name, col) => Math.max(name.length, ...cells.map((line) => (line[col] as string).length)));
  const line = (values: readonly string[]) => `| ${values.map((value, col) => value.padEnd(widths[col] as number)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
