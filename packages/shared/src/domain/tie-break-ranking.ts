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
  const order = group.map((team, i) => ({ team, value: values[i] as Measure }));
  order.sort((a, b) => compareMeasures(b.value, a.value));
  const buckets: number[][] = [];
  let last: Measure | null = null;
  for (const { team, value } of order) {
    const bucket = buckets.at(-1);
    if (bucket && last && compareMeasures(last, value) === 0) bucket.push(team);
    else buckets.push([team]);
    last = value;
  }
  return buckets;
}

/**
 * Ranks a group (docs/product/standings.md#the-procedure): criteria are tried in chain order from `start`;
 * the first that gives the group's teams different values splits it into buckets of equal value, best
 * first. A bucket of one team is placed; a bucket of several (smaller than the group) is ranked again from
 * the first criterion, so head-to-head then looks only at the matches among the teams still level. When a
 * criterion cannot be known for some team of the group (null), or the chain runs out, the group stays tied.
 */
function rankGroup(
  group: readonly number[],
  start: number,
  chain: readonly TieBreaker[],
  ctx: RankContext,
  splits: Split[] | null,
): number[][] {
  if (group.length <= 1) return [[...group]];
  for (let i = start; i < chain.length; i++) {
    const criterion = chain[i] as TieBreaker;
    const values = criterion.measure(group, ctx);
    if (values.some((v) => v === null)) return [byKey(group, ctx)];
    const buckets = partition(group, values as Measure[]);
    if (buckets.length === 1) continue;
    splits?.push({ group, criterion, values: new Map(group.map((team, j) => [team, values[j] as Measure])) });
    return buckets.flatMap((bucket) => rankGroup(bucket, 0, chain, ctx, splits));
  }
  return [byKey(group, ctx)];
}

/** Ranks every team of the context by the chain; `withSplits` keeps the splits for explanations. */
export function rankTeams(chain: readonly TieBreaker[], ctx: RankContext, withSplits = true): Ranking {
  const teams = ctx.tallies.map((_, i) => i);
  const splits: Split[] | null = withSplits ? [] : null;
  const tiers = rankGroup(teams, 0, chain, ctx, splits);
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
