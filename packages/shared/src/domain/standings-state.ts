/**
 * A table's starting point (docs/product/standings.md#data): its teams, the counted results, the matches
 * still open and the settings in force, all by team index. The table, the marks and the needs read this one
 * state.
 */
import { getMatchFormat, type MatchFormat, type MatchFormatId } from './match-formats.ts';
import {
  isInGroup,
  readMatch,
  type StandingsGroup,
  type StandingsMatch,
  teamKeyOf,
  timeOf,
} from './standings-matches.ts';
import { type CountedResult, countedResult, type TeamTally, tallyResults } from './standings-tallies.ts';
import { getTieBreaker, type RankContext, type TieBreaker, type TieBreakerId } from './tie-breakers.ts';

/** A points deduction staff recorded, with its reason (shown under the table). */
export interface StandingsAdjustment {
  teamName: string;
  /** League points taken off, a positive whole number. */
  points: number;
  reason: string;
}

/** A season's standings settings, as staff edit them (docs/product/standings.md#settings). */
export interface StandingsSettings {
  format: MatchFormatId;
  tieBreakers: readonly TieBreakerId[];
  /** Teams that reach the playoffs from this table; 0 when the season has none. */
  playoffSpots: number;
  /** Coin flips staff recorded: team names in the order drawn. */
  coinFlips: readonly (readonly string[])[];
  adjustments: readonly StandingsAdjustment[];
}

export interface StandingsInput {
  settings: StandingsSettings;
  /** The season's matches (any phase); `group` picks the table's. */
  matches: readonly StandingsMatch[];
  group: StandingsGroup;
  /** Teams that belong to the table even without a match (the season's teams, for a table of the whole season). */
  teams?: readonly { name: string }[];
}

/** A match still to play (or whose completed result cannot be counted yet), by team index. */
export interface OpenMatch {
  matchId: number;
  time: number;
  team1: number;
  team2: number;
  /** A completed match that could not be counted (not a fixture to show as "next"). */
  completed: boolean;
}

export interface StandingsState {
  settings: StandingsSettings;
  format: MatchFormat;
  chain: readonly TieBreaker[];
  names: string[];
  keys: string[];
  results: CountedResult[];
  open: OpenMatch[];
  /** Completed matches of the group that could not be counted, with the reason. */
  uncounted: { matchId: number; reason: string }[];
  /** Counted matches whose points are missing (no usable set scores). */
  withoutPoints: number[];
  /** League points deducted from each team. */
  deductions: number[];
  tallies: TeamTally[];
}

function indexTeams(input: StandingsInput, matches: readonly StandingsMatch[]) {
  const names: string[] = [];
  const index = new Map<string, number>();
  const add = (name: string) => {
    const key = teamKeyOf(name);
    if (key === '' || index.has(key)) return;
    index.set(key, names.length);
    names.push(name.trim());
  };
  for (const team of input.teams ?? []) add(team.name);
  for (const m of matches) {
    add(m.team1Name);
    add(m.team2Name);
  }
  return { names, index };
}

/** Reads the group's matches into results and open matches, by team index. */
export function prepareStandings(input: StandingsInput): StandingsState {
  const format = getMatchFormat(input.settings.format);
  const matches = input.matches
    .filter((m) => isInGroup(m, input.group))
    .sort((a, b) => timeOf(a.date) - timeOf(b.date) || a.id - b.id);
  const { names, index } = indexTeams(input, matches);
  const state: Omit<StandingsState, 'tallies' | 'deductions'> = {
    settings: input.settings,
    format,
    chain: input.settings.tieBreakers.map(getTieBreaker),
    names,
    keys: names.map(teamKeyOf),
    results: [],
    open: [],
    uncounted: [],
    withoutPoints: [],
  };
  for (const m of matches) {
    const team1 = index.get(teamKeyOf(m.team1Name)) ?? -1;
    const team2 = index.get(teamKeyOf(m.team2Name)) ?? -1;
    const reading = readMatch(m, format);
    const base = { matchId: m.id, time: timeOf(m.date), team1, team2 };
    if (reading.kind === 'result') {
      state.results.push(countedResult(format, { ...base, ...reading }));
      if (reading.team1Points === null) state.withoutPoints.push(m.id);
    } else {
      if (reading.kind === 'invalid') state.uncounted.push({ matchId: m.id, reason: reading.reason });
      // An uncounted completed match will be corrected some day: until then its result is unknown.
      if (team1 !== team2) state.open.push({ ...base, completed: reading.kind === 'invalid' });
    }
  }
  const deductions = names.map(() => 0);
  for (const a of input.settings.adjustments) {
    const team = index.get(teamKeyOf(a.teamName));
    if (team !== undefined) deductions[team] = (deductions[team] ?? 0) + a.points;
  }
  return { ...state, deductions, tallies: tallyResults(names.length, state.results, deductions) };
}

/** The ranking context of a state (the clinch search passes its own tallies and results). */
export function rankContextOf(
  state: StandingsState,
  tallies: readonly TeamTally[] = state.tallies,
  results: readonly CountedResult[] = state.results,
  pointsOpen?: readonly boolean[],
): RankContext {
  const coinFlips = state.settings.coinFlips.map((flip) => flip.map(teamKeyOf));
  return { format: state.format, tallies, results, keys: state.keys, coinFlips, pointsOpen };
}
