/**
 * Pick'em leaderboards (docs/product/pickem.md#leaderboards): a week runs Monday to Sunday in the league's
 * time zone (as the power rankings' weeks do); a season's and the all-time board add every scored pick.
 */
import { addDaysToKey, dayKeyInZone } from './day-keys.ts';
import { weekOf } from './power-rankings.ts';

/** The boards: this week's, the season's and all time (kept apart from zod for the pick'em page). */
export const PICKEM_SCOPES = ['week', 'season', 'all'] as const;
export type PickemScope = (typeof PICKEM_SCOPES)[number];

/** The Monday (YYYY-MM-DD) of the league week holding an instant. */
export function pickemWeekOf(date: string | Date, timeZone: string): string {
  const day =
    dayKeyInZone(date, timeZone) ?? (typeof date === 'string' ? date : date.toISOString()).slice(0, 10);
  return weekOf(day);
}

/** The first and last day (both inclusive) of the week starting on Monday `week`. */
export function pickemWeekDays(week: string): { from: string; to: string } {
  return { from: week, to: addDaysToKey(week, 6) };
}

/** One player's scored picks over a board's scope. */
export interface PickerTally {
  /** A member's id, or null for the house (the model). */
  userId: number | null;
  name: string;
  points: number;
  /** Scored picks. */
  picks: number;
  /** Picks with the winner right. */
  winners: number;
  /** Picks with the exact set score. */
  exact: number;
}

export interface RankedPicker extends PickerTally {
  rank: number;
}

/**
 * Ranks a board: most points first, then most exact set scores, then fewer picks (the same points from
 * fewer picks is the better eye); equal on all three share a rank (1, 2, 2, 4). Names order the ties.
 */
export function rankPickers(tallies: readonly PickerTally[]): RankedPicker[] {
  const sorted = [...tallies].sort(
    (a, b) => b.points - a.points || b.exact - a.exact || a.picks - b.picks || a.name.localeCompare(b.name),
  );
  const ranked: RankedPicker[] = [];
  sorted.forEach((tally, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined &&
      previous.points === tally.points &&
      previous.exact === tally.exact &&
      previous.picks === tally.picks;
    ranked.push({ ...tally, rank: tied ? previous.rank : index + 1 });
  });
  return ranked;
}

/** The members at ranks 1 to 3 of a ranked board (the house is never posted): the week's top three. */
export function topThree(ranked: readonly RankedPicker[]): RankedPicker[] {
  return ranked.filter((r) => r.userId !== null && r.points > 0).slice(0, 3);
}
