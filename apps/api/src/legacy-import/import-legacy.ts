/**
 * Moving the league in from the previous site: check the source is a legacy database, read it whole, map
 * it onto our tables, then write it in one transaction (or, for a dry run, write it and roll back).
 * Answers a report of everything that was (or would be) created, changed, skipped or blocking.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { compareRecords, type RecordComparison } from './compare-records.ts';
import { mapLegacyLeague } from './map-legacy.ts';
import type { ImportIssue } from './mapping.ts';
import { type LegacyTableName, readLegacy } from './read-legacy.ts';
import { checkLegacySchema, type LegacySource } from './source.ts';
import { countLeagueRows, TARGET_NOT_EMPTY, writeLeague } from './write-league.ts';

export interface ImportOptions {
  dryRun: boolean;
  replace: boolean;
  /** Rows read per legacy table, as each is read. */
  onRead?: (table: LegacyTableName, rows: number) => void;
  /** Called once before the transaction opens (the command says so on screen). */
  onWriteStart?: () => void;
  /** Rows written so far per table of ours. */
  onWrite?: (table: string, rowsWritten: number) => void;
}

export interface ImportReport {
  dryRun: boolean;
  /** Rows read per legacy table. */
  read: Partial<Record<LegacyTableName, number>>;
  /** Rows created (or that a dry run would create) per table of ours. */
  created: Record<string, number>;
  issues: ImportIssue[];
  /** True when nothing was (or would be) written because of a blocking issue. */
  blocked: boolean;
  /** Rows the target held and the import replaced (or would replace). */
  replaced: Record<string, number>;
  /** Records recalculated by our rules; null when nothing was written. */
  recordsCreated: number | null;
  records: RecordComparison | null;
}

export async function importLegacy(
  source: LegacySource,
  db: Db,
  options: ImportOptions,
): Promise<ImportReport> {
  await checkLegacySchema(source);
  const read: ImportReport['read'] = {};
  const data = await readLegacy(source, (table, rows) => {
    read[table] = rows;
    options.onRead?.(table, rows);
  });
  const { league, issues, playerIds } = mapLegacyLeague(data);
  const created = Object.fromEntries(Object.entries(league).map(([t, rows]) => [t, rows.length]));
  const report: ImportReport = {
    dryRun: options.dryRun,
    read,
    created,
    issues,
    blocked: false,
    replaced: {},
    recordsCreated: null,
    records: null,
  };
  // Checked again inside the transaction; this early look lets one run list every obstacle.
  const held = await countLeagueRows(db);
  const refused = Object.keys(held).length > 0 && !options.replace;
  if (refused && !options.dryRun) throw new AppError('CONFLICT', TARGET_NOT_EMPTY(held));
  if (refused) issues.push(targetIssue(held));
  if (issues.some((i) => i.action === 'blocked')) {
    report.blocked = true;
    return report;
  }
  options.onWriteStart?.();
  try {
    const written = await writeLeague(db, league, {
      dryRun: options.dryRun,
      replace: options.replace,
      onProgress: options.onWrite,
    });
    report.created = written.counts;
    report.replaced = written.replaced;
    report.recordsCreated = written.recordsCreated;
    report.records = compareRecords(data.records, written.records, playerIds);
  } catch (err) {
    // In a dry run, a refused target is one more blocking line of the report rather than an error.
    if (options.dryRun && err instanceof AppError && err.code === 'CONFLICT') {
      report.blocked = true;
      issues.push(targetIssue(await countLeagueRows(db)));
      return report;
    }
    throw err;
  }
  // Fresh planner statistics: PGlite has no autovacuum to gather them after a bulk load.
  if (!options.dryRun) await db.execute(sql`analyze`);
  return report;
}

function targetIssue(held: Record<string, number>): ImportIssue {
  return { action: 'blocked', table: 'target', row: 'database', reason: TARGET_NOT_EMPTY(held) };
}
