/**
 * A small league made afresh by each call, for tests that create, edit and delete without touching the
 * fixture league's rows (helpers/fixtures.ts) or each other's.
 */
import type { Db } from '../../src/db/client.ts';
import { games, matches, players, seasons, teamPlayers, teams } from '../../src/db/schema.ts';

/** A season with two teams of one player each and a 2–0 game between them, for tests that need fresh rows. */
export interface SmallLeague {
  seasonId: number;
  seasonNumber: number;
  team1: { id: number; name: string };
  team2: { id: number; name: string };
  player1: { id: number; name: string };
  player2: { id: number; name: string };
  gameId: number;
}

/**
 * Inserts a small league named by `label` and `seasonNumber` (both unique per call), so tests can create,
 * edit and delete without touching each other's rows.
 */
export async function insertSmallLeague(db: Db, label: string, seasonNumber: number): Promise<SmallLeague> {
  const [season] = await db
    .insert(seasons)
    .values({ seasonNumber, theme: `${label} ${seasonNumber}`, startDate: '2026-01-01' })
    .returning({ id: seasons.id });
  const [team1, team2] = await db
    .insert(teams)
    .values([
      { name: `${label} Home ${seasonNumber}`, seasonId: season!.id },
      { name: `${label} Away ${seasonNumber}`, seasonId: season!.id },
    ])
    .returning({ id: teams.id, name: teams.name });
  const player = label.toLowerCase();
  const [player1, player2] = await db
    .insert(players)
    .values([{ name: `${player}_p${seasonNumber}a` }, { name: `${player}_p${seasonNumber}b` }])
    .returning({ id: players.id, name: players.name });
  await db.insert(teamPlayers).values([
    { teamId: team1!.id, playerId: player1!.id },
    { teamId: team2!.id, playerId: player2!.id },
  ]);
  const [game] = await db
    .insert(games)
    .values({
      name: `${label} game ${seasonNumber}`,
      date: new Date(),
      seasonId: season!.id,
      team1Id: team1!.id,
      team2Id: team2!.id,
      team1Score: 2,
      team2Score: 0,
    })
    .returning({ id: games.id });
  return {
    seasonId: season!.id,
    seasonNumber,
    team1: team1!,
    team2: team2!,
    player1: player1!,
    player2: player2!,
    gameId: game!.id,
  };
}

/** A scheduled match between the league's two teams, dated now (round 1); answers its id. */
export async function insertLeagueMatch(db: Db, league: SmallLeague, matchNumber: string): Promise<number> {
  const [row] = await db
    .insert(matches)
    .values({
      matchNumber,
      round: 'Round 1',
      date: new Date(),
      team1Name: league.team1.name,
      team2Name: league.team2.name,
      seasonId: league.seasonId,
    })
    .returning({ id: matches.id });
  return row!.id;
}
