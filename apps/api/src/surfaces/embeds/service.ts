/**
 * What each embed shows (docs/product/feeds-and-embeds.md#embeds), read through the same services as the
 * site's pages: the schedule's current two weeks, one match, a season's playoff bracket, the leaderboard's
 * top ten and the standings table. A season is chosen by number (`?season=`), the current season otherwise.
 * Embeds showing a match being played read themselves again every 30 s, the others every 5 minutes.
 */
import { bracketOf } from '@league/shared/domain/bracket';
import { todayKey } from '@league/shared/domain/day-keys';
import {
  EMBED_REFRESH_SECONDS,
  type EmbedLook,
  isMatchUnderway,
  LIVE_REFRESH_SECONDS,
} from '@league/shared/domain/embeds';
import { fetchRange, windowStartFor } from '@league/shared/domain/schedule-window';
import { formatStat, getStatColumn, type StatColumnKey } from '@league/shared/domain/stat-columns';
import { paths } from '@league/shared/pages';
import { LeaderboardQuerySchema } from '@league/shared/schemas/leaderboard';
import type { LeagueSettings } from '@league/shared/settings';
import type { Db } from '../../db/client.ts';
import { buildLeaderboardResponse, readLeaderboardRows } from '../../features/leaderboard/service.ts';
import { getMatch, listMatchPage } from '../../features/matches/service.ts';
import { getSeasonDetail, listSkinnySeasons } from '../../features/seasons/service.ts';
import { readStandings } from '../../features/standings/service.ts';
import { notFound } from '../../lib/errors.ts';
import { renderEmbedPage } from './embed-page.ts';
import { type RenderContext, renderBracket, renderMatch, renderMatchList, renderTable } from './render.ts';

/** At most this many matches in the schedule embed: it stays small however busy the fortnight. */
export const SCHEDULE_EMBED_MATCHES = 24;
/** Rows of the leaderboard embed. */
export const LEADERBOARD_EMBED_ROWS = 10;
const LEADERBOARD_COLUMNS: readonly StatColumnKey[] = ['totalKills', 'assists', 'blocks', 'digs', 'aces'];

export type EmbedSettings = Pick<LeagueSettings, 'siteName' | 'publicUrl' | 'timeZone' | 'currentSeason'>;

const contextOf = (settings: EmbedSettings): RenderContext => ({
  publicUrl: settings.publicUrl,
  timeZone: settings.timeZone,
  now: new Date(),
});

/** The season of that number, by id; 404 when the league has none. */
async function seasonByNumber(db: Db, seasonNumber: number) {
  const season = (await listSkinnySeasons(db, {})).items.find((s) => s.seasonNumber === seasonNumber);
  if (!season) throw notFound('Season');
  return season;
}

export async function renderScheduleEmbed(
  db: Db,
  settings: EmbedSettings,
  look: EmbedLook,
  seasonNumber: number | undefined,
): Promise<string> {
  const ctx = contextOf(settings);
  const range = fetchRange(windowStartFor(todayKey(settings.timeZone, ctx.now)));
  const { items } = await listMatchPage(db, { ...range, seasonNumber }, { limit: SCHEDULE_EMBED_MATCHES });
  const underway = items.some((m) => isMatchUnderway(m, ctx.now));
  return renderEmbedPage(
    {
      title: 'Schedule & results',
      caption: seasonNumber ? `Season ${seasonNumber}` : 'This fortnight',
      body: renderMatchList(items, ctx, 'No matches in these two weeks.'),
      pageUrl: settings.publicUrl + paths.schedules(),
      refreshSeconds: underway ? LIVE_REFRESH_SECONDS : EMBED_REFRESH_SECONDS,
    },
    look,
    settings.siteName,
  );
}

