import { DEFAULT_SETTINGS, type LeagueSettings } from '@league/shared/settings';

/** Name of the <meta> element in which the server hands the page its league settings. */
export const SETTINGS_META_NAME = 'league-settings';

/**
 * The league settings the web app renders with: the server writes the effective settings (with its
 * environment overrides) into a <meta> element of every page; without one (the Vite dev server, tests)
 * the shared defaults apply. Unknown or malformed content falls back field by field.
 */
function readSettings(): LeagueSettings {
  if (typeof document === 'undefined') return DEFAULT_SETTINGS;
  const content = document.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_SETTINGS;
  try {
    const parsed = JSON.parse(content) as Partial<LeagueSettings>;
    return { ...DEFAULT_SETTINGS, ...parsed, links: { ...DEFAULT_SETTINGS.links, ...parsed.links } };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const SETTINGS: LeagueSettings = readSettings();

/**
 * The server's render of a first view (src/entry-server.tsx) has no page to read: it hands over the
 * settings it writes into that page, so both draw the same.
 */
export function adoptSettings(settings: LeagueSettings): void {
  Object.assign(SETTINGS, settings);
}
