/**
 * Where a match is read on the site, for links that leave it (calendar events, chat posts): its game page
 * once a game is recorded for it, else the schedule's two weeks holding its day in the league's zone.
 */
import { dayKeyInZone } from './domain/day-keys.ts';
import { paths } from './pages.ts';

export interface LinkedMatch {
  gameId: number | null;
  date: string | Date | null;
}

/** `/games/{gameId}` when recorded, else `/schedules?date={day}` (or `/schedules` without a date). */
export function matchPagePath(match: LinkedMatch, timeZone: string): string {
  if (match.gameId !== null) return paths.game(match.gameId);
  const day = match.date === null ? null : dayKeyInZone(match.date, timeZone);
  return paths.schedules(day ?? undefined);
}