export async function renderMatchEmbed(db: Db, settings: EmbedSettings, look: EmbedLook, id: number) {
  const ctx = contextOf(settings);
  const match = await getMatch(db, id);
  const underway = isMatchUnderway(match, ctx.now);
  const done = match.status.toLowerCase() === 'completed';
  return renderEmbedPage(
    {
      title: `${match.team1Name} vs ${match.team2Name}`,
      caption: `Season ${match.season.seasonNumber}`,
      body: renderMatch(match, ctx),
      pageUrl:
        settings.publicUrl +
        (done && match.gameId !== null ? paths.game(match.gameId) : `${paths.schedules()}#match-${match.id}`),
      // A match still to play checks itself now and then; one being played every 30 s; a result stays.
      ...(done ? {} : { refreshSeconds: underway ? LIVE_REFRESH_SECONDS : EMBED_REFRESH_SECONDS }),
    },
    look,
    settings.siteName,
  );
}

export async function renderBracketEmbed(
  db: Db,
  settings: EmbedSettings,
  look: EmbedLook,
  seasonNumber: number,
): Promise<string> {
  const season = await getSeasonDetail(db, (await seasonByNumber(db, seasonNumber)).id);
  return renderEmbedPage(
    {
      title: 'Playoff bracket',
      caption: `Season ${season.seasonNumber}`,
      body: renderBracket(bracketOf(season.games), contextOf(settings)),
      pageUrl: settings.publicUrl + paths.standings({ season: season.seasonNumber }),
      refreshSeconds: EMBED_REFRESH_SECONDS,
    },
    look,
    settings.siteName,
  );
}

export async function renderLeaderboardEmbed(
  db: Db,
  settings: EmbedSettings,
  look: EmbedLook,
  seasonNumber: number,
): Promise<string> {
  const query = LeaderboardQuerySchema.parse({ season: seasonNumber, pageSize: LEADERBOARD_EMBED_ROWS });
  const response = buildLeaderboardResponse(await readLeaderboardRows(db, query), query);
  const rows = response.view === 'players' ? response.rows : [];
  const columns = [
    { label: '#' },
    { label: 'Player', text: true },
    { label: 'Team', text: true },
    ...LEADERBOARD_COLUMNS.map((key) => ({ label: getStatColumn(key).label })),
  ];
  return renderEmbedPage(
    {
      title: 'Leaderboard',
      caption: `Season ${seasonNumber} · Total kills`,
      body: renderTable(
        columns,
        rows.map((row) => [
          String(row.rank),
          { text: row.name, url: settings.publicUrl + paths.player(row.id) },
          row.teamName ?? '–',
          ...LEADERBOARD_COLUMNS.map((key) => formatStat(key, row.stats[key], 'total')),
        ]),
        'No stats recorded this season yet.',
      ),
      pageUrl: `${settings.publicUrl}${paths.stats()}?season=${seasonNumber}`,
      refreshSeconds: EMBED_REFRESH_SECONDS,
    },
    look,
    settings.siteName,
  );
}

export async function renderStandingsEmbed(
  db: Db,
  settings: EmbedSettings,
  look: EmbedLook,
  seasonNumber: number,
): Promise<string> {
  // The regular phase's table with the season's own settings, as the standings page shows it.
  const { season, rows } = await readStandings(db, { seasonNumber }, settings.currentSeason, {
    needs: false,
  });
  const columns = [
    { label: '#' },
    { label: 'Team', text: true },
    { label: 'P' },
    { label: 'W' },
    { label: 'L' },
    { label: 'Sets' },
    { label: 'Pts' },
  ];
  return renderEmbedPage(
    {
      title: 'Standings',
      caption: `Season ${season.seasonNumber}`,
      body: renderTable(
        columns,
        rows.map((row) => [
          row.tied ? `${row.position}=` : String(row.position),
          { text: row.team, url: settings.publicUrl + paths.team(row.team, season.seasonNumber) },
          String(row.played),
          String(row.won),
          String(row.lost),
          `${row.setsWon}–${row.setsLost}`,
          String(row.leaguePoints),
        ]),
        'No teams in this season yet.',
      ),
      pageUrl: settings.publicUrl + paths.standings({ season: season.seasonNumber }),
      refreshSeconds: EMBED_REFRESH_SECONDS,
    },
    look,
    settings.siteName,
  );
}
