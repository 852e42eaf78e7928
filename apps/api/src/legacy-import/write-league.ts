/**
 * Writes a mapped legacy league into our database in ONE transaction: the target check, the optional
 * replacement of what is there, every row, the records recalculated by our rules, and the sequences moved
 * past the old ids. Any error rolls everything back, and so does a killed process (the transaction never
 * commits). A dry run does the same work and rolls back at the end, so our schema's own constraints
 * validate the data and the records comparison is real, while the target keeps every row it had.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  insertRows,
  moveSequencesPastMaxIds,
  type RowSource,
  TABLES_IN_FOREIGN_KEY_ORDER,
  tableName,
} from '../db/bulk-write.ts';
import type { Db, Tx } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';
import { recalculateRecords } from '../features/records/service.ts';
import { AppError } from '../lib/errors.ts';
import type { MappedLeague } from './mapping.ts';

export interface WriteOptions {
  /** Replace the league data a target already holds (in the same transaction). */
  replace: boolean;
  /** Do everything, then roll back. */
  dryRun: boolean;
  onProgress?: (table: string, rowsWritten: number) => void;
}

export interface WriteResult {
  /** Rows written per table (our table names). */
  counts: Record<string, number>;
  /** Rows the target held before, per table; non-empty only when it held any. */
  replaced: Record<string, number>;
  recordsCreated: number;
  /** The recalculated records, for the comparison with the old site's. */
  records: RecalculatedRecord[];
}

export interface RecalculatedRecord {
  type: string;
  record: string;
  rank: number;
  value: number;
  playerId: number;
  gameId: number | null;
  seasonId: number | null;
}

/** Our tables in insert order with the mapped rows each receives. */
export function tablesOf(league: MappedLeague): [PgTable, RowSource][] {
  const byName: Record<keyof MappedLeague, PgTable> = {
    users: schema.users,
    articles: schema.articles,
    article_likes: schema.articleLikes,
    seasons: schema.seasons,
    teams: schema.teams,
    players: schema.players,
    team_players: schema.teamPlayers,
    games: schema.games,
    stats: schema.stats,
    awards: schema.awards,
    award_players: schema.awardPlayers,
    matches: schema.matches,
  };
  const rows = new Map<PgTable, RowSource>(
    (Object.keys(byName) as (keyof MappedLeague)[]).map((k) => [byName[k], league[k] as RowSource]),
  );
  return TABLES_IN_FOREIGN_KEY_ORDER.filter((t) => rows.has(t)).map((t) => [t, rows.get(t) as RowSource]);
}

/** The tables whose rows make "league data" (everything but the derived totals). */
const COUNTED_TABLES = [
  'users',
  'seasons',
  'teams',
  'players',
  'games',
  'stats',
  'awards',
  'matches',
  'articles',
  'records',
] as const;

/** Rows per league table of the target, only the non-empty ones. */
export async function countLeagueRows(db: Db | Tx): Promise<Record<string, number>> {
  const selects = COUNTED_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const [row] = await queryRows<Record<string, number>>(db, sql.raw(`select ${selects}`));
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, n]) => n > 0));
}

export function describeRows(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([t, n]) => `${n.toLocaleString('en-US')} ${t}`)
    .join(', ');
}

export const TARGET_NOT_EMPTY = (counts: Record<string, number>) =>
  `The target database already holds league data (${describeRows(counts)}). Nothing was written. ` +
  'Run again with --replace to replace it with the imported league (in the same transaction).';

class DryRunRollback extends Error {
  constructor(readonly result: WriteResult) {
    super('dry run: rolled back');
  }
}

export async function writeLeague(db: Db, league: MappedLeague, options: WriteOptions): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const replaced = await countLeagueRows(tx);
      if (Object.keys(replaced).length > 0) {
        if (!options.replace) throw new AppError('CONFLICT', TARGET_NOT_EMPTY(replaced));
        const all = TABLES_IN_FOREIGN_KEY_ORDER.map((t) => `"${tableName(t)}"`).join(', ');
        await tx.execute(sql.raw(`truncate table ${all} restart identity cascade`));
      }
      const counts: Record<string, number> = {};
      for (const [table, rows] of tablesOf(league)) {
        counts[tableName(table)] = await insertRows(tx, table, rows, { onProgress: options.onProgress });
      }
      // Our records, by our rules, from the imported stat lines; a savepoint inside this transaction.
      const recordsCreated = await recalculateRecords(tx as unknown as Db);
      const records = await queryRows<RecalculatedRecord>(
        tx,
        sql`select type, record, rank, value, player_id as "playerId", game_id as "gameId", season_id as "seasonId"
            from records order by type, sort_order, rank`,
      );
      const result = { counts, replaced, recordsCreated, records };
      // setval is not transactional: a dry run must not move the target's sequences.
      if (options.dryRun) throw new DryRunRollback(result);
      await moveSequencesPastMaxIds(tx);
      return result;
    });
  } catch (err) {
    if (err instanceof DryRunRollback) return err.result;
    throw err;
  }
}
