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
 * Written by backup-writer.ts, read and checked by backup-reader.ts, loaded by backup-restore.ts.
 *
 * Not in the file: the operational tables (OPERATIONAL_TABLES: the chat and push outbox, the game servers'
 * calls, used puzzle tokens, backup runs), player_season_totals and player_career_totals.
 * The totals are sums of stats and games; a restore rebuilds them with the triggers' own function (migration 0002) once the lines are in, so they
 * cannot disagree with them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DERIVED_TABLES, TABLES_IN_FOREIGN_KEY_ORDER } from './bulk-write.ts';
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
