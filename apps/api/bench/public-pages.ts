/**
 * The public pages of the catalogue (redirects and the staff portal left out) and a real address of each
 * on a running demo league: the busiest player (and their games, and a comparison with a teammate), their
 * latest team, a game, the latest ended season and its recap, an article and an award.
 */
import { isRedirectPage, preloadsPage } from '@league/shared/page-match';
import { readUrls } from '@league/shared/page-urls';
import { type ContentPageId, PAGE_IDS, PAGES } from '@league/shared/pages';
import { busiestPlayerAndTeam, firstId, getJson, latestEndedSeason } from './read-targets.ts';

/** Every page a visitor reaches without the portal, in the catalogue's order. */
export function publicPageIds(): ContentPageId[] {
  return PAGE_IDS.filter((id): id is ContentPageId => !isRedirectPage(id) && preloadsPage(id));
}

export interface PublicPage {
  id: ContentPageId;
  /** Path and query under the server's origin. */
  path: string;
}

/** The address of every public page on the demo league served at `baseUrl`. */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const { playerId, team } = await busiestPlayerAndTeam(baseUrl);
  const board = await getJson<{ rows: Array<{ id: number }> }>(
    `${baseUrl}/api/leaderboard?view=players&stage=all&pageSize=5`,
  );
  const other = board.rows.find((row) => row.id !== playerId);
  if (!other) throw new Error('The leaderboard has a single player');
  const ended = await latestEndedSeason(baseUrl);
  if (!ended) throw new Error('The demo league has no ended season');
  // Pages with a `:param` (or, for compare, a query that makes the page) need an entity of the league.
  const addresses: Partial<Record<ContentPageId, string>> = {
    player: PAGES.player.href(playerId),
    playerGameLog: PAGES.playerGameLog.href(playerId),
    compare: PAGES.compare.href([playerId, other.id]),
    team: PAGES.team.href(team.name, team.season.seasonNumber),
    game: PAGES.game.href(await firstId(baseUrl, '/api/games/skinny?limit=1')),
    season: PAGES.season.href(ended.id),
    seasonRecap: PAGES.seasonRecap.href(ended.id),
    article: PAGES.article.href(await firstId(baseUrl, readUrls.articles())),
    award: PAGES.award.href(await firstId(baseUrl, '/api/awards/skinny?limit=1')),
  };
  return publicPageIds().map((id) => {
    const pattern = PAGES[id].pattern;
    const path = addresses[id] ?? (pattern.includes(':') ? undefined : pattern);
    if (path === undefined) throw new Error(`No demo address for the page ${id} (${pattern})`);
    return { id, path };
  });
}
