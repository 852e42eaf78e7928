/**
 * Pending results and the corrections of published ones (docs/product/live.md#pending-results,
 * docs/product/games.md#corrections).
 */
import type { PendingResultLine, ResultStatus } from '@league/shared/schemas/results';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  gameCorrections,
  games,
  leagueApiKeys,
  pendingResults,
  players,
  stats,
  users,
} from '../../db/schema.ts';
import { loadPage, type Page, type PageParams, withPage } from '../../lib/paging.ts';

export type PendingResultRow = typeof pendingResults.$inferSelect & {
  lines: PendingResultLine[];
  apiKeyName: string | null;
  reviewerName: string | null;
};

const resultColumns = {
  id: pendingResults.id,
  matchId: pendingResults.matchId,
  status: pendingResults.status,
  gameServerId: pendingResults.gameServerId,
  apiKeyId: pendingResults.apiKeyId,
  setScores: pendingResults.setScores,
  stage: pendingResults.stage,
  lines: sql<PendingResultLine[]>`${pendingResults.lines}`,
  submittedAt: pendingResults.submittedAt,
  reviewedBy: pendingResults.reviewedBy,
  reviewedAt: pendingResults.reviewedAt,
  gameId: pendingResults.gameId,
  apiKeyName: leagueApiKeys.name,
  reviewerName: users.username,
};

const selectResults = (db: Db) =>
  db
    .select(resultColumns)
    .from(pendingResults)
    .leftJoin(leagueApiKeys, eq(leagueApiKeys.id, pendingResults.apiKeyId))
    .leftJoin(users, eq(users.id, pendingResults.reviewedBy));

export async function findResultRow(db: Db, id: number): Promise<PendingResultRow | undefined> {
  const [row] = await selectResults(db).where(eq(pendingResults.id, id));
  return row;
}

/** The result of a match that staff have not rejected (one at most), if any. */
export async function findOpenResultOfMatch(
  db: Db,
  matchId: number,
): Promise<{ id: number; status: string } | undefined> {
  const [row] = await db
    .select({ id: pendingResults.id, status: pendingResults.status })
    .from(pendingResults)
    .where(and(eq(pendingResults.matchId, matchId), sql`${pendingResults.status} <> 'rejected'`));
  return row;
}

/** Results in one state, the newest first. */
export function listResultRows(
  db: Db,
  status: ResultStatus,
  page: PageParams,
): Promise<Page<PendingResultRow>> {
  const where = eq(pendingResults.status, status);
  const query = selectResults(db)
    .where(where)
    .orderBy(desc(pendingResults.submittedAt), desc(pendingResults.id))
    .$dynamic();
  return loadPage(
    page,
    () => withPage(query, page) as Promise<PendingResultRow[]>,
    () => db.$count(pendingResults, where),
  );
}

export async function insertResultRow(db: Db, values: typeof pendingResults.$inferInsert): Promise<number> {
  const [row] = await db.insert(pendingResults).values(values).returning({ id: pendingResults.id });
  return row!.id;
}

export async function updateResultRow(
  db: Db,
  id: number,
  change: Partial<typeof pendingResults.$inferInsert>,
): Promise<void> {
  await db.update(pendingResults).set(change).where(eq(pendingResults.id, id));
}

/** Takes the result's row for this transaction, so two approvals of one result wait for each other. */
export async function lockResultRow(db: Db, id: number): Promise<{ status: string } | undefined> {
  const [row] = await db
    .select({ status: pendingResults.status })
    .from(pendingResults)
    .where(eq(pendingResults.id, id))
    .for('update');
  return row;
}

export type GameLineRow = typeof stats.$inferSelect & { playerName: string };

/** The lines of a game for these players, with their names. */
export async function listGameLinesOf(db: Db, gameId: number, playerIds: number[]): Promise<GameLineRow[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .select({ line: stats, playerName: players.name })
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .where(and(eq(stats.gameId, gameId), inArray(stats.playerId, playerIds)));
  return rows.map(({ line, playerName }) => ({ ...line, playerName }));
}

export async function updateGameLine(
  db: Db,
  id: number,
  change: Partial<typeof stats.$inferInsert>,
): Promise<void> {
  await db.update(stats).set(change).where(eq(stats.id, id));
}

export async function findGameScore(db: Db, gameId: number) {
  const [row] = await db
    .select({
      id: games.id,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
      seasonId: games.seasonId,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}

export async function updateGameScore(db: Db, gameId: number, team1Score: number, team2Score: number) {
  await db.update(games).set({ team1Score, team2Score }).where(eq(games.id, gameId));
}

export async function insertCorrectionRow(db: Db, values: typeof gameCorrections.$inferInsert) {
  const [row] = await db.insert(gameCorrections).values(values).returning();
  return row!;
}
