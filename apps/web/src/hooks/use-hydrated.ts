import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser adopts that markup; true from the next
 * render on (and at once on a page the browser draws itself). For what only the browser can draw.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
