/**
 * The standings' view in a URL (docs/product/standings.md#pages): `/standings?season=14&division=D1`, and
 * the schedule's filters in the same words. One reading for the page, the server's preloads and its share
 * image: a season past the current one, or not a number, reads as the current season; blank filters read
 * as not given.
 */
import { parseSeasonNumber } from './list-filters.ts';

export interface StandingsView {
  /** null: the current season. */
  season: number | null;
  phase: string | null;
  region: string | null;
  division: string | null;
}

/** The group fields the URL carries, in order (the API's query names them the same). */
export const STANDINGS_VIEW_KEYS = ['phase', 'region', 'division'] as const;

const text = (value: string | null) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, 50);
};

export function parseStandingsView(query: URLSearchParams, maxSeason: number): StandingsView {
  return {
    season: parseSeasonNumber(query.get('season'), maxSeason),
    phase: text(query.get('phase')),
    region: text(query.get('region')),
    division: text(query.get('division')),
  };
}

/** The API query of a view: only the fields it gives, `seasonNumber` for the season. */
export function standingsRequestParams(view: StandingsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.season !== null) params.set('seasonNumber', String(view.season));
  for (const key of STANDINGS_VIEW_KEYS) {
    const value = view[key];
    if (value !== null) params.set(key, value);
  }
  return params;
}

/** The page's own query of a view (`season=14&division=D1`), empty for the current season's table. */
export function standingsPageQuery(view: Partial<StandingsView>): string {
  const params = new URLSearchParams();
  if (view.season != null) params.set('season', String(view.season));
  for (const key of STANDINGS_VIEW_KEYS) {
    const value = view[key];
    if (value != null && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** The view's words for a title: 'Season 14 standings · D1 · Playoffs'. */
export function standingsViewTitle(view: StandingsView, currentSeason: number): string {
  const season = view.season ?? currentSeason;
  const phase = view.phase?.toLowerCase() === 'playoffs' ? 'Playoffs' : null;
  return [`Season ${season} standings`, view.division, view.region?.toUpperCase() ?? null, phase]
    .filter(Boolean)
    .join(' · ');
}
