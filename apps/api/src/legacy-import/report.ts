/**
 * The import report as text: what was read, what is (or would be) created, every row changed, skipped,
 * kept as an exception or blocking, and how the recalculated records compare with the old ones.
 * Never prints a password hash: issues about accounts say only what is wrong.
 */
import { DIFFERENCE_EXPLANATIONS, type RecordDifference } from './compare-records.ts';
import type { ImportReport } from './import-legacy.ts';
import type { IssueAction } from './mapping.ts';

const ORDER: IssueAction[] = ['blocked', 'skipped', 'changed', 'kept'];
const n = (v: number) => v.toLocaleString('en-US');

function table(rows: [string, number][]): string[] {
  const width = Math.max(0, ...rows.map(([name]) => name.length));
  return rows.map(([name, count]) => `  ${name.padEnd(width)}  ${n(count).padStart(9)}`);
}

export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push('Read from the legacy database:', ...table(Object.entries(report.read)), '');
  const verb = report.blocked
    ? 'Would be created once nothing blocks'
    : report.dryRun
      ? 'Would be created'
      : 'Created';
  lines.push(`${verb}:`, ...table(Object.entries(report.created)), '');
  if (Object.keys(report.replaced).length > 0) {
    const what = Object.entries(report.replaced)
      .map(([t, c]) => `${n(c)} ${t}`)
      .join(', ');
    lines.push(`${report.dryRun ? 'Would replace' : 'Replaced'} the target's league data (${what}).`, '');
  }

  const counts = Object.fromEntries(
    ORDER.map((a) => [a, report.issues.filter((i) => i.action === a).length]),
  );
  lines.push(
    `Rows needing attention: ${counts.blocked} blocking, ${counts.skipped} skipped, ${counts.changed} changed, ${counts.kept} kept as they were.`,
  );
  for (const action of ORDER) {
    for (const issue of report.issues.filter((i) => i.action === action)) {
      lines.push(`  ${action.padEnd(7)}  ${issue.table} ${issue.row}: ${issue.reason}`);
    }
  }
  lines.push('');

  if (report.records && report.recordsCreated !== null) {
    const r = report.records;
    const differ = r.oldRecords - r.same;
    lines.push(
      `Records: the old site's ${n(r.oldRecords)} records are not imported; ${n(report.recordsCreated)} were recalculated by our rules. ` +
        `Old against new, rank by rank: ${n(r.same)} unchanged, ${n(differ)} different${differ > 0 ? ':' : '.'}`,
    );
    for (const [kind, count] of Object.entries(r.differences) as [RecordDifference, number][]) {
      lines.push(`  ${n(count).padStart(6)}  ${kind}: ${DIFFERENCE_EXPLANATIONS[kind]}`);
    }
    lines.push('');
  }
  if (report.blocked) {
    lines.push(
      `Nothing was written: ${counts.blocked} blocking row(s) above must be fixed first (in the old database, or run with --replace for the target).`,
    );
  } else if (report.dryRun) {
    lines.push(
      'Dry run: everything was written and checked in a transaction, then rolled back; the target is unchanged.',
    );
  }
  return lines.join('\n');
}

/** The one-line summary: rows, time and peak memory of the whole run. */
export function formatSummary(report: ImportReport, seconds: number, peakBytes: number): string {
  const rows = Object.values(report.created).reduce((a, b) => a + b, 0);
  const outcome = report.blocked ? 'Blocked' : report.dryRun ? 'Dry run' : 'Imported';
  return `${outcome}: ${n(rows)} rows in ${seconds.toFixed(1)} s, peak memory ${Math.round(peakBytes / 1024 / 1024)} MB.`;
}
