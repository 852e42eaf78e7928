/**
 * Property tests of the marks and the needs (docs/product/standings.md#clinched-and-eliminated): on random
 * small leagues, every outcome of the open matches is played out with real set points (and once without)
 * and ranked as a finished table; a mark or a proven need that any of them contradicts fails the test. A second, independent
 * oracle (league points only) lists the marks the exact search must not miss.
 */
import { describe, expect, it } from 'vitest';
import { type RandomLeague, randomLeague, randomSetScores } from '../test-support/random-standings-league.ts';
import { type SeededRandom, seededRandom } from '../test-support/seeded-random.ts';
import { leaguePointsFor, matchResultsOf } from './match-formats.ts';
import { boundRanges } from './standings-bound.ts';
import type { StandingsMatch } from './standings-matches.ts';
import type { TeamNeeds } from './standings-needs.ts';
import { allResultsAllowed, exploreOutcomes } from './standings-outcomes.ts';
import { prepareStandings, rankContextOf } from './standings-state.ts';
import { buildStandings, type StandingsTable } from './standings-table.ts';
import { positionSpans, rankTeams } from './tie-break-ranking.ts';

const LEAGUES = 60;

type Outcome = readonly (readonly [number, number])[];

function* outcomesOf(league: RandomLeague): Generator<Outcome> {
  const results = matchResultsOf(league.format);
  const walk = function* (i: number, acc: (readonly [number, number])[]): Generator<Outcome> {
    if (i === league.open.length) return yield [...acc];
    for (const r of results) yield* walk(i + 1, [...acc, r]);
  };
  yield* walk(0, []);
}

/** The league's matches with every open one completed as `outcome` says, with set points drawn by `rng`. */
function playOut(league: RandomLeague, outcome: Outcome, rng: SeededRandom | null): StandingsMatch[] {
  const done = new Map(
    league.open.map((m, i) => {
      const sets = outcome[i] as readonly [number, number];
      const scores = rng ? randomSetScores(rng, league.format, sets) : [];
      const [set1Score, set2Score, set3Score, set4Score, set5Score] = scores;
      return [
        m.id,
        {
          ...m,
          status: 'completed',
          team1Score: sets[0],
          team2Score: sets[1],
          set1Score: set1Score ?? null,
          set2Score: set2Score ?? null,
          set3Score: set3Score ?? null,
          set4Score: set4Score ?? null,
          set5Score: set5Score ?? null,
        },
      ];
    }),
  );
  return league.matches.map((m) => done.get(m.id) ?? m);
}

/** Each team's best and worst position in the finished table (an unresolved tie spans its positions). */
function finalSpans(league: RandomLeague, matches: StandingsMatch[]): Map<string, [number, number]> {
  const state = prepareStandings({ settings: league.settings, matches, group: {} });
  const { best, worst } = positionSpans(rankTeams(state.chain, rankContextOf(state)), state.names.length);
  return new Map(state.names.map((name, i) => [name, [best[i] as number, worst[i] as number]]));
}

/** Whether `team` won the open match `m` in `outcome`. */
function won(league: RandomLeague, outcome: Outcome, matchId: number, team: string): boolean {
  const i = league.open.findIndex((m) => m.id === matchId);
  const m = league.open[i] as StandingsMatch;
  const [a, b] = outcome[i] as readonly [number, number];
  return m.team1Name === team ? a > b : b > a;
}

/** The fixtures of a team (a completed match that could not be counted is not one it can still win). */
const fixturesOf = (league: RandomLeague, team: string) =>
  league.open.filter((m) => m.status !== 'completed' && (m.team1Name === team || m.team2Name === team));

/** Whether an outcome meets the condition a needs line promises to be enough. */
function promised(league: RandomLeague, outcome: Outcome, team: string, needs: TeamNeeds): boolean {
  const mine = fixturesOf(league, team);
  const wins = mine.filter((m) => won(league, outcome, m.id, team)).length;
  switch (needs.kind) {
    case 'wins':
      return needs.matchIds.every((id) => won(league, outcome, id, team));
    case 'anyWins':
      return wins >= needs.wins;
    case 'winOutAndHelp': {
      const rival = needs.rival ?? '';
      const theirs = fixturesOf(league, rival).filter((m) => m.team1Name !== team && m.team2Name !== team);
      return wins === mine.length && theirs.some((m) => !won(league, outcome, m.id, rival));
    }
    default:
      return false;
  }
}

