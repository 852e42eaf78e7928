/**
 * The whole site in one file, and back: what `npm run backup` / `npm run restore` and the backup route
 * use. The same file moves a league between the embedded database and PostgreSQL, either way.
 *
 * Format: gzip'd JSON lines.
 *   {"format":"volley-league-backup","formatVersion":1,"schemaVersion":3,"migration":"0002_…","createdAt":…}
 *   {"table":"users"}                     then one line per row, keyed by column name (row_to_json)
 *   {…row…}
 *   {"end":"users","rows":2}
 *   … every table, parents before children …
 *   {"end":"backup","tables":{"users":2,…}}
 * The end lines let a restore tell a complete file from a cut one even where gzip would not.
 *
 * Not in the file: the operational tables (OPERATIONAL_TABLES: the chat and push outbox, the game servers'
 * calls, used puzzle tokens, backup runs), player_season_totals and player_career_totals.
 * The totals are sums of stats and games; a restore rebuilds them with the triggers' own function (migration 0002) once the lines are in, so they
 * cannot disagree with them.
 *
 * Reading runs in one REPEATABLE READ, read-only transaction: one snapshot of the whole site however long
 * the writing takes, while the site keeps serving. Tables are read by primary-key ranges of BATCH_ROWS
 * rows and the file is written through gzip with backpressure, so memory stays bounded at any size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  DERIVED_TABLES,
  insertRows,
  moveSequencesPastMaxIds,
  TABLES_IN_FOREIGN_KEY_ORDER,
  tableName,
} from './bulk-write.ts';
import { type Db, MIGRATIONS_FOLDER, type Tx } from './client.ts';
import {
  backupRuns,
  botDeliveries,
  chatDeliveries,
  discordMessages,
  gameServerCalls,
  pushDeliveries,
  triviaSpentTokens,
} from './schema.ts';
import { queryRows } from './sql.ts';

export const BACKUP_FORMAT = 'volley-league-backup';
export const BACKUP_FORMAT_VERSION = 1;
const BATCH_ROWS = 1000;

/**
 * Left out of backups although they are not derived: the outbox of the chat, of web push and of the bot
 * (docs/decisions/0030-chat-delivery-outbox.md, docs/decisions/0050-web-push-through-the-outbox.md), whose
 * restore would post old results to the chat and to browsers again (the reminders it held are made again by
 * the next change to a match or a follow); the bot's record of the messages it keeps (a restored site posts
 * its own, docs/product/discord.md#the-standings-message); the game servers' calls
 * (docs/decisions/0047-results-from-the-game.md), which only make a repeated call answer as the first did;
 * the daily puzzle's used tokens, which expire within hours; and the record of backups and drills (ADR 43),
 * which describes this installation, not the league.
 */
export const OPERATIONAL_TABLES: readonly PgTable[] = [
  chatDeliveries,
  pushDeliveries,
  botDeliveries,
  discordMessages,
  gameServerCalls,
  triviaSpentTokens,
  backupRuns,
];

/** The tables a backup holds, parents before children. */
export const BACKUP_TABLES: readonly PgTable[] = TABLES_IN_FOREIGN_KEY_ORDER.filter(
  (table) => !DERIVED_TABLES.includes(table) && !OPERATIONAL_TABLES.includes(table),
);

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** How many migrations the database had applied: the shape of every row in the file. */
  schemaVersion: number;
  /** Name of the newest of those migrations, for people reading the file. */
  migration: string;
  createdAt: string;
}

export interface BackupSummary {
  header: BackupHeader;
  /** Rows per table name. */
  tables: Record<string, number>;
}

/** A backup file that cannot be restored, or a database that cannot take it; the message says why. */
export class BackupError extends Error {}

interface JournalEntry {
  tag: string;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** How many migrations the database has applied (0 for a database never migrated). */
export async function appliedMigrationCount(db: Db | Tx): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

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

/**
 * Reads a whole backup without a database and answers what it holds, or throws what is wrong with it
 * (the same checks as a restore makes): to check a file before keeping it.
 */
export async function checkBackup(source: Readable): Promise<BackupSummary> {
  const lines = readLines(source);
  const header = parseHeader(await lines.next());
  const tables = await readSections(lines, async (_table, rows) => {
    let count = 0;
    for await (const _row of rows) count++;
    return count;
  });
  return { header, tables };
}

/** Hands each table section's rows to `write` in file order; checks every count and the end line. */
async function readSections(
  lines: AsyncGenerator<string>,
  write: (table: PgTable, rows: AsyncGenerator<Record<string, unknown>>) => Promise<number>,
): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (;;) {
    const line = parseLine(await lines.next());
    if (line.end === 'backup') {
      if (JSON.stringify(line.tables) !== JSON.stringify(tables))
        throw notOurs('its table counts do not match its rows');
      break;
    }
    if (typeof line.table !== 'string') throw notOurs('a table section was expected');
    const table = BACKUP_TABLES.find((t) => tableName(t) === line.table);
    if (!table) throw new BackupError(`The file holds a table this version does not know: ${line.table}.`);
    tables[line.table] = await write(table, sectionRows(lines, table));
  }
  if ((await lines.next()).done !== true) throw notOurs('it goes on after its end');
  return tables;
}

const notOurs = (why: string) => new BackupError(`This is not a complete league backup file: ${why}.`);

/** The lines of a gzip'd backup, blank ones skipped; a cut or foreign file throws a BackupError. */
export async function* readLines(source: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const reader = createInterface({ input: source.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
  // A read error of the file (or gzip's) must reach the reader, not only the stream it came from.
  source.on('error', (err) => gunzip.destroy(err));
  try {
    for await (const line of reader) if (line !== '') yield line;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw notOurs('it is not gzip data or is cut short');
    throw err;
  }
}

function parseLine(next: IteratorResult<string>): Record<string, unknown> {
  if (next.done) throw notOurs('it ends too early');
  try {
    const value: unknown = JSON.parse(next.value);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw notOurs('a line is not a JSON object');
}

export function parseHeader(next: IteratorResult<string>): BackupHeader {
  const header = parseLine(next);
  if (header.format !== BACKUP_FORMAT) throw notOurs('its first line does not name the format');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION || typeof header.schemaVersion !== 'number')
    throw new BackupError(
      `This backup has format version ${String(header.formatVersion)}; this site reads ${BACKUP_FORMAT_VERSION}.`,
    );
  return header as unknown as BackupHeader;
}

/** The rows of the current section, as Drizzle insert objects; stops at the section's end line. */
async function* sectionRows(
  lines: AsyncGenerator<string>,
  table: PgTable,
): AsyncGenerator<Record<string, unknown>> {
  const name = tableName(table);
  const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  let rows = 0;
  for (;;) {
    const line = parseLine(await lines.next());
    if (line.end === name) {
      if (line.rows !== rows) throw notOurs(`${name} should have ${String(line.rows)} rows, it has ${rows}`);
      return;
    }
    if ('end' in line || 'table' in line) throw notOurs(`${name} has no end line`);
    const row: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(line)) {
      const key = keyOf.get(column);
      if (key === undefined)
        throw new BackupError(`The file has a column ${name}.${column} this version does not know.`);
      row[key] = value;
    }
    rows++;
    yield row;
  }
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
