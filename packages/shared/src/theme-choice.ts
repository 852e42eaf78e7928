/**
 * The visitor's light/dark choice (docs/product/look-and-feel.md#design-tokens), kept in a cookie as well as in
 * the browser's storage so that the server can write it into a page's HTML: a page drawn by the server
 * (docs/product/site.md#first-view) paints in the chosen theme before the app's code has run.
 */
export type Theme = 'light' | 'dark';

export const THEME_COOKIE = 'theme';
/** A year, renewed with every choice. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme a Cookie header names, or null when it names none (or something else). */
export function themeFromCookieHeader(header: string | undefined): Theme | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === THEME_COOKIE) return isTheme(value) ? value : null;
  }
  return null;
}

/** What `document.cookie` is set to for a choice. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
