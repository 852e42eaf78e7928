/**
 * The team rating's formula (docs/product/ratings.md#the-formula): an Elo rating moved by each result, more
 * for a bigger set margin. Every constant of the model is here, so the methodology page states the numbers
 * the code uses.
 */

/** The league mean: every team of the first season starts here, and seasons regress toward it. */
export const RATING_MEAN = 1500;
/** How far one result moves a rating at most, before the margin multiplier. */
export const RATING_K = 32;
/** A rating gap of this many points makes the stronger team 10 times as likely to win as to lose. */
export const RATING_SCALE = 400;
/** The share of a team's distance from the mean that a new season takes away. */
export const SEASON_REGRESSION = 1 / 3;
/** Roster continuity needs at least this many players who played for a team the season before. */
export const ROSTER_MIN_RETURNING = 2;
/** A win the model gave less than this chance counts as an upset. */
export const UPSET_BELOW = 0.35;

/**
 * Win probability of a team rated `rating` against one rated `opponent`:
 * P = 1 / (1 + 10^((opponent − rating) / 400)). Equal ratings give 0.5; 400 points more gives 10/11.
 */
export function winProbability(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / RATING_SCALE));
}

/**
 * Margin multiplier of a result: M = 1 + (winner's sets − loser's sets) / winner's sets, so a sweep (3-0,
 * 2-0) counts double and a deciding-set win (3-2) a third more; best of 3 and best of 5 compare by share.
 */
export function marginMultiplier(team1Sets: number, team2Sets: number): number {
  const winner = Math.max(team1Sets, team2Sets);
  return winner > 0 ? 1 + Math.abs(team1Sets - team2Sets) / winner : 1;
}

/**
 * How much team 1's rating moves after a result: Δ = K × M × (S − P), with S = 1 for a win and 0 for a
 * loss and P its win probability before the match; team 2 moves by −Δ, so a result moves no rating points
 * in or out of the league.
 */
export function ratingChange(team1Rating: number, team2Rating: number, team1Sets: number, team2Sets: number) {
  const expected = winProbability(team1Rating, team2Rating);
  const score = team1Sets > team2Sets ? 1 : 0;
  return RATING_K * marginMultiplier(team1Sets, team2Sets) * (score - expected);
}

/**
 * A new season's starting rating from its prior (docs/product/ratings.md#between-seasons):
 * start = mean + (1 − 1/3) × (prior − mean).
 */
export function regressToMean(prior: number): number {
  return RATING_MEAN + (1 - SEASON_REGRESSION) * (prior - RATING_MEAN);
}
