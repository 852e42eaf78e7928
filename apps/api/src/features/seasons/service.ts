import { SEASON_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { SeasonRef } from '@league/shared/schemas/common';
import type {
  LegacySeasonDetail,
  LegacySeasonListItem,
  SeasonDetail,
  SeasonMedium,
} from '@league/shared/schemas/seasons';
import type { Db } from '../../db/client.ts';
import { groupRows } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { listSkinnyAwards } from '../awards/service.ts';
import { listGamesOfSeasons, listSkinnyGames } from '../games/service.ts';
import { listTeamsOfSeasonByPlacement, listTeamsOfSeasons, loadRosters } from '../teams/service.ts';
import {
  findNewestSeasonRef,
  findSeason,
  findSeasonRefByNumber,
  listSeasonRefs,
  listSeasons,
  listSeasonsWithCounts,
} from './queries.ts';

/** seasons/medium: seasons newest first, each with its teams and games. */
export async function listMediumSeasons(db: Db, page: PageParams): Promise<Page<SeasonMedium>> {
  const seasons = await listSeasons(db, page);
  const ids = seasons.items.map((s) => s.id);
  const [teams, games] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([listTeamsOfSeasons(db, ids), listGamesOfSeasons(db, ids)]);
  const teamsOf = groupRows(teams, (t) => t.seasonId);
  const gamesOf = groupRows(games, (g) => g.seasonId);
  return mapPage(
    seasons,
    seasons.items.map((s) => ({
      ...s,
      teams: teamsOf.get(s.id) ?? [],
      games: gamesOf.get(s.id) ?? [],
    })),
  );
}

/**
 * Season page (GET /api/pages/seasons/{id}): teams by placement (then name), games newest first with their
 * teams, awards.
 */
export async function getSeasonDetail(db: Db, id: number): Promise<SeasonDetail> {
  const season = await findSeason(db, id);
  if (!season) throw notFound('Season');
  const [teams, games, awards] = await Promise.all([
    listTeamsOfSeasonByPlacement(db, id),
    listSkinnyGames(db, { seasonId: id }, {}),
    listSkinnyAwards(db, { seasonId: id }, {}),
  ]);
  return { ...season, teams, games: games.items, awards: awards.items };
}

/**
 * GET /api/seasons/{id} (legacy shape, docs/product/api-contract.md#legacy-shapes): the season page's read
 * model with each team's roster (one more query).
 */
export async function getLegacySeasonDetail(db: Db, id: number): Promise<LegacySeasonDetail> {
  const page = await getSeasonDetail(db, id);
  const rosters = await loadRosters(
    db,
    page.teams.map((t) => t.id),
  );
  return { ...page, teams: page.teams.map((t) => ({ ...t, players: rosters.get(t.id) ?? [] })) };
}

/** seasons/skinny: seasons alone, newest first. */
export function listSkinnySeasons(db: Db, page: PageParams) {
  return listSeasons(db, page);
}

/** The portal's seasons table as a file (docs/product/portal.md#exports): every season, newest first. */
export function readSeasonListExport(
  db: Db,
  siteName: string,
  format: ExportFormat,
): TableExport<Awaited<ReturnType<typeof listSeasons>>['items'][number]> {
  return {
    filename: exportFilename([siteName, 'seasons'], format),
    columns: SEASON_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listSkinnySeasons(db, page)),
  };
}

/** The seasons page (GET /api/pages/seasons): newest first with how many teams, games and awards each has. */
export function listSeasonsWithTotals(db: Db, page: PageParams) {
  return listSeasonsWithCounts(db, page);
}

/**
 * GET /api/seasons (legacy shape): the seasons page's list with each season's award objects, newest season
 * first and then in the order they were given. Three queries whatever the number of seasons.
 */
export async function listLegacySeasons(db: Db, page: PageParams): Promise<Page<LegacySeasonListItem>> {
  const seasons = await listSeasonsWithCounts(db, page);
  const seasonIds = seasons.items.map((s) => s.id);
  const awards = seasonIds.length === 0 ? [] : (await listSkinnyAwards(db, { seasonIds }, {})).items;
  const awardsOf = groupRows(awards, (a) => a.seasonId);
  return mapPage(
    seasons,
    seasons.items.map((s) => ({ ...s, awards: awardsOf.get(s.id) ?? [] })),
  );
}

export async function seasonExists(db: Db, id: number): Promise<boolean> {
  return (await findSeason(db, id)) !== undefined;
}

/** 404 `Season not found` unless a season has this id. */
export async function assertSeasonExists(db: Db, id: number): Promise<void> {
  if (!(await seasonExists(db, id))) throw notFound('Season');
}

/** The season alone, or undefined (a page's link preview). */
export function findSeasonSummary(db: Db, id: number) {
  return findSeason(db, id);
}

/** The id of the season numbered `seasonNumber`, or undefined (a season page's address by number). */
export async function findSeasonIdOfNumber(db: Db, seasonNumber: number): Promise<number | undefined> {
  return (await findSeasonRefByNumber(db, seasonNumber))?.id;
}

/**
 * The season a read is about: the one numbered `seasonNumber`; without a number the league's current season
 * (a setting), else the newest one. 404 `Season not found` when there is none.
 */
export async function resolveSeasonRef(
  db: Db,
  seasonNumber: number | undefined,
  currentSeason: number,
): Promise<SeasonRef> {
  const season =
    seasonNumber !== undefined
      ? await findSeasonRefByNumber(db, seasonNumber)
      : ((await findSeasonRefByNumber(db, currentSeason)) ?? (await findNewestSeasonRef(db)));
  if (!season) throw notFound('Season');
  return season;
}

/** Every season as {id, seasonNumber}, by number. */
export function listAllSeasonRefs(db: Db): Promise<SeasonRef[]> {
  return listSeasonRefs(db);
}
