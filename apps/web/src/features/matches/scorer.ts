/**
 * The scorer page's arithmetic (docs/product/live.md#the-scorer): the score it shows and the score each tap
 * sends. The page always sends the whole score, so an undo is the score before the last tap.
 */
import { formatSetPoints, MAX_SETS, parseSetPoints, setsWon } from '@league/shared/domain/live-match';
import type { Match } from '@league/shared/schemas/matches';
import { setScoresOf } from './schedule.ts';

export interface ScorerScore {
  /** Finished sets, `25-21` each. */
  sets: string[];
  current: { team1Points: number; team2Points: number } | null;
}

/** The score a match shows now. */
export function scoreOf(match: Match): ScorerScore {
  const current =
    match.status === 'live' && match.currentSet
      ? { team1Points: match.currentSet.team1Points, team2Points: match.currentSet.team2Points }
      : null;
  return { sets: setScoresOf(match), current };
}

const finished = (score: ScorerScore) => score.sets.map((s) => parseSetPoints(s)!);

/** Sets won by each side so far. */
export const setsWonOf = (score: ScorerScore) => setsWon(finished(score));

/** The number of the set being played, or of the next one. */
export const setNumberOf = (score: ScorerScore) => score.sets.length + 1;

/** A point for `side`: the set being played starts at 0-0 if none is. */
export function addPoint(score: ScorerScore, side: 1 | 2): ScorerScore {
  const current = score.current ?? { team1Points: 0, team2Points: 0 };
  return {
    sets: score.sets,
    current: {
      team1Points: current.team1Points + (side === 1 ? 1 : 0),
      team2Points: current.team2Points + (side === 2 ? 1 : 0),
    },
  };
}

/** A set ends with a leader; no set after the fifth. */
export function canEndSet(score: ScorerScore): boolean {
  return score.current !== null && score.current.team1Points !== score.current.team2Points;
}

export function endSet(score: ScorerScore): ScorerScore {
  if (!score.current || !canEndSet(score)) return score;
  const set = formatSetPoints({ team1: score.current.team1Points, team2: score.current.team2Points });
  return { sets: [...score.sets, set], current: null };
}

/** A point can start a new set only within the five. */
export const canScore = (score: ScorerScore) => score.current !== null || score.sets.length < MAX_SETS;

/** The match can be finished between sets, with a winner. */
export function canFinish(score: ScorerScore): boolean {
  const won = setsWonOf(score);
  const idle = score.current === null || (score.current.team1Points === 0 && score.current.team2Points === 0);
  return idle && score.sets.length > 0 && won.team1 !== won.team2;
}
