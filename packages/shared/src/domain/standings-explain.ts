/**
 * Why a tied position is where it is (docs/product/standings.md#explanations): for a team level on the
 * chain's first criterion with others, which criterion put it ahead of or behind each of them, with both
 * values, as data and as one plain sentence.
 */
import { compareMeasures, formatMeasure, formatMeasurePair, type Measure } from './standings-measures.ts';
import type { Ranking, Split } from './tie-break-ranking.ts';
import type { RankContext, TieBreaker, TieBreakerId } from './tie-breakers.ts';

export interface TieComparison {
  team: string;
  /** `level`: the chain could not separate them. */
  relation: 'ahead' | 'behind' | 'level';
  criterion: TieBreakerId | null;
  value: string | null;
  otherValue: string | null;
  /** For head-to-head: the teams whose matches formed the mini-table. */
  among: string[];
}

export interface TieExplanation {
  /** The chain's first criterion and the value the teams share. */
  levelOn: { criterion: TieBreakerId; value: string };
  tiedWith: string[];
  comparisons: TieComparison[];
  sentence: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The shared value in words: '12 points', '7 wins', 'a set ratio of 1.50'. */
function levelText(criterion: TieBreaker, value: Measure): string {
  switch (criterion.id) {
    case 'leaguePoints':
      return plural(value.num, 'point');
    case 'matchesWon':
      return plural(value.num, 'win');
    case 'setsWon':
      return `${plural(value.num, 'set')} won`;
    case 'headToHead':
      return plural(value.num, 'head-to-head point');
    default:
      return `a ${criterion.label.toLowerCase()} of ${formatMeasure(value, criterion.kind)}`;
  }
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The split that separated two teams: the first that held both and gave them different values. */
function splitBetween(splits: readonly Split[], a: number, b: number): Split | undefined {
  return splits.find((s) => {
    const va = s.values.get(a);
    const vb = s.values.get(b);
    return va !== undefined && vb !== undefined && compareMeasures(va, vb) !== 0;
  });
}

function compare(team: number, other: number, ranking: Ranking, names: readonly string[]): TieComparison {
  const split = splitBetween(ranking.splits, team, other);
  const name = names[other] ?? '';
  if (!split)
    return { team: name, relation: 'level', criterion: null, value: null, otherValue: null, among: [] };
  const mine = split.values.get(team) as Measure;
  const theirs = split.values.get(other) as Measure;
  const [value, otherValue] = formatMeasurePair(mine, theirs, split.criterion.kind);
  const among = split.criterion.scope === 'tiedTeams' ? split.group.map((t) => names[t] ?? '') : [];
  const relation = compareMeasures(mine, theirs) > 0 ? 'ahead' : 'behind';
  return { team: name, relation, criterion: split.criterion.id, value, otherValue, among };
}

function clause(c: TieComparison, chain: readonly TieBreaker[], named: boolean): string {
  const who = (word: string) => (named ? (word === 'ahead' ? ` of ${c.team}` : ` ${c.team}`) : '');
  if (c.relation === 'level') {
    const flip = chain.some((t) => t.id === 'coinFlip') ? ' (no coin flip recorded)' : '';
    return `not separated from ${c.team} by any tie-breaker${flip}; listed by name`;
  }
  const relation = `${c.relation}${who(c.relation)}`;
  if (c.criterion === 'coinFlip') return `${relation} on the recorded coin flip`;
  const label = chain.find((t) => t.id === c.criterion)?.label.toLowerCase() ?? '';
  const mini = c.among.length > 2 ? ` (league points among ${listNames(c.among)})` : '';
  return `${relation} on ${label} ${c.value} to ${c.otherValue}${mini}`;
}

/**
 * The explanation of every team level with others on the chain's first criterion (over the whole table);
 * null for a team alone on its value. Comparisons follow the table order; the sentence reads e.g. 'Level on
 * 12 points with Golden Wolves; ahead on set ratio 1.50 to 1.20.'
 */
export function explainTies(
  ranking: Ranking,
  chain: readonly TieBreaker[],
  ctx: RankContext,
  names: readonly string[],
): (TieExplanation | null)[] {
  const first = chain[0];
  const all = names.map((_, i) => i);
  const explanations: (TieExplanation | null)[] = all.map(() => null);
  if (!first) return explanations;
  const values = first.measure(all, ctx);
  const order = ranking.tiers.flat();
  for (const team of all) {
    const value = values[team];
    if (!value) continue;
    const level = order.filter((o) => {
      const other = values[o];
      return o !== team && other != null && compareMeasures(other, value) === 0;
    });
    if (level.length === 0) continue;
    const comparisons = level.map((other) => compare(team, other, ranking, names));
    const tiedWith = level.map((o) => names[o] ?? '');
    const clauses = comparisons.map((c) => clause(c, chain, comparisons.length > 1));
    const sentence = `Level on ${levelText(first, value)} with ${listNames(tiedWith)}; ${clauses.join('; ')}.`;
    const levelOn = { criterion: first.id, value: formatMeasure(value, first.kind) };
    explanations[team] = { levelOn, tiedWith, comparisons, sentence };
  }
  return explanations;
}
