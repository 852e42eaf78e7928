import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { gameColumns, seasonIdsWithNumber, statLineWithPlayerColumns } from '../../db/league-sql.ts';
import {
  gameCorrections,
  games,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
} from '../../db/schema.ts';
import { anyId, containsText, equalsIgnoringCase } from '../../db/sql-helpers.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');
const sideColumns = <T extends typeof team1 | typeof team2>(side: T) => ({
  id: side.id,
  name: side.name,
  logoUrl: side.logoUrl,
  placement: side.placement,
});

export interface GameFilter {
  q?: string | undefined;
  seasonNumber?: number | undefined;
  stage?: string | undefined;
  /** Internal: the season page's games. */
  seasonId?: number | undefined;
}

function gameWhere(db: Db, filter: GameFilter): SQL | undefined {
  return and(
    filter.q ? containsText(games.name, filter.q) : undefined,
    filter.seasonNumber !== undefined
      ? inArray(games.seasonId, seasonIdsWithNumber(db, filter.seasonNumber))
      : undefined,
    filter.stage ? equalsIgnoringCase(games.stage, filter.stage) : undefined,
    filter.seasonId !== undefined ? eq(games.seasonId, filter.seasonId) : undefined,
  );
}

/** A game with its season and both teams, one row per game. */
const selectGamesWithTeams = (db: Db) =>
  db
    .select({
      ...gameColumns,
      season: { id: seasons.id, seasonNumber: seasons.seasonNumber },
      team1: sideColumns(team1),
      team2: sideColumns(team2),
    })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id));

export type GameWithTeamsRow = NonNullable<Awaited<ReturnType<typeof findGameWithTeams>>>;

/** Games newest first (docs/product/api-contract.md#lists-and-paging). */
export function listGamesWithTeams(db: Db, filter: GameFilter, page: PageParams) {
  const where = gameWhere(db, filter);
  return loadPage(
    page,
    () =>
      withPage(
        selectGamesWithTeams(db).where(where).orderBy(desc(games.date), desc(games.id)).$dynamic(),
        page,
      ),
    () => db.$count(games, where),
  );
}

export async function findGameWithTeams(db: Db, id: number) {
  const [row] = await selectGamesWithTeams(db).where(eq(games.id, id));
  return row;
}

/** The lines of one game with their players, in entry order. */
export function listGameLines(db: Db, gameId: number) {
  return db
    .select(statLineWithPlayerColumns())
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .where(eq(stats.gameId, gameId))
    .orderBy(asc(stats.id));
}

/** The corrections of a game's published result, newest first (docs/product/games.md#corrections). */
export function listGameCorrections(db: Db, gameId: number) {
  return db
    .select({
      id: gameCorrections.id,
      at: gameCorrections.at,
      reason: gameCorrections.reason,
      by: gameCorrections.actorName,
      changes: gameCorrections.changes,
    })
    .from(gameCorrections)
    .where(eq(gameCorrections.gameId, gameId))
    .orderBy(desc(gameCorrections.at), desc(gameCorrections.id));
}

/** Games of some seasons, newest first. */
export function listGamesOfSeasons(db: Db, seasonIds: readonly number[]) {
  return db
    .select(gameColumns)
    .from(games)
    .where(anyId(games.seasonId, seasonIds))
    .orderBy(desc(games.date), desc(games.id));
}

export type GameRow = typeof games.$inferSelect;

export async function findSeasonNumber(db: Db, seasonId: number): Promise<number | undefined> {
  const [row] = await db.select({ n: seasons.seasonNumber }).from(seasons).where(eq(seasons.id, seasonId));
  return row?.n;
}

/** The season's teams whose lower-cased names are among `keys`. */
export function listSeasonTeamsNamed(db: Db, seasonId: number, keys: string[]) {
  return db
    .select({ id: teams.id, name: teams.name, key: sql<string>`lower(${teams.name})` })
    .from(teams)
    .where(and(eq(teams.seasonId, seasonId), inArray(sql`lower(${teams.name})`, keys)));
}

export function listTeamNames(db: Db, teamIds: number[]) {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds));
}

/** Names of players with lines in the game who are on none of these teams. */
export async function listPlayersOffTeams(db: Db, gameId: number, teamIds: number[]): Promise<string[]> {
  const rostered = db
    .select({ id: teamPlayers.playerId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, teamIds));
  const rows = await db
    .select({ name: players.name })
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .where(and(eq(stats.gameId, gameId), notInArray(stats.playerId, rostered)))
    .orderBy(players.name);
  return rows.map((r) => r.name);
}

export async function findGameRow(db: Db, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

export async function insertGame(db: Db, values: typeof games.$inferInsert): Promise<number> {
  const [row] = await db.insert(games).values(values).returning({ id: games.id });
  return row!.id;
}

export async function updateGameRow(db: Db, id: number, values: Partial<typeof games.$inferInsert>) {
  await db.update(games).set(values).where(eq(games.id, id));
}

/**
 * Deletes the game with its stat lines and the records pointing at it; answers how many lines went, or
 * undefined when there is no such game.
 */
export async function deleteGameWithLines(tx: Tx, id: number): Promise<number | undefined> {
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, id)).for('update');
  if (!game) return undefined;
  await tx.delete(records).where(eq(records.gameId, id));
  const lines = await tx.delete(stats).where(eq(stats.gameId, id)).returning({ id: stats.id });
  await tx.delete(games).where(eq(games.id, id));
  return lines.length;
}
