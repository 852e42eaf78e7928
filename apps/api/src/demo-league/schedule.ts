/**
 * The current season's schedule (matches): the regular phase's round robin of every division
 * (regular-season.ts: completed before `now`, with set scores, still to play after), then the first two
 * playoff weeks of each division's bracket (phase `playoffs`), whose teams are still to be decided (`TBD`)
 * because the regular phase has not ended. Dates follow the current week.
 */
import { REGIONS } from '@league/shared/domain/league';
import { addDays, spreadOverWeek } from './calendar.ts';
import type { Pool, Season } from './model.ts';
import type { PoolResult } from './play-season.ts';
import { FIRST_ROUND_WEEK, type RegularMatch } from './regular-season.ts';
import { formatSetScore } from './series.ts';

export interface Match {
  id: number;
  matchNumber: string;
  status: 'scheduled' | 'live' | 'completed';
  round: string;
  phase: 'qualifiers' | 'playoffs';
  region: string;
  division: string | null;
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

/** The name the schedule gives a side not known yet. */
export const TO_BE_DECIDED = 'TBD';

/** The playoff rounds of a bracket of 4, by week after the regular phase (0 = the week after it). */
const PLAYOFF_WEEKS: { week: number; rounds: [round: string, matches: number][] }[] = [
  { week: 0, rounds: [['Round 1', 2]] },
  {
    week: 1,
    rounds: [
      ['Round 2', 1],
      ['Losers Round 1', 1],
    ],
  },
];

type Planned = Omit<Match, 'id' | 'matchNumber' | 'season'>;

/** Conferences are the league's regions when there are several (the scaled benchmark leagues). */
const regionOf = (conference: number) => REGIONS[conference % REGIONS.length] as string;

function regularMatch(m: RegularMatch, now: Date): Planned {
  const completed = m.date.getTime() < now.getTime();
  const sets = m.setPoints.map(formatSetScore);
  return {
    status: completed ? 'completed' : 'scheduled',
    round: m.round,
    phase: 'qualifiers',
    region: regionOf(m.conference),
    division: m.division,
    date: m.date,
    team1Name: m.team1.name,
    team2Name: m.team2.name,
    team1Score: completed ? m.team1Sets : null,
    team2Score: completed ? m.team2Sets : null,
    setScores: Array.from({ length: 5 }, (_, i) => (completed ? (sets[i] ?? null) : null)),
    tags: ['Regular Season'],
  };
}

function playoffMatches(pools: readonly Pool[], anchor: Date, firstWeek: number): Planned[] {
  return PLAYOFF_WEEKS.flatMap(({ week, rounds }) => {
    const slots = pools.flatMap((pool) =>
      rounds.flatMap(([round, count]) => Array.from({ length: count }, () => ({ pool, round }))),
    );
    return slots.map(
      ({ pool, round }, index): Planned => ({
        status: 'scheduled',
        round,
        phase: 'playoffs',
        region: regionOf(pool.conference),
        division: pool.division,
        date: spreadOverWeek(addDays(anchor, 7 * (firstWeek + week)), index, slots.length),
        team1Name: TO_BE_DECIDED,
        team2Name: TO_BE_DECIDED,
        team1Score: null,
        team2Score: null,
        setScores: [null, null, null, null, null],
        tags: ['Playoffs'],
      }),
    );
  });
}

export function planSchedule(
  season: Season,
  pools: readonly PoolResult[],
  regular: readonly RegularMatch[],
  anchor: Date,
  now: Date,
): Match[] {
  const rounds = Math.max(0, ...pools.map((p) => p.teams.length - 1));
  const planned = [
    ...regular.map((m) => regularMatch(m, now)),
    ...playoffMatches(
      pools.map((p) => p.pool),
      anchor,
      FIRST_ROUND_WEEK + rounds,
    ),
  ];
  return numberMatches(planned, season);
}

/** Ids in schedule order; match numbers count within a phase's round. */
function numberMatches(planned: Planned[], season: Season): Match[] {
  const perRound = new Map<string, number>();
  return planned.map((p, index): Match => {
    const key = `${p.phase}:${p.round}`;
    const number = (perRound.get(key) ?? 0) + 1;
    perRound.set(key, number);
    return { ...p, id: index + 1, matchNumber: `${p.round} - Match ${number}`, season };
  });
}
