/**
 * Embeds (docs/product/feeds-and-embeds.md#embeds): small pages drawn by the server for other sites'
 * iframes (a team's site, a stream overlay). Their addresses, the look a query may choose (light or dark,
 * the league's colours) and the snippet the portal writes for staff to paste.
 */

export const EMBED_KINDS = ['standings', 'schedule', 'bracket', 'leaderboard', 'match'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export const EMBED_PREFIX = '/embed/';

export const EMBED_LABELS: Record<EmbedKind, string> = {
  standings: 'Standings',
  schedule: 'Schedule',
  bracket: 'Playoff bracket',
  leaderboard: 'Leaderboard',
  match: 'One match',
};

/** The height a snippet gives each embed's iframe by default, in CSS pixels. */
export const EMBED_DEFAULT_HEIGHTS: Record<EmbedKind, number> = {
  standings: 420,
  schedule: 480,
  bracket: 420,
  leaderboard: 480,
  match: 200,
};

export const EMBED_THEMES = ['dark', 'light'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** What an embed's query may choose. Colours are six hex digits without `#` (`accent=f5a524`). */
export interface EmbedLook {
  theme: EmbedTheme;
  /** The league's accent colour (links, highlights), `#rrggbb`; the site's own when not chosen. */
  accent: string | null;
  /** The page's background, `#rrggbb`; the theme's own when not chosen. */
  background: string | null;
}

const HEX_COLOUR = /^[0-9a-f]{6}$/i;

/** A six-digit hex colour as `#rrggbb`; anything else (a name, a url(), a script) is ignored. */
function colour(value: string | null): string | null {
  return value !== null && HEX_COLOUR.test(value) ? `#${value.toLowerCase()}` : null;
}

/** The look an embed's query asks for: an unknown theme or a malformed colour falls back to the default. */
export function parseEmbedLook(query: URLSearchParams): EmbedLook {
  const theme = query.get('theme');
  return {
    theme: theme === 'light' ? 'light' : 'dark',
    accent: colour(query.get('accent')),
    background: colour(query.get('bg')),
  };
}

export interface EmbedChoice {
  kind: EmbedKind;
  /** The match of a `match` embed. */
  matchId?: number | undefined;
  /** A season number for the standings, bracket, schedule and leaderboard; the current season otherwise. */
  seasonNumber?: number | undefined;
  theme: EmbedTheme;
  /** `rrggbb`, without `#`. */
  accent?: string | undefined;
  background?: string | undefined;
}

/** The embed's site-relative address for a choice. */
export function embedPath(choice: EmbedChoice): string {
  const query = new URLSearchParams();
  if (choice.seasonNumber !== undefined && choice.kind !== 'match')
    query.set('season', String(choice.seasonNumber));
  if (choice.theme !== 'dark') query.set('theme', choice.theme);
  const accent = colour(choice.accent ?? null);
  const background = colour(choice.background ?? null);
  if (accent) query.set('accent', accent.slice(1));
  if (background) query.set('bg', background.slice(1));
  const path =
    choice.kind === 'match' ? `${EMBED_PREFIX}match/${choice.matchId ?? ''}` : EMBED_PREFIX + choice.kind;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML staff paste into another site: an iframe of the embed, full width up to `width` pixels, with
 * a title for screen readers and lazy loading so it costs the host page nothing until it scrolls near.
 */
export function embedSnippet(
  origin: string,
  choice: EmbedChoice,
  options: { siteName: string; height?: number; width?: number },
): string {
  const height = options.height ?? EMBED_DEFAULT_HEIGHTS[choice.kind];
  const width = options.width ?? 640;
  const src = origin.replace(/\/$/, '') + embedPath(choice);
  const title = `${options.siteName}: ${EMBED_LABELS[choice.kind]}`;
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="${width}" height="${height}" style="width:100%;max-width:${width}px;border:0" ` +
    'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>'
  );
}

/** How long after its start a match not yet completed counts as being played (matches take about an hour). */
export const MATCH_PLAY_WINDOW_MS = 3 * 60 * 60 * 1000;
/** How often an embed showing a match being played reads itself again. */
export const LIVE_REFRESH_SECONDS = 30;
/** How often the other embeds read themselves again. */
export const EMBED_REFRESH_SECONDS = 300;

/**
 * Being played now: a match whose live score is on (status `live`, docs/product/live.md), or one neither
 * live nor completed whose start passed less than MATCH_PLAY_WINDOW_MS ago (a match scored nowhere live).
 */
export function isMatchUnderway(match: { status: string; date: string }, now: Date): boolean {
  const status = match.status.toLowerCase();
  if (status === 'live') return true;
  if (status === 'completed') return false;
  const start = Date.parse(match.date);
  return start <= now.getTime() && now.getTime() < start + MATCH_PLAY_WINDOW_MS;
}
