/**
 * The house (docs/product/pickem.md#the-house): the ratings model's win probability playing pick'em, so fans
 * can try to beat it. A match still to play: the current ratings; a completed match: the forecast made before
 * it (docs/product/ratings.md#what-the-model-said), so the house never picks with hindsight.
 */
import { forecastMatches } from '@league/shared/domain/match-forecasts';
import { housePick, PICK_MAX_POINTS, type Pick, pickOutcome, scorePick } from '@league/shared/domain/pickem';
import type { PickerTally } from '@league/shared/domain/pickem-leaderboard';
import type { LeagueRatings } from '../ratings/service.ts';
import type { PickemMatchRow } from './queries.ts';

/** The name the house plays under on the leaderboards. */
export const HOUSE_NAME = 'The house (model)';

export interface HouseView {
  team1Probability: number | null;
  pick: Pick | null;
}

/** What the house says about each match, by match id. */
export function houseViews(rated: LeagueRatings, rows: readonly PickemMatchRow[]): Map<number, HouseView> {
  const views = new Map<number, HouseView>();
  const bySeason = new Map<number, PickemMatchRow[]>();
  for (const row of rows) bySeason.set(row.seasonId, [...(bySeason.get(row.seasonId) ?? []), row]);
  for (const [seasonId, seasonRows] of bySeason) {
    const teams = rated.teams.filter((t) => t.seasonId === seasonId);
    const forecasts = forecastMatches(rated.ratings, teams, seasonRows);
    seasonRows.forEach((row, i) => {
      const p = forecasts[i]?.team1Probability ?? null;
      views.set(row.id, { team1Probability: p, pick: housePick(p, row.format) });
    });
  }
  return views;
}

/**
 * The house's tally over completed matches: it plays only the matches members picked (`pickedIds`), so
 * its count of picks compares with theirs, and scores by the same rule (PICK_POINTS).
 */
export function houseTally(
  rated: LeagueRatings,
  completed: readonly PickemMatchRow[],
  pickedIds: ReadonlySet<number>,
): PickerTally | null {
  const played = completed.filter((m) => pickedIds.has(m.id));
  const views = houseViews(rated, played);
  const tally: PickerTally = { userId: null, name: HOUSE_NAME, points: 0, picks: 0, winners: 0, exact: 0 };
  for (const match of played) {
    const pick = views.get(match.id)?.pick;
    const outcome = pickOutcome(match.team1Score, match.team2Score);
    if (!pick || !outcome) continue;
    const points = scorePick(pick, outcome);
    tally.picks += 1;
    tally.points += points;
    if (points > 0) tally.winners += 1;
    if (points === PICK_MAX_POINTS) tally.exact += 1;
  }
  return tally.picks > 0 ? tally : null;
}
