/**
 * The one table the benchmark prints: every figure with its target and whether the target was met.
 * Sections add rows as they measure; run.ts prints the table and writes it as Markdown.
 */

export type Verdict = 'met' | 'not met' | 'skipped' | '';

export interface ResultRow {
  section: string;
  figure: string;
  value: string;
  target: string;
  verdict: Verdict;
}

export class Report {
  readonly rows: ResultRow[] = [];

  /** A figure without a target (context: sizes, times that only show growth). */
  info(section: string, figure: string, value: string): void {
    this.rows.push({ section, figure, value, target: '', verdict: '' });
  }

  /** A figure with a target: `met` says whether it was reached. */
  check(section: string, figure: string, value: string, target: string, met: boolean): void {
    this.rows.push({ section, figure, value, target, verdict: met ? 'met' : 'not met' });
  }

  /** A figure that could not be measured here, with the reason as its value. */
  skip(section: string, figure: string, reason: string, target = ''): void {
    this.rows.push({ section, figure, value: reason, target, verdict: 'skipped' });
  }
}

const HEADERS = ['Section', 'Figure', 'Value', 'Target', 'Met'] as const;
const cells = (row: ResultRow) => [row.section, row.figure, row.value, row.target, row.verdict];

/** A plain-text table for the terminal. */
export function renderText(rows: readonly ResultRow[]): string {
  const table = [HEADERS as readonly string[], ...rows.map(cells)];
  const widths = HEADERS.map((_, col) => Math.max(...table.map((r) => (r[col] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(table[0] ?? []), rule, ...table.slice(1).map(line)].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The same table in Markdown, with a heading saying when and where it ran. */
export function renderMarkdown(rows: readonly ResultRow[], heading: string, notes: string[]): string {
  const head = `| ${HEADERS.join(' | ')} |\n|${HEADERS.map(() => ' --- ').join('|')}|`;
  const body = rows.map((r) => `| ${cells(r).map(escapeCell).join(' | ')} |`).join('\n');
  const noteText = notes.map((n) => `- ${n}`).join('\n');
  return `# ${heading}\n\n${noteText}\n\n${head}\n${body}\n`;
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 100) return `${Math.round(value)} ms`;
  return `${value.toFixed(1)} ms`;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The value at quantile `p` (0..1) of numbers sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Times `fn` `runs` times after `warmups` untimed calls; answers the sorted samples in ms. */
export async function sample(runs: number, fn: () => Promise<unknown>, warmups = 2): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}
