import { useSyncExternalStore } from 'react';

let browserZone: string | undefined;

/** The browser's own time zone, read once: asking Intl is not cheap. */
function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

const noSubscription = () => () => {};

/**
 * With `local` on, the browser's time zone, or `serverZone` while the server draws a page and while the
 * browser adopts that drawing (the server knows only the league's zone): the page is adopted as drawn,
 * then shown in the browser's zone. With it off the zone is never read, and adopting a drawn page costs
 * no second render; nor does it for a visitor whose zone is the league's.
 */
export function useBrowserTimeZone(local: boolean, serverZone: string): string {
  return useSyncExternalStore(noSubscription, local ? browserTimeZone : () => serverZone, () => serverZone);
}
