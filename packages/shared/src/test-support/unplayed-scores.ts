import type { MatchScores } from '../domain/standings-matches.ts';

/** The score of a match not played yet: nothing recorded, for fixtures that spread it into a match row. */
export const UNPLAYED_SCORES: MatchScores = {
  team1Score: null,
  team2Score: null,
  set1Score: null,
  set2Score: null,
  set3Score: null,
  set4Score: null,
  set5Score: null,
};
