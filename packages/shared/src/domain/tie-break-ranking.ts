/**
 * The ranking procedure (docs/product/standings.md#the-procedure): a chain of tie-breakers applied to the
 * whole table, then to every group of teams still level, restarting the chain for each smaller group.
 */
import { compareMeasures, type Measure } from './standings-measures.ts';
import type { RankContext, TieBreaker } from './tie-breakers.ts';

/** One application of a criterion that separated a group into smaller ones. */
export interface Split {
  /** The teams the criterion was applied to (for head-to-head: whose matches formed the mini-table). */
  group: readonly number[];
  criterion: TieBreaker;
  values: ReadonlyMap<number, Measure>;
}

export interface Ranking {
  /**
   * Teams in order, as tiers: a tier of one team has its own position; a larger tier is a tie the chain
   * could not resolve (listed by name, for display only).
   */
  tiers: number[][];
  /** Every split, in the order made; the explanations read them. */
  splits: Split[];
}

/** Unresolved teams are listed by their name key, so the display order never depends on input order. */
function byKey(group: readonly number[], ctx: RankContext): number[] {
  return [...group].sort((a, b) => {
    const ka = ctx.keys[a] ?? '';
    const kb = ctx.keys[b] ?? '';
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
}

/** Teams grouped by equal value, best value first. */
function partition(group: readonly number[], values: readonly Measure[]): number[][] {
  const order = group
    .map((_, i) => i)
    .sort((a, b) => compareMeasures(values[b] as Measure, values[a] as Measure));
  const buckets: number[][] = [];
  let last = -1;
  for (const i of order) {
    const bucket = buckets.at(-1);
    if (bucket && compareMeasures(values[last] as Measure, values[i] as Measure) === 0)
      bucket.push(group[i] as number);
    else buckets.push([group[i] as number]);
    last = i;
  }
  return buckets;
}

/**
 * Ranks a group (docs/product/standings.md#the-procedure): criteria are tried in chain order; the first that
 * gives the group's teams different values splits it into buckets of equal value, best first. A bucket of
 * one team is placed; a bucket of several is ranked again from the first criterion, so head-to-head then
 * looks only at the matches among the teams still level. When a criterion cannot be known for some team of
 * the group (null), or the chain runs out, the group stays tied.
 *
 * `settledUpTo`: criteria of the whole record ('table' scope) up to this index are already level within the
 * group (that is how it was formed), so they are not measured again.
 */
function rankGroup(
  group: readonly number[],
  chain: readonly TieBreaker[],
  ctx: RankContext,
  splits: Split[] | null,
  settledUpTo = -1,
): number[][] {
  if (group.length <= 1) return [[...group]];
  for (let i = 0; i < chain.length; i++) {
    const criterion = chain[i] as TieBreaker;
    if (i <= settledUpTo && criterion.scope === 'table') continue;
    const values = criterion.measure(group, ctx);
    if (values.includes(null)) return [byKey(group, ctx)];
    const buckets = partition(group, values as Measure[]);
    if (buckets.length === 1) continue;
    splits?.push({ group, criterion, values: new Map(group.map((team, j) => [team, values[j] as Measure])) });
    const settled = Math.max(i, settledUpTo);
    return buckets.flatMap((bucket) => rankGroup(bucket, chain, ctx, splits, settled));
  }
  return [byKey(group, ctx)];
}

/** Ranks every team of the context by the chain; `withSplits` keeps the splits for explanations. */
export function rankTeams(chain: readonly TieBreaker[], ctx: RankContext, withSplits = true): Ranking {
  const teams = ctx.tallies.map((_, i) => i);
  const splits: Split[] | null = withSplits ? [] : null;
  const tiers = rankGroup(teams, chain, ctx, splits);
  return { tiers, splits: splits ?? [] };
}

/** Each team's best and worst possible position (1-based) in a ranking: the span of its tier. */
export function positionSpans(ranking: Ranking, teamCount: number): { best: number[]; worst: number[] } {
  const best = new Array<number>(teamCount).fill(0);
  const worst = new Array<number>(teamCount).fill(0);
  let before = 0;
  for (const tier of ranking.tiers) {
    for (const team of tier) {
      best[team] = before + 1;
      worst[team] = before + tier.length;
    }
    before += tier.length;
  }
  return { best, worst };
}
