/**
 * Random small leagues for the standings property tests: a few teams, some completed matches (with or
 * without set scores, now and then one that cannot be counted), a few open matches, a random chain, playoff
 * spots, coin flips and deductions. Everything is kept as plain data so a test can replay any outcome of the
 * open matches with set points of its own choosing.
 */
import {
  getMatchFormat,
  type MatchFormat,
  type MatchFormatId,
  matchResultsOf,
} from '../domain/match-formats.ts';
import type { StandingsMatch } from '../domain/standings-matches.ts';
import type { StandingsSettings } from '../domain/standings-state.ts';
import { TIE_BREAKER_IDS, type TieBreakerId } from '../domain/tie-breakers.ts';
import type { SeededRandom } from './seeded-random.ts';
import { fixture, played } from './standings-league.ts';

export interface RandomLeague {
  format: MatchFormat;
  teams: string[];
  settings: StandingsSettings;
  /** Counted results, as the test's own oracle reads them. */
  results: { team1: string; team2: string; sets: readonly [number, number] }[];
  /** Matches whose result is still open (fixtures and uncountable completed matches). */
  open: StandingsMatch[];
  matches: StandingsMatch[];
}

function shuffle<T>(rng: SeededRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Set scores that give `sets`: the winner takes the last set; to 25, or 15 in a deciding set; some deuces. */
export function randomSetScores(
  rng: SeededRandom,
  format: MatchFormat,
  sets: readonly [number, number],
): string[] {
  const team1Wins = sets[0] > sets[1];
  const loserSets = Math.min(sets[0], sets[1]);
  const winners = shuffle(rng, [
    ...Array(format.setsToWin - 1).fill(team1Wins),
    ...Array(loserSets).fill(!team1Wins),
  ]);
  winners.push(team1Wins);
  return winners.map((one, i) => {
    const target = i === format.setsToWin * 2 - 2 ? 15 : 25;
    const deuce = rng.next() < 0.15;
    const loser = deuce ? rng.int(target - 1, target + 6) : rng.int(0, target - 2);
    const winner = deuce ? loser + 2 : target;
    return one ? `${winner}-${loser}` : `${loser}-${winner}`;
  });
}

function pair(rng: SeededRandom, teams: readonly string[]): [string, string] {
  const [a, b] = shuffle(rng, teams);
  return [a as string, b as string];
}

function randomChain(rng: SeededRandom): TieBreakerId[] {
  const counted = shuffle(
    rng,
    TIE_BREAKER_IDS.filter((id) => id !== 'coinFlip'),
  ).slice(0, rng.int(1, TIE_BREAKER_IDS.length - 1));
  return rng.next() < 0.5 ? [...counted, 'coinFlip'] : counted;
}

export function randomLeague(rng: SeededRandom, maxOpen: { bestOf5: number; bestOf3: number }): RandomLeague {
  const formatId: MatchFormatId = rng.next() < 0.5 ? 'bestOf5' : 'bestOf3';
  const format = getMatchFormat(formatId);
  const teams = ['Wolves', 'Crows', 'Tide', 'Sharks', 'Foxes'].slice(0, rng.int(3, 5));
  const results: RandomLeague['results'] = [];
  const matches: StandingsMatch[] = [];
  const open: StandingsMatch[] = [];
  for (let i = rng.int(0, 8); i > 0; i--) {
    const [team1, team2] = pair(rng, teams);
    const sets = rng.pick(matchResultsOf(format));
    const scores = rng.next() < 0.7 ? randomSetScores(rng, format, sets) : [];
    matches.push(played(team1, team2, `${sets[0]}-${sets[1]}`, scores));
    results.push({ team1, team2, sets });
  }
  if (rng.next() < 0.15) {
    const [team1, team2] = pair(rng, teams);
    const bad = played(team1, team2, `${format.setsToWin - 1}-${format.setsToWin - 1}`);
    matches.push(bad);
    open.push(bad);
  }
  for (let i = rng.int(0, maxOpen[formatId]) - open.length; i > 0; i--) {
    const [team1, team2] = pair(rng, teams);
    const m = fixture(team1, team2);
    matches.push(m);
    open.push(m);
  }
  const settings: StandingsSettings = {
    format: formatId,
    tieBreakers: randomChain(rng),
    playoffSpots: rng.int(0, teams.length),
    coinFlips: rng.next() < 0.3 ? [shuffle(rng, teams).slice(0, rng.int(2, teams.length))] : [],
    adjustments:
      rng.next() < 0.2 ? [{ teamName: rng.pick(teams), points: rng.int(1, 3), reason: 'fine' }] : [],
  };
  return { format, teams, settings, results, open, matches };
}
