import { sumStatLines } from '@league/shared/domain/derived-stats';
import { TEAM_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { slugKey, teamSlug } from '@league/shared/domain/slug';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type {
  HeadToHead,
  HeadToHeadGame,
  HeadToHeadQuery,
  LegacyTeamDetail,
  RosterPlayer,
  TeamDetail,
  TeamFull,
  TeamGame,
  TeamMedium,
  TeamWithSeason,
} from '@league/shared/schemas/teams';
import type { Db } from '../../db/client.ts';
import { groupRows, toIso } from '../../db/sql-helpers.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { placementRank } from './placement.ts';
import {
  findTeamsBySlugKey,
  listGamesBetweenNames,
  listGamesOfTeams,
  listLinesOfTeamGames,
  listRosters,
  listTeamsOfPlayers,
  listTeamsWithSeason,
  readTeamPage,
  readTeamPagesBySlugKey,
  listTeamsOfSeasons as selectTeamsOfSeasons,
  type TeamFilter,
  type TeamPageRow,
  type TeamWithSeasonRow,
} from './queries.ts';

/** teams/skinny: teams with their season, newest season first. */
export function listSkinnyTeams(db: Db, filter: TeamFilter, page: PageParams): Promise<Page<TeamWithSeason>> {
  return listTeamsWithSeason(db, filter, page);
}

/** The portal's teams table as a file (docs/product/portal.md#exports): every team of its filter. */
export function readTeamListExport(
  db: Db,
  filter: TeamFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<TeamWithSeason> {
  const narrowed = [filter.q, filter.seasonNumber && `season ${filter.seasonNumber}`, filter.placement];
  return {
    filename: exportFilename([siteName, 'teams', ...narrowed], format),
    columns: TEAM_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listSkinnyTeams(db, filter, page)),
  };
}

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

/** Each game of these teams, once per team that played it, seen from that team. */
async function loadTeamGames(db: Db, teamIds: number[]): Promise<Map<number, TeamGame[]>> {
  const byTeam = new Map<number, TeamGame[]>();
  if (teamIds.length === 0) return byTeam;
  const wanted = new Set(teamIds);
  for (const { team1Name, team2Name, ...g } of await listGamesOfTeams(db, teamIds)) {
    const game = { ...g, date: toIso(g.date) };
    const sides = [
      [g.team1Id, { id: g.team2Id, name: team2Name }],
      [g.team2Id, { id: g.team1Id, name: team1Name }],
    ] as const;
    for (const [teamId, opponent] of sides) {
      if (!wanted.has(teamId)) continue;
      const list = byTeam.get(teamId) ?? [];
      list.push({ ...game, opponent });
      byTeam.set(teamId, list);
    }
  }
  return byTeam;
}

/**
 * Every stage is a bracket stage (docs/product/teams.md#placements), so a playoff game is any game with a
 * stage.
 */
const countPlayoffGames = (games: TeamGame[]) => games.filter((g) => g.stage && g.stage.trim() !== '').length;

/** teams/medium: teams with season and roster. */
export async function listMediumTeams(
  db: Db,
  filter: TeamFilter,
  page: PageParams,
): Promise<Page<TeamMedium>> {
  const teams = await listTeamsWithSeason(db, filter, page);
  const rosters = await loadRosters(
    db,
    teams.items.map((t) => t.id),
  );
  return mapPage(
    teams,
    teams.items.map((t) => ({ ...t, players: rosters.get(t.id) ?? [] })),
  );
}

/** GET /api/teams: medium plus each team's games and playoff game count. */
export async function listFullTeams(db: Db, filter: TeamFilter, page: PageParams): Promise<Page<TeamFull>> {
  const teams = await listTeamsWithSeason(db, filter, page);
  const ids = teams.items.map((t) => t.id);
  const [rosters, games] = await Promise.all([loadRosters(db, ids), loadTeamGames(db, ids)]);
  return mapPage(
    teams,
    teams.items.map((t) => toFullTeam(t, rosters, games)),
  );
}

function toFullTeam(
  team: TeamWithSeasonRow,
  rosters: Map<number, RosterPlayer[]>,
  games: Map<number, TeamGame[]>,
): TeamFull {
  const teamGames = games.get(team.id) ?? [];
  return {
    ...team,
    players: rosters.get(team.id) ?? [],
    games: teamGames,
    playoffGames: countPlayoffGames(teamGames),
  };
}

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

const HEAD_TO_HEAD_NAMES = 'Give two different team names (or slugs) as a and b';

/** The name as its newest season's team spells it, or a 404 naming what was asked for. */
async function newestNameOf(db: Db, asked: string): Promise<string> {
  const [newest] = await findTeamsBySlugKey(db, slugKey(asked));
  if (!newest) throw new AppError('NOT_FOUND', `No team named ${asked}`);
  return newest.name;
}

/**
 * GET /api/teams/head-to-head (docs/product/teams.md#head-to-head): every game between a team named A and a
 * team named B, any season, newest first, scored from A's side, with each side's wins, losses and sets won.
 */
export async function getHeadToHead(db: Db, query: HeadToHeadQuery): Promise<HeadToHead> {
  const { a, b } = query;
  if (slugKey(a) === slugKey(b)) {
    throw badRequest(HEAD_TO_HEAD_NAMES, [{ path: 'b', message: 'Must name another team than a' }]);
  }
  const [nameA, nameB] = await Promise.all([newestNameOf(db, a), newestNameOf(db, b)]);
  const games: HeadToHeadGame[] = (await listGamesBetweenNames(db, slugKey(a), slugKey(b))).map((g) => {
    const aScore = g.aIsTeam1 ? g.team1Score : g.team2Score;
    const bScore = g.aIsTeam1 ? g.team2Score : g.team1Score;
    const winner = aScore === bScore ? null : aScore > bScore ? 'a' : 'b';
    return {
      id: g.id,
      seasonNumber: g.seasonNumber,
      stage: g.stage,
      date: toIso(g.date),
      aScore,
      bScore,
      winner,
    };
  });
  const count = (side: 'a' | 'b') => games.filter((g) => g.winner === side).length;
  const sets = (pick: (g: HeadToHeadGame) => number) => games.reduce((sum, g) => sum + pick(g), 0);
  return {
    a: {
      name: nameA,
      slug: teamSlug(nameA),
      wins: count('a'),
      losses: count('b'),
      setsWon: sets((g) => g.aScore),
    },
    b: {
      name: nameB,
      slug: teamSlug(nameB),
      wins: count('b'),
      losses: count('a'),
      setsWon: sets((g) => g.bScore),
    },
    ties: games.filter((g) => g.winner === null).length,
    games,
  };
}
