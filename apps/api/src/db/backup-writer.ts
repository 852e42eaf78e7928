/**
 * Writes a backup (the format is in backup.ts). Reading runs in one REPEATABLE READ, read-only transaction:
 * one snapshot of the whole site however long the writing takes, while the site keeps serving. Tables are
 * read by primary-key ranges of BATCH_ROWS rows and the file is written through gzip with backpressure, so
 * memory stays bounded at any size.
 */
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  appliedMigrationCount,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TABLES,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  knownMigrations,
} from './backup.ts';
import { tableName } from './bulk-write.ts';
import type { Db, Tx } from './client.ts';
import { queryRows } from './sql.ts';

const BATCH_ROWS = 1000;

/**
 * Writes the whole site to `destination` (a file or an HTTP answer) as a gzip'd backup, from one
 * snapshot. Refuses a database whose migrations differ from this code's, whose tables it would misread.
 */
export async function writeBackup(db: Db, destination: Writable): Promise<BackupSummary> {
  const migrations = knownMigrations();
  return db.transaction(
    async (tx) => {
      const applied = await appliedMigrationCount(tx);
      if (applied !== migrations.length)
        throw new BackupError(
          `The database has ${applied} of this version's ${migrations.length} migrations applied; ` +
            'back it up with the version of the site that runs on it.',
        );
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schemaVersion: applied,
        migration: migrations[applied - 1] ?? '',
        createdAt: new Date().toISOString(),
      };
      const tables: Record<string, number> = {};
      await pipeline(backupLines(tx, header, tables), createGzip(), destination);
      return { header, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function* backupLines(
  tx: Tx,
  header: BackupHeader,
  tables: Record<string, number>,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of BACKUP_TABLES) {
    const name = tableName(table);
    yield `${JSON.stringify({ table: name })}\n`;
    let rows = 0;
    for await (const batch of tableBatches(tx, table)) {
      rows += batch.length;
      yield `${batch.join('\n')}\n`;
    }
    tables[name] = rows;
    yield `${JSON.stringify({ end: name, rows })}\n`;
  }
  yield `${JSON.stringify({ end: 'backup', tables })}\n`;
}

function primaryKeyColumns(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  return single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
}

/** The rows of `table` as JSON texts, BATCH_ROWS at a time, in primary-key order (keyset paging). */
export async function* tableBatches(tx: Tx, table: PgTable): AsyncGenerator<string[]> {
  const name = tableName(table);
  const keys = primaryKeyColumns(table).map((column) => column.name);
  if (keys.length === 0) throw new Error(`${name} has no primary key to read it in order by`);
  const keyList = sql.join(
    keys.map((key) => sql`t.${sql.identifier(key)}`),
    sql`, `,
  );
  let after: unknown[] | undefined;
  for (;;) {
    const where: SQL = after
      ? sql`where (${keyList}) > (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : sql``;
    const rows = await queryRows<{ r: string }>(
      tx,
      sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t ${where}
          order by ${keyList} limit ${BATCH_ROWS}`,
    );
    if (rows.length === 0) return;
    const texts = rows.map((row) => row.r);
    yield texts;
    if (rows.length < BATCH_ROWS) return;
    const last = JSON.parse(texts[texts.length - 1] as string) as Record<string, unknown>;
    after = keys.map((key) => last[key]);
  }
}
