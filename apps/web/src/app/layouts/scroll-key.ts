import type { Location } from 'react-router';

/**
 * The key a page's scroll position is kept under. React Router keys by `location.key`, which is `default`
 * for every page opened by a full load: without this, a page loaded in a tab that was already on the site
 * opened at the scroll position of the page loaded before it. Full loads are keyed by their address
 * instead, so a reload still comes back to where it was.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key;
}
