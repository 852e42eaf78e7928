/**
 * What the model says on a match card (docs/product/ratings.md#what-the-model-said): for a match still to
 * play, each side's chance from the current ratings; for a completed match, the forecast made before its
 * recorded game (turned to the match's order of teams) and whether it was an upset.
 */
import { winProbability } from './rating-model.ts';
import type { RatedTeam } from './rating-starts.ts';
import { teamKeyOf } from './standings-matches.ts';
import type { ResultForecast, TeamRatings } from './team-ratings.ts';

/**
 * The fields of a schedule row the forecast needs (`gameId`: its recorded game, when there is one; without
 * one a completed match was rated as a result of its own).
 */
export interface ForecastMatch {
  id: number;
  status: string;
  team1Name: string;
  team2Name: string;
  gameId: number | null;
}

export interface MatchForecast {
  matchId: number;
  team1Rating: number | null;
  team2Rating: number | null;
  team1Probability: number | null;
  /** Completed matches only. */
  upset: boolean | null;
}

const unknown = (matchId: number): MatchForecast => ({
  matchId,
  team1Rating: null,
  team2Rating: null,
  team1Probability: null,
  upset: null,
});

/** A completed match: its game's forecast, with the sides swapped when the game lists the teams the other way. */
function fromGame(match: ForecastMatch, f: ResultForecast, team1Id: number | undefined): MatchForecast {
  const same = team1Id === undefined || team1Id === f.team1Id;
  return {
    matchId: match.id,
    team1Rating: same ? f.team1Rating : f.team2Rating,
    team2Rating: same ? f.team2Rating : f.team1Rating,
    team1Probability: same ? f.team1Probability : 1 - f.team1Probability,
    upset: f.upset,
  };
}

/**
 * Forecasts for a season's matches: teams are found by name among `seasonTeams` (trimmed, any case, as the
 * schedule matches them). A completed match takes the forecast of its recorded game, else of itself as a
 * result. A match with a team the model does not know, or a completed match that was not rated, has no
 * forecast (nulls).
 */
export function forecastMatches(
  ratings: TeamRatings,
  seasonTeams: readonly RatedTeam[],
  matches: readonly ForecastMatch[],
): MatchForecast[] {
  const idOf = new Map(seasonTeams.map((t) => [teamKeyOf(t.name), t.id]));
  const byGame = new Map(ratings.forecasts.filter((f) => f.source === 'game').map((f) => [f.resultId, f]));
  const byMatch = new Map(ratings.forecasts.filter((f) => f.source === 'match').map((f) => [f.resultId, f]));
  return matches.map((m) => {
    const team1Id = idOf.get(teamKeyOf(m.team1Name));
    const team2Id = idOf.get(teamKeyOf(m.team2Name));
    if (m.status === 'completed') {
      const f = m.gameId === null ? byMatch.get(m.id) : byGame.get(m.gameId);
      return f ? fromGame(m, f, team1Id) : unknown(m.id);
    }
    const team1Rating = team1Id === undefined ? undefined : ratings.ratings.get(team1Id);
    const team2Rating = team2Id === undefined ? undefined : ratings.ratings.get(team2Id);
    if (team1Rating === undefined || team2Rating === undefined) return unknown(m.id);
    return {
      matchId: m.id,
      team1Rating,
      team2Rating,
      team1Probability: winProbability(team1Rating, team2Rating),
      upset: null,
    };
  });
}
