import type { GameDetail, GameSkinny, GameStatLine } from '@league/shared/schemas/games';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { loadRosters } from '../teams/service.ts';
import {
  findGameWithTeams,
  type GameFilter,
  type GameWithTeamsRow,
  listGameLines,
  listGamesWithTeams,
  listGamesOfSeasons as selectGamesOfSeasons,
} from './queries.ts';

function toSkinnyGame({ team1, team2, ...game }: GameWithTeamsRow): GameSkinny {
  const ref = (t: typeof team1) => ({ id: t.id, name: t.name, logoUrl: t.logoUrl });
  return { ...game, date: toIso(game.date), teams: [ref(team1), ref(team2)] };
}

/** games and games/skinny: each game with its season and teams [team 1, team 2], newest first. */
export async function listSkinnyGames(
  db: Db,
  filter: GameFilter,
  page: PageParams,
): Promise<Page<GameSkinny>> {
  const rows = await listGamesWithTeams(db, filter, page);
  return mapPage(rows, rows.items.map(toSkinnyGame));
}

/**
 * Single game page: both teams with their rosters, every line with the side its player played for
 * (team 1's lines first, as the scoreboard separates the teams), and the sets played.
 */
export async function getGameDetail(db: Db, id: number): Promise<GameDetail> {
  const row = await findGameWithTeams(db, id);
  if (!row) throw notFound('Game');
  const { team1, team2, ...game } = row;
  const [rosters, lines] = await Promise.all([loadRosters(db, [team1.id, team2.id]), listGameLines(db, id)]);
  const playersOf = (teamId: number) =>
    (rosters.get(teamId) ?? []).map(({ id, name, position }) => ({ id, name, position }));
  const sideOf = (playerId: number) => {
    if (rosters.get(team1.id)?.some((p) => p.id === playerId)) return team1.id;
    if (rosters.get(team2.id)?.some((p) => p.id === playerId)) return team2.id;
    return null;
  };
  const order = (teamId: number | null) => (teamId === team1.id ? 0 : teamId === team2.id ? 1 : 2);
  const stats: GameStatLine[] = lines
    .map((line) => ({ ...line, teamId: sideOf(line.playerId) }))
    .sort((a, b) => order(a.teamId) - order(b.teamId) || a.id - b.id);
  return {
    ...game,
    date: toIso(game.date),
    teams: [team1, team2].map((t) => ({ ...t, players: playersOf(t.id) })),
    stats,
    totalSets: game.team1Score + game.team2Score,
  };
}

/** Games of some seasons, newest first. */
export async function listGamesOfSeasons(db: Db, seasonIds: readonly number[]) {
  const rows = await selectGamesOfSeasons(db, seasonIds);
  return rows.map((g) => ({ ...g, date: toIso(g.date) }));
}

/** The game with its season and teams, or undefined (a page's link preview). */
export function findGameSummary(db: Db, id: number) {
  return findGameWithTeams(db, id);
}
