import { useEffect, useState } from 'react';

/**
 * The server's clock as this browser can tell it: the time the server answered with (`serverTime`, read at
 * `fetchedAt` on the browser's clock), moved on by the browser's elapsed time, ticking every second. Locks
 * that follow it (pick'em's, the bracket challenge's) agree with the server's refusals, so a wrong browser
 * clock neither opens nor closes anything.
 */
export function useServerNow(serverTime: string | undefined, fetchedAt: number): Date {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!serverTime) return new Date(tick);
  return new Date(Date.parse(serverTime) + (tick - fetchedAt));
}