/** Every contradiction between the table's marks (and proven needs) and the played-out outcomes. */
function contradictions(league: RandomLeague, table: StandingsTable, rng: SeededRandom): string[] {
  const spots = league.settings.playoffSpots;
  const problems: string[] = [];
  for (const outcome of outcomesOf(league)) {
    for (const realize of [rng, null]) {
      const where = finalSpans(league, playOut(league, outcome, realize));
      for (const row of table.rows) {
        const [best, worst] = where.get(row.team) as [number, number];
        const wrong = (what: string) =>
          problems.push(`${row.team} ${what}, yet ${best}-${worst} in ${JSON.stringify(outcome)}`);
        if (row.marks.playoffs === 'clinched' && worst > spots) wrong('clinched a playoff spot');
        if (row.marks.playoffs === 'eliminated' && best <= spots) wrong('eliminated from the playoffs');
        if (row.marks.first === 'clinched' && worst > 1) wrong('clinched first place');
        if (row.marks.first === 'eliminated' && best === 1) wrong('eliminated from first place');
        const needs = row.needs;
        if (
          needs &&
          promised(league, outcome, row.team, needs) &&
          worst > (needs.goal === 'first' ? 1 : spots)
        ) {
          wrong(`was told "${needs.text}"`);
        }
      }
    }
  }
  return problems;
}

/** League points of every team in an outcome, summed straight from the results (no table code). */
function pointsIn(league: RandomLeague, outcome: Outcome): Map<string, number> {
  const points = new Map(league.teams.map((t) => [t, 0]));
  const add = (team: string, won: number, lost: number) =>
    points.set(team, (points.get(team) ?? 0) + (leaguePointsFor(league.format, won, lost) ?? 0));
  const all = [
    ...league.results,
    ...league.open.map((m, i) => ({
      team1: m.team1Name,
      team2: m.team2Name,
      sets: outcome[i] as [number, number],
    })),
  ];
  for (const r of all) {
    add(r.team1, r.sets[0], r.sets[1]);
    add(r.team2, r.sets[1], r.sets[0]);
  }
  for (const a of league.settings.adjustments)
    points.set(a.teamName, (points.get(a.teamName) ?? 0) - a.points);
  return points;
}

/** Marks that must appear: on points alone, the team is inside (or outside) the target in every outcome. */
function missedMarks(league: RandomLeague, table: StandingsTable): string[] {
  const outcomes = [...outcomesOf(league)].map((o) => pointsIn(league, o));
  const rivals = (p: Map<string, number>, team: string, above: (r: number, t: number) => boolean) =>
    league.teams.filter((r) => r !== team && above(p.get(r) ?? 0, p.get(team) ?? 0)).length;
  const missed: string[] = [];
  for (const row of table.rows) {
    for (const [target, mark] of [
      [league.settings.playoffSpots, row.marks.playoffs],
      [1, row.marks.first],
    ] as const) {
      if (target === 0) continue;
      const inside = outcomes.every((p) => rivals(p, row.team, (r, t) => r >= t) < target);
      const outside = outcomes.every((p) => rivals(p, row.team, (r, t) => r > t) >= target);
      if (inside && mark !== 'clinched')
        missed.push(`${row.team} surely within ${target} but marked ${mark}`);
      if (outside && mark !== 'eliminated')
        missed.push(`${row.team} surely outside ${target} but marked ${mark}`);
    }
  }
  return missed;
}

/** The bound must hold every position the exact search finds (it is used where the search cannot run). */
function boundMisses(league: RandomLeague): string[] {
  const state = prepareStandings({ settings: league.settings, matches: league.matches, group: {} });
  const allowed = allResultsAllowed(state);
  const bound = boundRanges(state, allowed);
  if (!bound) return [];
  const exact = exploreOutcomes(state, allowed).ranges;
  return state.names.flatMap((name, t) =>
    (bound.best[t] as number) > (exact.best[t] as number) ||
    (bound.worst[t] as number) < (exact.worst[t] as number)
      ? [`${name}: bound ${bound.best[t]}-${bound.worst[t]}, exact ${exact.best[t]}-${exact.worst[t]}`]
      : [],
  );
}

const BATCHES = 6;

describe('marks and needs against every outcome', () => {
  let marked = 0;
  const kinds = new Set<string>();
  for (let batch = 0; batch < BATCHES; batch++) {
    const seeds = Array.from({ length: LEAGUES / BATCHES }, (_, i) => batch * (LEAGUES / BATCHES) + i + 1);
    it(`hold in every outcome of leagues ${seeds[0]}-${seeds.at(-1)}, and miss no mark points alone prove`, () => {
      for (const seed of seeds) {
        const rng = seededRandom(seed);
        const league = randomLeague(rng, { bestOf5: 4, bestOf3: 5 });
        const table = buildStandings({ settings: league.settings, matches: league.matches, group: {} });
        expect(table.proof.method, `seed ${seed}`).toBe('exact');
        expect(contradictions(league, table, rng), `seed ${seed}`).toEqual([]);
        expect(boundMisses(league), `seed ${seed}`).toEqual([]);
        if (league.settings.tieBreakers[0] === 'leaguePoints') {
          expect(missedMarks(league, table), `seed ${seed}`).toEqual([]);
        }
        marked += table.rows.filter((r) => r.marks.playoffs || r.marks.first).length;
        for (const row of table.rows) if (row.needs) kinds.add(row.needs.kind);
      }
    }, 30_000);
  }

  it('were not all trivially unmarked, and gave needs of every kind', () => {
    expect(marked).toBeGreaterThan(LEAGUES);
    expect([...kinds].sort()).toEqual(['anyWins', 'help', 'winOutAndHelp', 'wins']);
  });
});
