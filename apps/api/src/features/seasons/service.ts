import type { SeasonDetail, SeasonMedium } from '@league/shared/schemas/seasons';
import type { Db } from '../../db/client.ts';
import { groupRows, toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { listSkinnyAwards } from '../awards/service.ts';
import { listGamesOfSeasons } from '../games/queries.ts';
import { listSkinnyGames } from '../games/service.ts';
import { placementRank } from '../teams/placement.ts';
import { listTeamsOfSeasons } from '../teams/queries.ts';
import { findSeason, listSeasons } from './queries.ts';

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
      games: (gamesOf.get(s.id) ?? []).map((g) => ({ ...g, date: toIso(g.date) })),
    })),
  );
}

/** Season page: teams by placement (then name), games newest first with their teams, awards. */
export async function getSeasonDetail(db: Db, id: number): Promise<SeasonDetail> {
  const season = await findSeason(db, id);
  if (!season) throw notFound('Season');
  const [teams, games, awards] = await Promise.all([
    listTeamsOfSeasons(db, [id]),
    listSkinnyGames(db, { seasonId: id }, {}),
    listSkinnyAwards(db, { seasonId: id }, {}),
  ]);
  // Stable sort: equal placements keep the query's name order.
  const byPlacement = [...teams].sort((a, b) => placementRank(a.placement) - placementRank(b.placement));
  return { ...season, teams: byPlacement, games: games.items, awards: awards.items };
}
