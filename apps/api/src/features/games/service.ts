import { BOX_SCORE_EXPORT_COLUMNS, boxScoreExportRows } from '@league/shared/domain/box-score';
import { GAME_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { GameDetail, GameSkinny, GameStatLine } from '@league/shared/schemas/games';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import { badRequest, type FieldError, notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { loadRosters } from '../teams/service.ts';
import {
  findGameWithTeams,
  findSeasonNumber,
  type GameFilter,
  type GameWithTeamsRow,
  listGameCorrections,
  listGameLines,
  listGamesWithTeams,
  listSeasonTeamsNamed,
  listTeamNames,
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
  const [rosters, lines, corrections] = await Promise.all([
    loadRosters(db, [team1.id, team2.id]),
    listGameLines(db, id),
    listGameCorrections(db, id),
  ]);
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
    corrections: corrections.map((c) => ({ ...c, at: toIso(c.at) })),
  };
}

/** A game's box score as a file (docs/product/games.md#exports): the page's read, the page's rows. */
export async function readBoxScoreExport(db: Db, id: number, siteName: string, format: ExportFormat) {
  const game = await getGameDetail(db, id);
  const [team1, team2] = game.teams;
  return {
    filename: exportFilename(
      [siteName, 'game', game.id, `season ${game.season.seasonNumber}`, team1?.name, 'vs', team2?.name],
      format,
    ),
    columns: BOX_SCORE_EXPORT_COLUMNS,
    rows: boxScoreExportRows(game),
  } satisfies TableExport<ReturnType<typeof boxScoreExportRows>[number]>;
}

/** The portal's games table as a file (docs/product/portal.md#exports): every game of its filter. */
export function readGameListExport(
  db: Db,
  filter: GameFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<GameSkinny> {
  const narrowed = [filter.q, filter.seasonNumber && `season ${filter.seasonNumber}`, filter.stage];
  return {
    filename: exportFilename([siteName, 'games', ...narrowed], format),
    columns: GAME_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listSkinnyGames(db, filter, page)),
  };
}

/** Games of some seasons, newest first. */
export async function listGamesOfSeasons(db: Db, seasonIds: readonly number[]) {
  const rows = await selectGamesOfSeasons(db, seasonIds);
  return rows.map((g) => ({ ...g, date: toIso(g.date) }));
}

/** One game as games/skinny lists it (with its season and teams), or undefined. */
export async function findSkinnyGame(db: Db, id: number): Promise<GameSkinny | undefined> {
  const row = await findGameWithTeams(db, id);
  return row && toSkinnyGame(row);
}

/** The game with its season and teams, or undefined (a page's link preview). */
export function findGameSummary(db: Db, id: number) {
  return findGameWithTeams(db, id);
}

/** A team of a game, by id and name. */
export interface GameTeam {
  id: number;
  name: string;
}

/**
 * Both teams of a game, named in one season (docs/product/games.md#rules-and-constants): names match ignoring
 * case; an unknown season, an unknown name or the same team twice is a 400 naming its field (`fields`: where
 * the body keeps the season and the names, `gameData.` in a stat sheet). Answers the teams and the season's
 * number.
 */
export async function resolveGameTeams(
  db: Db,
  seasonId: number,
  names: readonly [string, string],
  fields = { season: 'seasonId', teams: 'teamNames' },
): Promise<{ teams: [GameTeam, GameTeam]; seasonNumber: number }> {
  const seasonNumber = await findSeasonNumber(db, seasonId);
  if (seasonNumber === undefined)
    throw badRequest('Season not found', [{ path: fields.season, message: 'Season not found' }]);
  const keys = names.map((n) => n.toLowerCase());
  const rows = await listSeasonTeamsNamed(db, seasonId, keys);
  const errors: FieldError[] = [];
  const found = keys.map((key, i) => {
    const team = rows.find((r) => r.key === key);
    if (!team)
      errors.push({
        path: `${fields.teams}.${i}`,
        message: `Team ${names[i]} is not in season ${seasonNumber}`,
      });
    return team;
  });
  if (keys[0] === keys[1]) errors.push({ path: fields.teams, message: 'The two teams must be different' });
  const [team1, team2] = found;
  if (errors.length > 0 || !team1 || !team2)
    throw badRequest(errors.map((e) => e.message).join('; '), errors);
  return {
    teams: [
      { id: team1.id, name: team1.name },
      { id: team2.id, name: team2.name },
    ],
    seasonNumber,
  };
}

/** The names of these teams, by id. */
export function teamNamesOf(db: Db, teamIds: number[]): Promise<GameTeam[]> {
  return listTeamNames(db, teamIds);
}
