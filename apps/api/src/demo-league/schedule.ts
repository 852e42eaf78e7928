/**
 * The current season's schedule (matches) around today: the last two regular-season rounds, the first
 * playoff round (the same series as the season's first bracket games), and the next playoff rounds of
 * the winners and losers brackets. Matches before `now` are completed with set scores, later ones are
 * scheduled. Dates follow the current week, so the schedule page always has matches on both sides of today.
 */
import type { Stage } from '@league/shared/domain/league';
import type { BracketSeries } from './bracket.ts';
import { addDays, spreadOverWeek } from './calendar.ts';
import type { Game, Season, SeriesResult, Team } from './model.ts';
import type { PoolResult } from './play-season.ts';
import type { Random } from './random.ts';
import { formatSetScore, playSeries } from './series.ts';

export interface Match {
  id: number;
  matchNumber: string;
  status: 'scheduled' | 'live' | 'completed';
  round: string;
  phase: string;
  region: string;
  date: Date;
  team1Name: string;
  team2Name: string;
  team1Score: number | null;
  team2Score: number | null;
  setScores: (string | null)[];
  tags: string[];
  season: Season;
  /** The set being played, while live (match-night.ts). */
  liveTeam1Points?: number | null;
  liveTeam2Points?: number | null;
  liveVersion?: number;
}

interface Planned extends SeriesResult {
  round: string;
  tag: 'Regular Season' | 'Playoffs';
  team1: Team;
  team2: Team;
  date: Date;
}

/** Playoff rounds after the first, with the week they are played in (0 = this week). */
const LATER_ROUNDS: { week: number; rounds: [string, Stage][] }[] = [
  {
    week: 0,
    rounds: [
      ['Round 2', 'Winners Bracket; Quarterfinals'],
      ['Losers Round 1', 'Losers Bracket; Round 1'],
    ],
  },
  {
    week: 1,
    rounds: [
      ['Round 3', 'Winners Bracket; Semifinals'],
      ['Losers Round 2', 'Losers Bracket; Round 2'],
    ],
  },
];

export function planSchedule(
  random: Random,
  season: Season,
  pools: PoolResult[],
  playedGames: Map<BracketSeries<Team>, Game>,
  anchor: Date,
  now: Date,
): Match[] {
  const planned: Planned[] = [];
  for (const { teams, series } of pools) {
    const order = random.shuffle(teams);
    for (const [round, index, week] of [
      ['Round 3', 2, -3],
      ['Round 4', 3, -2],
    ] as const) {
      const pairs = roundRobinPairs(order, index);
      pairs.forEach(([team1, team2], i) => {
        const result = playSeries(random, team1.strength, team2.strength, 3);
        const date = spreadOverWeek(addDays(anchor, 7 * week), i, pairs.length);
        planned.push({ ...result, round, tag: 'Regular Season', team1, team2, date });
      });
    }
    for (const s of series.filter((s) => s.stage === 'Winners Bracket; Round of 16')) {
      const date = playedGames.get(s)?.date ?? addDays(anchor, -7);
      planned.push({ ...s, round: 'Round 1', tag: 'Playoffs', date });
    }
    for (const { week, rounds } of LATER_ROUNDS) {
      const weekSeries = rounds.flatMap(([round, stage]) =>
        series.filter((s) => s.stage === stage).map((s) => ({ ...s, round })),
      );
      weekSeries.forEach((s, index) => {
        const date = spreadOverWeek(addDays(anchor, 7 * week), index, weekSeries.length);
        planned.push({ ...s, tag: 'Playoffs', date });
      });
    }
  }
  return numberMatches(planned, season, now);
}

/** Round `round` (from 0) of a round robin by the circle method, so no pairing repeats between rounds. */
function roundRobinPairs(teams: Team[], round: number): [Team, Team][] {
  const [fixed, ...rest] = teams;
  if (!fixed) return [];
  const circle = [fixed, ...rest.map((_, i) => rest[(i + round) % rest.length] as Team)];
  const pairs: [Team, Team][] = [];
  for (let i = 0; i < Math.floor(circle.length / 2); i++) {
    pairs.push([circle[i] as Team, circle[circle.length - 1 - i] as Team]);
  }
  return pairs;
}

function numberMatches(planned: Planned[], season: Season, now: Date): Match[] {
  const perRound = new Map<string, number>();
  return planned.map((p, index): Match => {
    const key = `${p.tag}:${p.round}`;
    const number = (perRound.get(key) ?? 0) + 1;
    perRound.set(key, number);
    const completed = p.date.getTime() < now.getTime();
    const sets = p.setPoints.map(formatSetScore);
    return {
      id: index + 1,
      matchNumber: `${p.round} - Match ${number}`,
      status: completed ? 'completed' : 'scheduled',
      round: p.round,
      phase: 'qualifiers',
      region: 'na',
      date: p.date,
      team1Name: p.team1.name,
      team2Name: p.team2.name,
      team1Score: completed ? p.team1Sets : null,
      team2Score: completed ? p.team2Sets : null,
      setScores: Array.from({ length: 5 }, (_, i) => (completed ? (sets[i] ?? null) : null)),
      tags: [p.tag],
      season,
    };
  });
}
