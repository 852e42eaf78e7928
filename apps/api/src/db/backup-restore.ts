/**
 * Loads a backup into an empty database of this code's version, in one transaction: a bad or cut file, or
 * any failing row, leaves the database as it was.
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { BackupError, type BackupSummary, knownMigrations } from './backup.ts';
import { parseHeader, readLines, readSections } from './backup-reader.ts';
import { insertRows, moveSequencesPastMaxIds, TABLES_IN_FOREIGN_KEY_ORDER, tableName } from './bulk-write.ts';
import type { Db, Tx } from './client.ts';
import { queryRows } from './sql.ts';

export interface RestoreOptions {
  /** Called as rows go in: table name and its rows restored so far. */
  onProgress?: (table: string, rows: number) => void;
}

/**
 * Loads a backup into `db`, which must be migrated to this code's version and hold no rows at all.
 * Everything happens in one transaction: a bad or cut file, or any failing row, leaves the database as it
 * was. Answers what was restored.
 */
export async function restoreBackup(
  db: Db,
  source: Readable,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const lines = readLines(source);
  const header = parseHeader(await lines.next());
  const migrations = knownMigrations();
  if (header.schemaVersion > migrations.length)
    throw new BackupError(
      `This backup was made by a newer version of the site (schema version ${header.schemaVersion}, ` +
        `this one knows ${migrations.length}); restore it with that version or a later one.`,
    );
  if (header.schemaVersion < migrations.length)
    throw new BackupError(
      `This backup was made by an older version of the site (schema version ${header.schemaVersion}, ` +
        `this one is at ${migrations.length}); restore it with the version that made it (migration ` +
        `${header.migration}), then start this version on that database, which upgrades it.`,
    );
  return db.transaction(async (tx) => {
    await assertEmpty(tx);
    // The totals triggers would re-sum a thousand players after every batch of lines; one refresh at the
    // end gives the same sums in half the time. Only this transaction sees the triggers off (ALTER TABLE
    // is transactional; a failed restore rolls it back too), and it locks stats, which is empty anyway.
    await tx.execute(sql`alter table stats disable trigger user`);
    const tables = await readSections(lines, (table, rows) =>
      insertRows(tx, table, rows, options).then(
        (written) => {
          options.onProgress?.(tableName(table), written);
          return written;
        },
        (err: unknown) => {
          if (err instanceof BackupError) throw err;
          // Drizzle's own message repeats the whole statement and its values; the database's reason is enough.
          const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
          throw new BackupError(`The database refused a row of ${tableName(table)}: ${reason}.`);
        },
      ),
    );
    await tx.execute(sql`alter table stats enable trigger user`);
    await tx.execute(sql`select refresh_player_season_totals(array(select distinct player_id from stats))`);
    await moveSequencesPastMaxIds(tx);
    return { header, tables };
  });
}

/** Refuses a database that holds any row, naming the tables that do. */
async function assertEmpty(tx: Tx): Promise<void> {
  const filled: string[] = [];
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER) {
    const name = tableName(table);
    const [row] = await queryRows<{ any: boolean }>(
      tx,
      sql`select exists (select 1 from ${sql.identifier(name)}) as any`,
    );
    if (row?.any) filled.push(name);
  }
  if (filled.length > 0)
    throw new BackupError(
      `The database is not empty (${filled.join(', ')} hold rows); restore only into an empty database.`,
    );
}
