import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * The server's clock as this browser can tell it: the time the server answered with (`serverTime`, read at
 * `fetchedAt` on the browser's clock), moved on by the browser's elapsed time, ticking every second. Locks
 * that follow it (pick'em's, the bracket challenge's) agree with the server's refusals, so a wrong browser
 * clock neither opens nor closes anything.
 *
 * On a page drawn by the server, the clock stands at the answer's time until the browser has adopted the
 * page: what follows it (a lock) is then drawn as the server drew it with that very answer, and adopted so.
 */
export function useServerNow(serverTime: string | undefined, fetchedAt: number): Date {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const hydrated = useHydrated();
  if (!serverTime) return new Date(tick);
  if (!hydrated) return new Date(serverTime);
  return new Date(Date.parse(serverTime) + (tick - fetchedAt));
}
