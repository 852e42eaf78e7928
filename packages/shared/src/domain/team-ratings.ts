/**
 * Team ratings over the league's whole history (docs/product/ratings.md#the-formula): results are taken in
 * date order (then id), a season's teams start when its first result comes (docs/product/ratings.md#between-seasons),
 * and each result records what the model said before it (docs/product/ratings.md#what-the-model-said).
 * Deterministic: the same results, in any order, give the same numbers. Results are the recorded games and
 * the completed schedule matches without one (docs/decisions/0046-standings-and-ratings-computed-on-read.md).
 */
import { ratingChange, UPSET_BELOW, winProbability } from './rating-model.ts';
import {
  indexTeamHistory,
  type RatedSeason,
  type RatedTeam,
  type RatingStart,
  startRating,
} from './rating-starts.ts';

/**
 * Where a result comes from (docs/product/ratings.md#data): a recorded game, or a completed schedule match
 * that has no recorded game (the same meeting is never both). Ids are unique within a source.
 */
export type ResultSource = 'game' | 'match';

/** A finished match between two teams of a season (sets won). */
export interface RatedResult {
  id: number;
  /** 'game' when left out. */
  source?: ResultSource;
  date: string | Date;
  seasonId: number;
  team1Id: number;
  team2Id: number;
  team1Score: number;
  team2Score: number;
}

export interface RatingsInput {
  seasons: readonly RatedSeason[];
  teams: readonly RatedTeam[];
  results: readonly RatedResult[];
}

/** What the model said before a result, and what happened. */
export interface ResultForecast {
  resultId: number;
  source: ResultSource;
  date: string;
  seasonId: number;
  team1Id: number;
  team2Id: number;
  team1Rating: number;
  team2Rating: number;
  team1Probability: number;
  team1Won: boolean;
  /** The winner had less than UPSET_BELOW of a chance. */
  upset: boolean;
}

/** A team's rating after one of its results. */
export interface RatingPoint {
  teamId: number;
  resultId: number;
  date: string;
  rating: number;
}

export interface TeamRatings {
  /** Every team's current rating (a team without a result keeps its start). */
  ratings: Map<number, number>;
  starts: RatingStart[];
  forecasts: ResultForecast[];
  history: RatingPoint[];
  /** Results that could not be rated, with the reason. */
  skipped: { resultId: number; reason: string }[];
}

const timeOf = (date: string | Date) => (typeof date === 'string' ? Date.parse(date) : date.getTime());
const SOURCE_ORDER: Record<ResultSource, number> = { game: 0, match: 1 };
const sourceOf = (r: RatedResult): ResultSource => r.source ?? 'game';

/** Date order, then games before matches, then id: a total order, whatever order the rows came in. */
function compareResults(a: RatedResult, b: RatedResult): number {
  return (
    timeOf(a.date) - timeOf(b.date) || SOURCE_ORDER[sourceOf(a)] - SOURCE_ORDER[sourceOf(b)] || a.id - b.id
  );
}

function problemOf(r: RatedResult, teamSeason: ReadonlyMap<number, number>): string | null {
  if (!Number.isFinite(timeOf(r.date))) return 'no readable date';
  if (!teamSeason.has(r.team1Id) || !teamSeason.has(r.team2Id)) return 'a team is unknown';
  if (r.team1Id === r.team2Id) return 'a team cannot play itself';
  if (r.team1Score < 0 || r.team2Score < 0 || r.team1Score === r.team2Score) return 'no winner';
  return null;
}

/**
 * Rates every team (docs/product/ratings.md#the-formula). Seasons start in season-number order: before the
 * first result of season S, every season up to S that has not started starts its teams (by id); seasons
 * without results start at the end, so every team has a rating. A team's start is `startRating`.
 */
export function rateTeams(input: RatingsInput): TeamRatings {
  const seasons = [...input.seasons].sort((a, b) => a.seasonNumber - b.seasonNumber);
  const history = indexTeamHistory(input.teams, seasons);
  const teamSeason = new Map(input.teams.map((t) => [t.id, t.seasonId]));
  const out: TeamRatings = { ratings: new Map(), starts: [], forecasts: [], history: [], skipped: [] };
  let started = 0;
  const startUpTo = (seasonNumber: number) => {
    for (; started < seasons.length && (seasons[started]?.seasonNumber ?? 0) <= seasonNumber; started++) {
      const season = seasons[started] as RatedSeason;
      const teams = input.teams.filter((t) => t.seasonId === season.id).sort((a, b) => a.id - b.id);
      for (const team of teams) {
        const start = startRating(team, history, out.ratings);
        out.starts.push(start);
        out.ratings.set(team.id, start.rating);
      }
    }
  };
  const results = [...input.results].sort(compareResults);
  for (const r of results) {
    const problem = problemOf(r, teamSeason);
    if (problem) {
      out.skipped.push({ resultId: r.id, reason: problem });
      continue;
    }
    startUpTo(history.numberOf.get(teamSeason.get(r.team1Id) as number) ?? 0);
    startUpTo(history.numberOf.get(teamSeason.get(r.team2Id) as number) ?? 0);
    recordResult(out, r);
  }
  startUpTo(Number.POSITIVE_INFINITY);
  return out;
}

/** The forecast before a result, then both teams' new ratings. */
function recordResult(out: TeamRatings, r: RatedResult): void {
  const team1Rating = out.ratings.get(r.team1Id) as number;
  const team2Rating = out.ratings.get(r.team2Id) as number;
  const team1Probability = winProbability(team1Rating, team2Rating);
  const team1Won = r.team1Score > r.team2Score;
  const date = new Date(timeOf(r.date)).toISOString();
  out.forecasts.push({
    resultId: r.id,
    source: sourceOf(r),
    date,
    seasonId: r.seasonId,
    team1Id: r.team1Id,
    team2Id: r.team2Id,
    team1Rating,
    team2Rating,
    team1Probability,
    team1Won,
    upset: (team1Won ? team1Probability : 1 - team1Probability) < UPSET_BELOW,
  });
  const change = ratingChange(team1Rating, team2Rating, r.team1Score, r.team2Score);
  out.ratings.set(r.team1Id, team1Rating + change);
  out.ratings.set(r.team2Id, team2Rating - change);
  out.history.push({ teamId: r.team1Id, resultId: r.id, date, rating: team1Rating + change });
  out.history.push({ teamId: r.team2Id, resultId: r.id, date, rating: team2Rating - change });
}
