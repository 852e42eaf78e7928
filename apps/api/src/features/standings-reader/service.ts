/**
 * A season's standings table as the site's reach features show it (an embed, a link preview, the chat's
 * `/standings` and its standings message): the shared standings rules (docs/product/standings.md) over the
 * season's schedule and teams, with the season's default settings. Built while the standings feature's own
 * read (`GET /api/standings`, with the settings staff choose per season) was being written: once it is in,
 * this reader gives way to it.
 */
import { REGULAR_PHASE } from '@league/shared/domain/standings-matches';
import { buildStandings } from '@league/shared/domain/standings-table';
import type { StandingsRowRead } from '@league/shared/schemas/standings';
import { defaultStandingsSettings } from '@league/shared/schemas/standings-admin';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listMatchPage } from '../matches/service.ts';
import { listSkinnySeasons } from '../seasons/service.ts';
import { listTeamsOfSeasons } from '../teams/service.ts';

export type StandingsLine = Pick<
  StandingsRowRead,
  'position' | 'tied' | 'team' | 'played' | 'won' | 'lost' | 'setsWon' | 'setsLost' | 'leaguePoints'
>;

export interface SeasonStandings {
  season: { id: number; seasonNumber: number };
  rows: StandingsLine[];
}

/** The regular phase's table of the season of that number; 404 when the league has no such season. */
export async function readSeasonStandings(db: Db, seasonNumber: number): Promise<SeasonStandings> {
  const season = (await listSkinnySeasons(db, {})).items.find((s) => s.seasonNumber === seasonNumber);
  if (!season) throw notFound('Season');
  const [{ items: matches }, teams] = await Promise.all([
    listMatchPage(db, { seasonId: season.id }, {}),
    listTeamsOfSeasons(db, [season.id]),
  ]);
  const table = buildStandings(
    { settings: defaultStandingsSettings(), matches, group: { phase: REGULAR_PHASE }, teams },
    { needs: false },
  );
  return {
    season: { id: season.id, seasonNumber: season.seasonNumber },
    rows: table.rows.map(({ position, tied, team, played, won, lost, setsWon, setsLost, leaguePoints }) => ({
      position,
      tied,
      team,
      played,
      won,
      lost,
      setsWon,
      setsLost,
      leaguePoints,
    })),
  };
}
