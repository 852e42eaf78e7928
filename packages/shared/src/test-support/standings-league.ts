/**
 * Match rows for the standings tests, written the way staff enter them: `played('Wolves', 'Crows', '3-1')`
 * is a completed regular-phase match, `fixture('Wolves', 'Crows')` one still to play. Each call takes the
 * next id and the next day, so rows come in schedule order. `schedule('A-B 3-0, A-C')` writes a whole
 * season's rows on one line: a pair with its set score is played, one without is still to play.
 */

import type { StandingsMatch } from '../domain/standings-matches.ts';
import type { StandingsSettings } from '../domain/standings-state.ts';
import { DEFAULT_TIE_BREAKERS } from '../domain/tie-breakers.ts';
import { UNPLAYED_SCORES } from './unplayed-scores.ts';

let lastId = 0;

function row(team1Name: string, team2Name: string, extra: Partial<StandingsMatch>): StandingsMatch {
  lastId++;
  return {
    id: lastId,
    status: 'scheduled',
    phase: 'qualifiers',
    region: 'na',
    division: null,
    date: new Date(Date.UTC(2025, 0, 1) + lastId * 86_400_000),
    team1Name,
    team2Name,
    ...UNPLAYED_SCORES,
    ...extra,
  };
}

/** A completed match: `sets` is the overall score ('3-1'); `setScores` the points of each set ('25-20'). */
export function played(
  team1: string,
  team2: string,
  sets: string,
  setScores: readonly string[] = [],
  extra: Partial<StandingsMatch> = {},
): StandingsMatch {
  const [team1Score, team2Score] = sets.split('-').map(Number);
  const [set1Score, set2Score, set3Score, set4Score, set5Score] = setScores;
  return row(team1, team2, {
    status: 'completed',
    team1Score,
    team2Score,
    set1Score: set1Score ?? null,
    set2Score: set2Score ?? null,
    set3Score: set3Score ?? null,
    set4Score: set4Score ?? null,
    set5Score: set5Score ?? null,
    ...extra,
  });
}

/** A match still to play. */
export function fixture(team1: string, team2: string, extra: Partial<StandingsMatch> = {}): StandingsMatch {
  return row(team1, team2, extra);
}

/** The rows of `'A-B 3-0, A-C, …'` in that order: `played('A', 'B', '3-0')`, `fixture('A', 'C')`, … */
export function schedule(text: string): StandingsMatch[] {
  return text.split(',').map((entry) => {
    const [pair = '', sets] = entry.trim().split(' ');
    const [team1 = '', team2 = ''] = pair.split('-');
    return sets ? played(team1, team2, sets) : fixture(team1, team2);
  });
}

/** Best of 5 with its default chain, no playoff spots unless given, nothing recorded. */
export function settingsWith(partial: Partial<StandingsSettings> = {}): StandingsSettings {
  const format = partial.format ?? 'bestOf5';
  return {
    format,
    tieBreakers: DEFAULT_TIE_BREAKERS[format],
    playoffSpots: 0,
    coinFlips: [],
    adjustments: [],
    ...partial,
  };
}
