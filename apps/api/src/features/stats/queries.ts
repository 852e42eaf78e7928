import { MAX_INT } from '@league/shared/schemas/common';
import type { StatEntry } from '@league/shared/schemas/stats';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packedStatLineColumns, statLineWithPlayerColumns, unpackStatLine } from '../../db/league-sql.ts';
import { packedRows, readPackedRows } from '../../db/packed-rows.ts';
import { games, players, seasons, stats, teamPlayers } from '../../db/schema.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

export interface StatFilter {
  /** A player name fragment, or a number that is a game id or a player id. */
  q?: string | undefined;
  gameId?: number | undefined;
  playerId?: number | undefined;
}

function searchCondition(db: Db, q: string): SQL | undefined {
  const byName = inArray(
    stats.playerId,
    db.select({ id: players.id }).from(players).where(containsText(players.name, q)),
  );
  const n = /^\d+$/.test(q) ? Number(q) : Number.NaN;
  if (!(n >= 1 && n <= MAX_INT)) return byName;
  return or(eq(stats.gameId, n), eq(stats.playerId, n), byName);
}

function statWhere(db: Db, filter: StatFilter): SQL | undefined {
  return and(
    filter.q ? searchCondition(db, filter.q) : undefined,
    filter.gameId !== undefined ? eq(stats.gameId, filter.gameId) : undefined,
    filter.playerId !== undefined ? eq(stats.playerId, filter.playerId) : undefined,
  );
}

const selectEntries = (db: Db) =>
  db
    .select({
      ...statLineWithPlayerColumns(),
      game: {
        id: games.id,
        seasonId: games.seasonId,
        seasonNumber: seasons.seasonNumber,
        stage: games.stage,
      },
    })
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .innerJoin(games, eq(games.id, stats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId));

/** How many lines the filter matches. */
export function countStatEntries(db: Db, filter: StatFilter): Promise<number> {
  return db.$count(stats, statWhere(db, filter));
}

/**
 * Up to `limit` lines of the filter older than `beforeId` (the newest ones without it), newest entry
 * first, as listStatEntries answers them: a keyset page of the whole list, read as one packed JSON value
 * (packedRows, ADR 31) rather than a value per column per line.
 */
export async function listStatEntriesBefore(
  db: Db,
  filter: StatFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<StatEntry[]> {
  const where = and(statWhere(db, filter), beforeId === undefined ? undefined : lt(stats.id, beforeId));
  const page = db
    .select({ id: stats.id })
    .from(stats)
    .where(where)
    .orderBy(desc(stats.id))
    .limit(limit)
    .as('page');
  const rows = await readPackedRows(
    db,
    packedRows(
      [
        ...packedStatLineColumns(),
        sql`${players.name}`,
        sql`${games.seasonId}`,
        sql`${seasons.seasonNumber}`,
        sql`${games.stage}`,
      ],
      sql`from ${page}
        inner join ${stats} on ${stats.id} = ${page.id}
        inner join ${players} on ${players.id} = ${stats.playerId}
        inner join ${games} on ${games.id} = ${stats.gameId}
        inner join ${seasons} on ${seasons.id} = ${games.seasonId}`,
      sql`${stats.id} desc`,
    ),
  );
  return rows.map((row) => {
    const { line, rest } = unpackStatLine(row);
    const [name, seasonId, seasonNumber, stage] = rest;
    const entry = line as StatEntry;
    entry.player = { id: line.playerId, name: name as string };
    entry.game = {
      id: line.gameId,
      seasonId: seasonId as number,
      seasonNumber: seasonNumber as number,
      stage: stage as string | null,
    };
    return entry;
  });
}

/** Stat lines, newest entry first, with player and game references. */
export function listStatEntries(db: Db, filter: StatFilter, page: PageParams) {
  const where = statWhere(db, filter);
  return loadPage(
    page,
    () => withPage(selectEntries(db).where(where).orderBy(desc(stats.id)).$dynamic(), page),
    () => db.$count(stats, where),
  );
}

export async function findStatEntry(db: Db, id: number) {
  const [row] = await selectEntries(db).where(eq(stats.id, id));
  return row;
}

// The writes of lines (admin-service.ts) and of sheet uploads (upload-service.ts, sheet-write.ts); each runs
// in a transaction of its own.

export type StatRow = typeof stats.$inferSelect;
type StatInsert = typeof stats.$inferInsert;

export async function findPlayerRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.id, id));
  return row;
}

/** The player whose lower-cased name is this, if there is one. */
export async function findPlayerRefByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(sql`lower(${players.name}) = ${name}`);
  return row;
}

/** Players whose lower-cased names are among `names`, with that name as key. */
export function listPlayersNamed(db: Db, names: string[]) {
  return db
    .select({ id: players.id, key: sql<string>`lower(${players.name})` })
    .from(players)
    .where(inArray(sql`lower(${players.name})`, names));
}

/** The game's two teams, if there is such a game. */
export async function findGameSides(db: Db, gameId: number) {
  const [row] = await db
    .select({
      id: games.id,
      name: games.name,
      team1Id: games.team1Id,
      team2Id: games.team2Id,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}

export async function isOnAnyTeam(db: Db, playerId: number, teamIds: number[]): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.playerId, playerId), inArray(teamPlayers.teamId, teamIds)));
  return row !== undefined;
}

/** Roster links of some teams. */
export function listRosterLinks(db: Db, teamIds: number[]) {
  return db
    .select({ teamId: teamPlayers.teamId, playerId: teamPlayers.playerId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, teamIds));
}

/** Which of these players already have a line in the game. */
export async function listPlayersWithLines(db: Db, gameId: number, playerIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ playerId: stats.playerId })
    .from(stats)
    .where(and(eq(stats.gameId, gameId), inArray(stats.playerId, playerIds)));
  return rows.map((r) => r.playerId);
}

export async function findStatRow(db: Db, id: number): Promise<StatRow | undefined> {
  const [row] = await db.select().from(stats).where(eq(stats.id, id));
  return row;
}

export async function insertStatLine(db: Db, values: StatInsert): Promise<number> {
  const [row] = await db.transaction((tx) => tx.insert(stats).values(values).returning({ id: stats.id }));
  return row!.id;
}

export async function insertStatLines(db: Db, rows: StatInsert[]): Promise<StatRow[]> {
  return db.transaction((tx) => tx.insert(stats).values(rows).returning());
}

/** A new game and its lines, together or not at all. */
export function insertGameWithLines(
  db: Db,
  game: typeof games.$inferInsert,
  linesOf: (gameId: number) => StatInsert[],
): Promise<{ gameId: number; inserted: StatRow[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(games).values(game).returning({ id: games.id });
    const gameId = row!.id;
    const inserted = await tx.insert(stats).values(linesOf(gameId)).returning();
    return { gameId, inserted };
  });
}

export async function updateStatRow(db: Db, id: number, values: Partial<StatInsert>): Promise<void> {
  await db.transaction((tx) => tx.update(stats).set(values).where(eq(stats.id, id)));
}

/** False when there was no such line. */
export async function deleteStatRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.transaction((tx) =>
    tx.delete(stats).where(eq(stats.id, id)).returning({ id: stats.id }),
  );
  return deleted.length > 0;
}
