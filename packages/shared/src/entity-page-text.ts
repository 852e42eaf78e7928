/**
 * The title and description of each entity page of the catalogue (pages.ts: a player, a team, a game...),
 * from the entity it shows. The server writes them into the page's HTML for crawlers and link previews,
 * and the page writes the same once the app has adopted it: one text for both. Each function takes only
 * what both sides read of the entity (the server a light summary, the app the page's own read).
 */
import type { EntityPageId } from './pages.ts';

export interface PageText {
  /** Page name; documents are titled '{title} | {siteName}'. */
  title: string;
  description: string;
}

/** Previews cut descriptions short: at most `max` characters, an ellipsis marking a cut. */
export function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A game's name, or 'Team A vs. Team B' when it has none (its two sides in order). */
export function gameTitle(game: { name: string | null; teams: readonly { name: string }[] }): string {
  if (game.name?.trim()) return game.name;
  const [first, second] = game.teams;
  return first && second ? `${first.name} vs. ${second.name}` : 'Untitled game';
}

export function describePlayerPage(player: { name: string; position: string }, siteName: string): PageText {
  return {
    title: player.name,
    description: `${player.name} (${player.position}): teams, career and season stats, games and awards in the ${siteName}.`,
  };
}

/** The team of one season (the one the page shows, `pickTeam`). */
export function describeTeamPage(
  team: { name: string; placement: string; season: { seasonNumber: number } },
  siteName: string,
): PageText {
  const season = team.season.seasonNumber;
  return {
    title: `${team.name} (Season ${season})`,
    description: `${team.name} in season ${season} of the ${siteName}: ${team.placement}, roster, games and team totals.`,
  };
}

export function describeGamePage(
  game: {
    name: string | null;
    teams: readonly { name: string }[];
    team1Score: number;
    team2Score: number;
    stage: string | null;
    season: { seasonNumber: number };
  },
  _siteName: string,
): PageText {
  const title = gameTitle(game);
  return {
    title,
    description: `${title}: ${game.team1Score}–${game.team2Score}, ${game.stage ?? 'league game'} of season ${game.season.seasonNumber}, with every player's statistics.`,
  };
}

export function describeSeasonPage(
  season: { seasonNumber: number; theme: string },
  siteName: string,
): PageText {
  const { seasonNumber, theme } = season;
  return {
    title: `Season ${seasonNumber}: ${theme}`,
    description: `Season ${seasonNumber} (${theme}) of the ${siteName}: teams and placements, games and awards.`,
  };
}

/** A season recap's title and description (docs/product/recap.md#pages). */
export function describeSeasonRecapPage(
  season: { seasonNumber: number; theme: string },
  siteName: string,
): PageText {
  const { seasonNumber, theme } = season;
  return {
    title: `Season ${seasonNumber} recap: ${theme}`,
    description: `The story of season ${seasonNumber} (${theme}) of the ${siteName}: the champion and its path, the standings, awards, leaders, records, upsets, closest games, streaks, debutants and milestones.`,
  };
}

/** An award's own description when it has one, else what it is. */
export function describeAwardPage(
  award: { type: string; description: string; season: { seasonNumber: number } },
  siteName: string,
): PageText {
  const title = `${award.type}, Season ${award.season.seasonNumber}`;
  const own = award.description.trim();
  return { title, description: own ? clip(own) : `${title} of the ${siteName}.` };
}

export function describeArticlePage(
  article: { title: string; summary: string },
  _siteName: string,
): PageText {
  return { title: article.title, description: clip(article.summary) };
}

/** Every entity page's text, by page id: a new entity page without its text does not compile. */
export const ENTITY_PAGE_TEXT = {
  player: describePlayerPage,
  team: describeTeamPage,
  game: describeGamePage,
  season: describeSeasonPage,
  seasonRecap: describeSeasonRecapPage,
  award: describeAwardPage,
  article: describeArticlePage,
} as const satisfies Record<EntityPageId, (entity: never, siteName: string) => PageText>;

/**
 * A comparison of named players (the compare page with `players=`), so a shared link unfurls with their
 * names: 'A vs B vs C', and the season or the career compared.
 */
export function describeComparePage(
  names: readonly string[],
  season: number | null,
  siteName: string,
): PageText {
  const scope = season === null ? 'career' : `Season ${season}`;
  return {
    title: `${names.join(' vs ')} · ${season === null ? 'Career' : `Season ${season}`}`,
    description: clip(
      `${names.join(', ')} side by side in the ${siteName}, ${scope}: totals, per game and per set, with a radar overlay.`,
    ),
  };
}
