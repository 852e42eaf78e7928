import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated.ts';

export const MINUTE_MS = 60_000;

/** The current minute, as the time its first millisecond falls at: the same value all minute long. */
export const currentMinute = (now = Date.now()): number => Math.floor(now / MINUTE_MS) * MINUTE_MS;

/** Calls `onTick` at each new minute (at the turn of it) until the returned function is called. */
export function subscribeToMinutes(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      currentMinute() + MINUTE_MS - Date.now(),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

/**
 * The time to the minute, drawn again as each minute turns; null while the server draws a page and
 * while the browser adopts that drawing (their clocks differ), so what counts time shows once the page
 * is adopted and never makes the browser's first render disagree with the server's.
 */
export function useMinuteClock(): number | null {
  const hydrated = useHydrated();
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, currentMinute);
  return hydrated ? minute : null;
}
