/**
 * Power rankings (docs/product/ratings.md#power-rankings): a season's teams ranked by rating at the end of
 * each week in which the season had a result, with the movement since the week before.
 */
import { addDaysToKey, dayKeyInZone } from './day-keys.ts';
import type { RatedTeam } from './rating-starts.ts';
import type { TeamRatings } from './team-ratings.ts';

export interface PowerRankingRow {
  teamId: number;
  name: string;
  rating: number;
  rank: number;
  /** Places gained since the week before (negative: lost); null in the first week. */
  movement: number | null;
}

export interface PowerRankingWeek {
  /** The Monday that starts the week, as a calendar day in the league's time zone. */
  week: string;
  rows: PowerRankingRow[];
}

/** The Monday of the week holding a calendar day. */
export function weekOf(dayKey: string): string {
  const weekday = new Date(`${dayKey}T00:00:00Z`).getUTCDay();
  return addDaysToKey(dayKey, -((weekday + 6) % 7));
}

/**
 * The weeks of one season (docs/product/ratings.md#power-rankings): weeks run Monday to Sunday in
 * `timeZone`; a team's rating at the end of a week is its rating after its last result up to then, or its
 * start. Ranks order by rating (highest first), then by name; movement = last week's rank − this week's.
 */
export function buildPowerRankings(
  ratings: TeamRatings,
  seasonTeams: readonly RatedTeam[],
  timeZone: string,
): PowerRankingWeek[] {
  const ids = new Set(seasonTeams.map((t) => t.id));
  const points = ratings.history.filter((p) => ids.has(p.teamId));
  const weekOfPoint = (date: string) => weekOf(dayKeyInZone(date, timeZone) ?? date.slice(0, 10));
  const weeks = [...new Set(points.map((p) => weekOfPoint(p.date)))].sort();
  const current = new Map(ratings.starts.filter((s) => ids.has(s.teamId)).map((s) => [s.teamId, s.rating]));
  let previous = new Map<number, number>();
  let next = 0;
  return weeks.map((week) => {
    for (; next < points.length && weekOfPoint((points[next] as { date: string }).date) <= week; next++) {
      const p = points[next] as { teamId: number; rating: number };
      current.set(p.teamId, p.rating);
    }
    const rows = seasonTeams
      .map((t) => ({ teamId: t.id, name: t.name, rating: current.get(t.id) ?? 0 }))
      .sort(
        (a, b) => b.rating - a.rating || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.teamId - b.teamId),
      )
      .map((row, i) => {
        const before = previous.get(row.teamId);
        return { ...row, rank: i + 1, movement: before === undefined ? null : before - (i + 1) };
      });
    previous = new Map(rows.map((r) => [r.teamId, r.rank]));
    return { week, rows };
  });
}
