/**
 * Dates of moments (a game, an article, an award) as the visitor's calendar reads them. A page the server
 * draws is drawn in the league's zone, the only one the server knows; the browser adopts it as drawn and
 * then moves each date to its own zone (docs/product/site.md#first-view), so a visitor half a day away
 * sees their own day and the adoption never disagrees with the drawing.
 */
import { SETTINGS } from '../../config/settings.ts';
import { useBrowserTimeZone } from '../../hooks/use-browser-time-zone.ts';
import { formatDateIn } from '../../lib/format.ts';

/** The zone dates are shown in: the league's while a drawn page is adopted, the browser's from then on. */
export function useVisitorTimeZone(): string {
  return useBrowserTimeZone(true, SETTINGS.timeZone);
}

/** `<time>` with the date of `value` in the visitor's zone, or `fallback` when there is none. */
export function VisitorDate({
  value,
  style = 'long',
  fallback = '—',
}: {
  value: string | null | undefined;
  style?: 'long' | 'short' | 'moment';
  fallback?: string;
}) {
  const timeZone = useVisitorTimeZone();
  if (!value) return fallback;
  return <time dateTime={value}>{formatDateIn(value, timeZone, style, fallback)}</time>;
}
