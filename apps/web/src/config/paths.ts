import { teamSlug } from '@league/shared/domain/slug';

/**
 * Every internal link of the site, typed, so a route rename is one edit
 * (docs/product/architecture.md#workspaces).
 */
export const paths = {
  home: () => '/',
  about: () => '/about',
  players: () => '/players',
  player: (id: number | string) => `/players/${id}`,
  teams: () => '/teams',
  games: () => '/games',
  game: (id: number | string) => `/games/${id}`,
  seasons: () => '/seasons',
  season: (id: number | string) => `/seasons/${id}`,
  articles: () => '/articles',
  article: (id: number | string) => `/articles/${id}`,
  createArticle: () => '/articles/create',
  /** The awards list, filtered to one season number when given. */
  awards: (seasonNumber?: number) => (seasonNumber == null ? '/awards' : `/awards?season=${seasonNumber}`),
  award: (id: number | string) => `/awards/${id}`,
  stats: () => '/stats',
  records: () => '/records',
  schedules: () => '/schedules',
  applications: () => '/applications',
  faq: () => '/faq',
  help: () => '/help',
  trivia: () => '/trivia',
  contact: () => '/contact',
  privacyPolicy: () => '/privacy-policy',
  credits: () => '/credits',
  profile: () => '/profile',
  login: () => '/login',
  signup: () => '/signup',
  portal: () => '/portal',
} as const;

/**
 * The one helper that builds every team link (docs/product/teams.md#team-links): `/teams/{slug}`, plus
 * `?season=N` wherever the season is known so the page opens that season's team.
 */
export function teamPath(name: string, seasonNumber?: number | null): string {
  const base = `/teams/${encodeURIComponent(teamSlug(name))}`;
  return seasonNumber == null ? base : `${base}?season=${seasonNumber}`;
}
