/**
 * The current season's regular phase (phase `qualifiers`): each division plays a round robin of best-of-3
 * matches, one round a week, from the season's first week to the week after this one. Matches before
 * `now` are completed, each with its recorded game (no stage) and a stat line for every rostered player;
 * later ones are still to play, so the table has open matches, marks and "needs" lines. Results are drawn
 * for every match whatever `now` is (one stream for results, one per game for its stats), so the league's
 * results are the same on every day of the week; only how many of them are played yet changes.
 */
import { addDays, spreadOverWeek } from './calendar.ts';
import type { Game, Season, SeriesResult, StatLine, Team } from './model.ts';
import {
  createGame,
  type IdCounters,
  type PlayerTally,
  type PoolResult,
  recordStats,
} from './play-season.ts';
import type { Random } from './random.ts';
import { playSeries } from './series.ts';

/** The week of the first round, counted from the current one; one round a week after it. */
export const FIRST_ROUND_WEEK = -5;
/** Regular-season matches are best of 3 (the season's standings settings say so). */
export const REGULAR_BEST_OF = 3;

export interface RegularMatch extends SeriesResult {
  round: string;
  /** The pool's conference (a region at scale above 1) and division. */
  conference: number;
  division: string | null;
  team1: Team;
  team2: Team;
  date: Date;
  /** Its recorded game, once played. */
  game: Game | null;
}

export interface RegularSeason {
  matches: RegularMatch[];
  games: Game[];
  stats: StatLine[];
}

/** Round `round` (from 0) of a round robin by the circle method, so no pairing repeats between rounds. */
export function roundRobinPairs<T>(teams: readonly T[], round: number): [T, T][] {
  const [fixed, ...rest] = teams;
  if (!fixed) return [];
  const circle = [fixed, ...rest.map((_, i) => rest[(i + round) % rest.length] as T)];
  const pairs: [T, T][] = [];
  for (let i = 0; i < Math.floor(circle.length / 2); i++) {
    pairs.push([circle[i] as T, circle[circle.length - 1 - i] as T]);
  }
  return pairs;
}

/** Plays the regular phase of the current season's pools up to `now`. */
export function playRegularSeason(
  random: Random,
  season: Season,
  pools: readonly PoolResult[],
  ids: IdCounters,
  anchor: Date,
  now: Date,
): RegularSeason {
  const results = random.fork('round-robin-results');
  const out: RegularSeason = { matches: [], games: [], stats: [] };
  const tallies = new Map<number, PlayerTally>();
  const orders = pools.map((pool) => random.shuffle(pool.teams));
  const rounds = Math.max(0, ...orders.map((teams) => teams.length - 1));
  for (let round = 0; round < rounds; round++) {
    const week = addDays(anchor, 7 * (FIRST_ROUND_WEEK + round));
    const weekPairs = orders.flatMap((teams, p) =>
      roundRobinPairs(teams, round).map((pair) => ({ pair, pool: pools[p]?.pool })),
    );
    weekPairs.forEach(({ pair: [team1, team2], pool }, index) => {
      const result = playSeries(results, team1.strength, team2.strength, REGULAR_BEST_OF);
      const date = spreadOverWeek(week, index, weekPairs.length);
      const match: RegularMatch = {
        ...result,
        round: `Round ${round + 1}`,
        conference: pool?.conference ?? 0,
        division: pool?.division ?? null,
        team1,
        team2,
        date,
        game: null,
      };
      if (date.getTime() < now.getTime()) {
        const stream = random.fork(`game-${round}-${index}`);
        const meeting = { ...result, team1, team2, stage: null };
        match.game = createGame(stream, season, meeting, date, ids, 0.05);
        const winner = result.team1Sets > result.team2Sets ? team1 : team2;
        recordStats(stream, match.game, winner, ids, { stats: out.stats, tallies });
        out.games.push(match.game);
      }
      out.matches.push(match);
    });
  }
  return out;
}
