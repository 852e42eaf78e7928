/**
 * Player read models: the lists and the player page. The page is assembled from independent parts
 * (loadPlayerParts) so more parts (analytics, Hall of Fame) can be added beside the existing ones.
 */

import { sumStatLines } from '@league/shared/domain/derived-stats';
import { PLAYER_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { GameSkinny } from '@league/shared/schemas/games';
import type {
  LegacyPlayerDetail,
  PlayerBase,
  PlayerDetail,
  PlayerListItem,
  PlayerListStatLine,
  PlayerMedium,
} from '@league/shared/schemas/players';
import type { Db } from '../../db/client.ts';
import { groupRows, toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import type { PagedList } from '../../lib/json-stream.ts';
import type { Page, PageParams } from '../../lib/paging.ts';
import { loadTeamsOfPlayers } from '../teams/service.ts';
import {
  type GameWithTeamsRow,
  listGamesOfPlayersLines,
  listGamesOfPlayerTeams,
  listLinesOfPlayers,
} from './line-queries.ts';
import { readPlayerPage } from './page-queries.ts';
import {
  findPlayer,
  listAwardRefsOfPlayers,
  listPlayers,
  listPlayersWithTeams,
  type PlayerFilter,
} from './queries.ts';

/** players/medium: players with their teams, in one query (ADR 34). */
export function listMediumPlayers(
  db: Db,
  filter: PlayerFilter,
  page: PageParams,
): Promise<Page<PlayerMedium>> {
  return listPlayersWithTeams(db, filter, page);
}

/** The portal's players table as a file (docs/product/portal.md#exports): every player of its search. */
export function readPlayerListExport(
  db: Db,
  filter: PlayerFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<PlayerMedium> {
  const narrowed = [filter.q, filter.seasonNumber && `season ${filter.seasonNumber}`, filter.position];
  return {
    filename: exportFilename([siteName, 'players', ...narrowed], format),
    columns: PLAYER_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listMediumPlayers(db, filter, page)),
  };
}

/** A flat game row as the legacy game: with its season and both teams (team 1 first). */
function toLegacyGame(row: GameWithTeamsRow): GameSkinny {
  const { seasonNumber, team1Name, team1LogoUrl, team2Name, team2LogoUrl, ...game } = row;
  return {
    ...game,
    date: toIso(game.date),
    season: { id: game.seasonId, seasonNumber },
    teams: [
      { id: game.team1Id, name: team1Name, logoUrl: team1LogoUrl },
      { id: game.team2Id, name: team2Name, logoUrl: team2LogoUrl },
    ],
  };
}

/**
 * Players per page of GET /api/players: each page's queries read a bounded number of rows (about a
 * hundred players' lines and games), whatever the size of the league.
 */
export const FULL_PLAYERS_PAGE_SIZE = 100;

/**
 * GET /api/players (legacy shape, docs/product/api-contract.md#legacy-shapes): players with teams, award
 * refs, every stat line with its game, and career sums added up from those lines. The players (narrow
 * rows) are read at once; their lines and games page by page, `pageSize` players at a time (ADR 31), as
 * the answer is written.
 */
export async function readFullPlayers(
  db: Db,
  filter: PlayerFilter,
  page: PageParams,
  pageSize = FULL_PLAYERS_PAGE_SIZE,
): Promise<PagedList<PlayerListItem>> {
  const players = await listPlayers(db, filter, page);
  async function* pages() {
    for (let start = 0; start < players.items.length; start += pageSize) {
      yield await loadFullPlayers(db, players.items.slice(start, start + pageSize));
    }
  }
  return { total: players.total, pages: pages() };
}

/**
 * Some players in the legacy list shape: five queries whatever their number; each game is read and built
 * once and shared by all its lines.
 */
async function loadFullPlayers(db: Db, players: readonly PlayerBase[]): Promise<PlayerListItem[]> {
  const ids = players.map((p) => p.id);
  if (ids.length === 0) return [];
  const [teams, awardRows, gameRows, lineRows] = await Promise.all([
    loadTeamsOfPlayers(db, ids),
    listAwardRefsOfPlayers(db, ids),
    listGamesOfPlayersLines(db, ids),
    listLinesOfPlayers(db, ids),
  ]);
  const awards = groupRows(awardRows, (a) => a.playerId);
  const gameOf = new Map(gameRows.map((g) => [g.id, toLegacyGame(g)]));
  const withGames: PlayerListStatLine[] = [];
  for (const line of lineRows) {
    // The two reads are separate: a game deleted between them takes its lines with it.
    const game = gameOf.get(line.gameId);
    if (game) withGames.push({ ...line, game });
  }
  const lines = groupRows(withGames, (l) => l.playerId);
  return players.map((p) => {
    const stats = lines.get(p.id) ?? [];
    return {
      ...p,
      teams: teams.get(p.id) ?? [],
      awards: (awards.get(p.id) ?? []).map(({ id, type }) => ({ id, type })),
      totalStats: sumStatLines(stats),
      stats,
    };
  });
}

/** 404 `Player not found` unless a player has this id. */
export async function assertPlayerExists(db: Db, id: number): Promise<void> {
  if (!(await findPlayer(db, id))) throw notFound('Player');
}

/**
 * Player page (GET /api/pages/players/{id}): teams, lines newest first, awards, records and game counts
 * read in one query (ADR 34), with the career sums added up from the lines.
 */
export async function getPlayerDetail(db: Db, id: number): Promise<PlayerDetail> {
  const page = await readPlayerPage(db, id);
  if (!page) throw notFound('Player');
  return { ...page, totalStats: sumStatLines(page.stats), statEntries: page.stats.length };
}

/**
 * GET /api/players/{id} (legacy shape, docs/product/api-contract.md#legacy-shapes): the page's read model
 * with every game of each of the player's teams (one more query) and each line's game season as an object.
 */
export async function getLegacyPlayerDetail(db: Db, id: number): Promise<LegacyPlayerDetail> {
  const [{ owner: _owner, ...page }, teamGames] = await Promise.all([
    getPlayerDetail(db, id),
    listGamesOfPlayerTeams(db, id),
  ]);
  const gamesOf = groupRows(teamGames, (r) => r.teamId);
  return {
    ...page,
    teams: page.teams.map((team) => ({
      ...team,
      games: (gamesOf.get(team.id) ?? []).map((r) => toLegacyGame(r.game)),
    })),
    stats: page.stats.map((line) => ({
      ...line,
      game: { ...line.game, season: { id: line.game.seasonId, seasonNumber: line.game.seasonNumber } },
    })),
  };
}

/** The player alone, or undefined (a page's link preview). */
export function findPlayerSummary(db: Db, id: number) {
  return findPlayer(db, id);
}
