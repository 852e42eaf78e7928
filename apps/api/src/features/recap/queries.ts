/**
 * The season recap's reads (docs/product/recap.md#what-it-tells): the season's games with their teams, its
 * players' season sums and stat lines, and who played before it with what career sums. Each is one query.
 */
import { STAT_FIELDS, type StatField, type StatNumbers } from '@league/shared/domain/league';
import type { RecapGame } from '@league/shared/schemas/season-recap';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { recordedGameId } from '../../db/league-sql.ts';
import { games, matches, playerSeasonTotals, players, seasons, stats, teams } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');

type GameRow = {
  id: number;
  date: Date;
  stage: string | null;
  team1Id: number;
  team1Name: string;
  team2Id: number;
  team2Name: string;
  team1Score: number;
  team2Score: number;
};

const gameColumns = {
  id: games.id,
  date: games.date,
  stage: games.stage,
  team1Id: team1.id,
  team1Name: team1.name,
  team2Id: team2.id,
  team2Name: team2.name,
  team1Score: games.team1Score,
  team2Score: games.team2Score,
};

function recapGameOf(row: GameRow): RecapGame {
  return {
    source: 'game',
    id: row.id,
    date: row.date.toISOString(),
    stage: row.stage,
    team1: { id: row.team1Id, name: row.team1Name },
    team2: { id: row.team2Id, name: row.team2Name },
    team1Score: row.team1Score,
    team2Score: row.team2Score,
  };
}

/** The season's games with their teams' names, in date order (then id). */
export async function selectSeasonGames(db: Db, seasonId: number): Promise<RecapGame[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.date), asc(games.id));
  return rows.map(recapGameOf);
}

/**
 * The season's completed schedule matches that have no recorded game, as results (the ratings' own rule,
 * docs/product/ratings.md#data): each side found among the season's teams by name (trimmed, any case). A
 * match whose team is not one of the season's, or whose score is missing, is left out.
 */
export async function selectSeasonMatches(db: Db, seasonId: number): Promise<RecapGame[]> {
  const rows = await queryRows<Omit<GameRow, 'date' | 'stage'> & { date: string | Date }>(
    db,
    sql`select m.id, m.date, t1.id as "team1Id", t1.name as "team1Name", t2.id as "team2Id",
        t2.name as "team2Name", m.team1_score as "team1Score", m.team2_score as "team2Score"
      from (select ${matches.id} as id, ${matches.date} as date, ${matches.team1Name} as team1_name,
          ${matches.team2Name} as team2_name, ${matches.team1Score} as team1_score,
          ${matches.team2Score} as team2_score, ${recordedGameId} as game_id
        from ${matches}
        where ${matches.seasonId} = ${seasonId} and ${matches.status} = 'completed'
          and ${matches.team1Score} is not null and ${matches.team2Score} is not null) m
      join ${teams} t1 on t1.season_id = ${seasonId} and lower(trim(t1.name)) = lower(trim(m.team1_name))
      join ${teams} t2 on t2.season_id = ${seasonId} and lower(trim(t2.name)) = lower(trim(m.team2_name))
      where m.game_id is null
      order by m.date, m.id`,
  );
  return rows.map((row) => ({
    ...recapGameOf({ ...row, date: new Date(row.date), stage: null }),
    source: 'match' as const,
  }));
}

const numbersOf = (row: Record<StatField, number>): StatNumbers =>
  Object.fromEntries(STAT_FIELDS.map((f) => [f, Number(row[f])])) as StatNumbers;

const totalsColumns = Object.fromEntries(STAT_FIELDS.map((f) => [f, playerSeasonTotals[f]])) as Record<
  StatField,
  (typeof playerSeasonTotals)[StatField]
>;

/** Each player's sums over the season (the season's totals rows), with the player's name. */
export async function selectSeasonTotals(db: Db, seasonId: number) {
  const rows = await db
    .select({ playerId: players.id, name: players.name, games: playerSeasonTotals.games, ...totalsColumns })
    .from(playerSeasonTotals)
    .innerJoin(players, eq(players.id, playerSeasonTotals.playerId))
    .where(eq(playerSeasonTotals.seasonId, seasonId));
  return rows.map((r) => ({
    player: { id: r.playerId, name: r.name },
    games: r.games,
    totals: numbersOf(r),
  }));
}

/** Every stat line of the season: the player, the game (as selectSeasonGames gives it) and the numbers. */
export async function selectSeasonLines(db: Db, seasonId: number) {
  const lineColumns = Object.fromEntries(STAT_FIELDS.map((f) => [f, stats[f]])) as Record<
    StatField,
    (typeof stats)[StatField]
  >;
  const rows = await db
    .select({ playerId: players.id, playerName: players.name, ...gameColumns, ...lineColumns })
    .from(stats)
    .innerJoin(games, eq(games.id, stats.gameId))
    .innerJoin(players, eq(players.id, stats.playerId))
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .where(eq(games.seasonId, seasonId));
  return rows.map((r) => ({
    player: { id: r.playerId, name: r.playerName },
    game: recapGameOf(r),
    line: numbersOf(r),
  }));
}

/**
 * Career sums before a season: each player's totals over the seasons numbered below it, for the players
 * with a line in it. A player listed here played before the season (a row exists only for games played).
 */
export async function selectCareerBefore(db: Db, seasonId: number, seasonNumber: number) {
  const sums = Object.fromEntries(
    STAT_FIELDS.map((f) => [f, sql<number>`sum(${playerSeasonTotals[f]})::int`]),
  ) as Record<StatField, ReturnType<typeof sql<number>>>;
  const rows = await db
    .select({ playerId: playerSeasonTotals.playerId, ...sums })
    .from(playerSeasonTotals)
    .innerJoin(seasons, eq(seasons.id, playerSeasonTotals.seasonId))
    .where(
      and(
        lt(seasons.seasonNumber, seasonNumber),
        sql`${playerSeasonTotals.games} > 0`,
        sql`${playerSeasonTotals.playerId} in (select ${playerSeasonTotals.playerId} from ${playerSeasonTotals}
          where ${playerSeasonTotals.seasonId} = ${seasonId})`,
      ),
    )
    .groupBy(playerSeasonTotals.playerId);
  return new Map(rows.map((r) => [r.playerId, numbersOf(r)]));
}
