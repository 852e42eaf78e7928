import { sumStatLines } from '@league/shared/domain/derived-stats';
import { slugKey } from '@league/shared/domain/slug';
import type {
  LegacyTeamDetail,
  RosterPlayer,
  TeamDetail,
  TeamGame,
  TeamWithSeason,
} from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { groupRows } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { listLinesOfTeamGames } from './game-queries.ts';
import { readTeamPage, readTeamPagesBySlugKey, type TeamPageRow } from './page-queries.ts';
import { placementRank } from './placement.ts';
import {
  findTeamsBySlugKey,
  listRosters,
  listTeamsOfPlayers,
  listTeamsOfSeasons as selectTeamsOfSeasons,
} from './queries.ts';

/** The rosters of some teams, by team id. */
export async function loadRosters(db: Db, teamIds: number[]): Promise<Map<number, RosterPlayer[]>> {
  if (teamIds.length === 0) return new Map();
  const rows = await listRosters(db, teamIds);
  const byTeam = groupRows(rows, (r) => r.teamId);
  return new Map([...byTeam].map(([teamId, list]) => [teamId, list.map(({ teamId: _, ...p }) => p)]));
}

/** Teams (each with its season, oldest first) of some players, by player id. */
export async function loadTeamsOfPlayers(
  db: Db,
  playerIds: number[],
): Promise<Map<number, TeamWithSeason[]>> {
  if (playerIds.length === 0) return new Map();
  const byPlayer = groupRows(await listTeamsOfPlayers(db, playerIds), (r) => r.playerId);
  return new Map([...byPlayer].map(([id, rows]) => [id, rows.map(({ playerId: _, ...team }) => team)]));
}

/** Teams of some seasons, by name. */
export function listTeamsOfSeasons(db: Db, seasonIds: readonly number[]) {
  return selectTeamsOfSeasons(db, seasonIds);
}

/** A season's teams by placement, then name. */
export async function listTeamsOfSeasonByPlacement(db: Db, seasonId: number) {
  const teams = await selectTeamsOfSeasons(db, [seasonId]);
  // Stable sort: equal placements keep the query's name order.
  return teams.sort((a, b) => placementRank(a.placement) - placementRank(b.placement));
}

/**
 * Every stage is a bracket stage (docs/product/teams.md#placements), so a playoff game is any game with a
 * stage.
 */
export const countPlayoffGames = (games: TeamGame[]) =>
  games.filter((g) => g.stage && g.stage.trim() !== '').length;

/** A team page with what is counted and added up from its parts: playoff games and the team's totals. */
function toTeamDetail(page: TeamPageRow): TeamDetail {
  return { ...page, playoffGames: countPlayoffGames(page.games), totalStats: sumStatLines(page.playerStats) };
}

/** A team page (GET /api/teams/{id}): one query (ADR 34). */
export async function getTeamDetail(db: Db, id: number): Promise<TeamDetail> {
  const page = await readTeamPage(db, id);
  if (!page) throw notFound('Team');
  return toTeamDetail(page);
}

/**
 * The team page (GET /api/pages/teams/{name}): every season's team of that name or slug (any case, spaces
 * and hyphens alike), newest season first, in one query (ADR 34).
 */
export async function getTeamsByName(db: Db, name: string): Promise<TeamDetail[]> {
  const pages = await readTeamPagesBySlugKey(db, slugKey(name));
  if (pages.length === 0) throw notFound('Team');
  return pages.map(toTeamDetail);
}

/**
 * GET /api/teams/name/{name} (legacy shape, docs/product/api-contract.md#legacy-shapes): the team page's
 * answer with every stat line of each game (one more query for all the teams).
 */
export async function getLegacyTeamsByName(db: Db, name: string): Promise<LegacyTeamDetail[]> {
  const details = await getTeamsByName(db, name);
  const lines = groupRows(
    await listLinesOfTeamGames(
      db,
      details.map((t) => t.id),
    ),
    (l) => l.gameId,
  );
  return details.map((team) => ({
    ...team,
    games: team.games.map((game) => ({ ...game, stats: lines.get(game.id) ?? [] })),
  }));
}

/** Every season's team of that name or slug, newest season first, without details (a page's link preview). */
export function findTeamsByName(db: Db, name: string) {
  return findTeamsBySlugKey(db, slugKey(name));
}
