/**
 * How `npm test` splits the browser specs into shards (scripts/test-all.sh runs each with a site of its own,
 * side by side): by each spec's measured costs, not by their count, so that the shards end together. Split by
 * count, the shard that drew the accessibility walk and the tables used half as much CPU again as the
 * lightest, and ended minutes after the others on a loaded machine (ADR 65).
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a spec costs, in seconds. */
export interface SpecCost {
  /** The CPU its shard used while it ran (browser, site and test worker). */
  cpu: number;
  /** How much longer it took than that: waits on a clock (a lock passing, a page going idle). */
  wait: number;
}

/**
 * Each spec's costs, measured in a run of the three shards side by side on two cores (2026-12-07, CPU counted
 * per shard in a cgroup, read as each spec file started and ended). Both count: a loaded machine stretches the
 * work, a quiet one leaves the waits to set the end. scripts/e2e-shards.test.ts keeps the list whole; a spec
 * missing here costs as the median one.
 */
export const SPEC_COSTS: Readonly<Record<string, SpecCost>> = {
  'accessibility.e2e.test.ts': { cpu: 67, wait: 51 },
  'tables.e2e.test.ts': { cpu: 53, wait: 36 },
  'first-view.e2e.test.ts': { cpu: 34, wait: 32 },
  'portal-data.e2e.test.ts': { cpu: 31, wait: 12 },
  'portal.e2e.test.ts': { cpu: 31, wait: 8 },
  'imported-league.e2e.test.ts': { cpu: 18, wait: 0 },
  'standings.e2e.test.ts': { cpu: 17, wait: 8 },
  'stats.e2e.test.ts': { cpu: 15, wait: 8 },
  'league-pages.e2e.test.ts': { cpu: 14, wait: 7 },
  'play-along.e2e.test.ts': { cpu: 14, wait: 83 },
  'schedule-phone.e2e.test.ts': { cpu: 14, wait: 5 },
  'players-teams.e2e.test.ts': { cpu: 13, wait: 6 },
  'follow-push.e2e.test.ts': { cpu: 12, wait: 0 },
  'page-meta.e2e.test.ts': { cpu: 11, wait: 0 },
  'bracket-challenge.e2e.test.ts': { cpu: 10, wait: 94 },
  'live.e2e.test.ts': { cpu: 10, wait: 1 },
  'game-log-compare.e2e.test.ts': { cpu: 9, wait: 4 },
  'oauth.e2e.test.ts': { cpu: 9, wait: 0 },
  'season-recap.e2e.test.ts': { cpu: 8, wait: 0 },
  'search.e2e.test.ts': { cpu: 7, wait: 4 },
  'trivia.e2e.test.ts': { cpu: 7, wait: 3 },
  'chat-webhooks.e2e.test.ts': { cpu: 6, wait: 4 },
  'fan-votes.e2e.test.ts': { cpu: 6, wait: 77 },
  'installable.e2e.test.ts': { cpu: 6, wait: 0 },
  'stat-definitions.e2e.test.ts': { cpu: 6, wait: 1 },
  'share-export.e2e.test.ts': { cpu: 5, wait: 0 },
  'activity.e2e.test.ts': { cpu: 4, wait: 0 },
  'match-night.e2e.test.ts': { cpu: 4, wait: 0 },
  'embeds.e2e.test.ts': { cpu: 2, wait: 0 },
  'head-to-head-bracket.e2e.test.ts': { cpu: 2, wait: 0 },
  'home.e2e.test.ts': { cpu: 2, wait: 0 },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 1;
const MEDIAN_COST: SpecCost = {
  cpu: median(Object.values(SPEC_COSTS).map((c) => c.cpu)),
  wait: median(Object.values(SPEC_COSTS).map((c) => c.wait)),
};

export function specCost(file: string): SpecCost {
  return SPEC_COSTS[basename(file)] ?? MEDIAN_COST;
}

/**
 * `files` split into `count` shards whose CPU and waits are both about even: each file in turn, the costliest
 * first, goes to the shard where it leaves the larger of the two shares smallest (ties by name and by shard,
 * so that every shard's process draws the same split).
 */
export function balancedShards(files: readonly string[], count: number): string[][] {
  const costs = new Map(files.map((file) => [file, specCost(file)]));
  const sum = (of: keyof SpecCost) =>
    Math.max(
      1,
      [...costs.values()].reduce((all, c) => all + c[of], 0),
    );
  const total: SpecCost = { cpu: sum('cpu'), wait: sum('wait') };
  const share = (c: SpecCost) => Math.max(c.cpu / total.cpu, c.wait / total.wait);
  const size = (c: SpecCost) => c.cpu / total.cpu + c.wait / total.wait;
  const costliestFirst = [...costs].sort(
    ([a, ca], [b, cb]) => size(cb) - size(ca) || basename(a).localeCompare(basename(b)),
  );
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], cpu: 0, wait: 0 }));
  for (const [file, cost] of costliestFirst) {
    const withFile = (shard: (typeof shards)[number]) =>
      share({ cpu: shard.cpu + cost.cpu, wait: shard.wait + cost.wait });
    const best = shards.reduce((min, shard) => (withFile(shard) < withFile(min) ? shard : min));
    best.files.push(file);
    best.cpu += cost.cpu;
    best.wait += cost.wait;
  }
  return shards.map((shard) => shard.files);
}

/** Vitest's sequencer (vitest.config.ts) with the browser specs' shards split by their costs. */
export class CostBalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard } = this.ctx.config;
    if (!shard || files.some((file) => file.project.name !== 'e2e')) return super.shard(files);
    const mine = new Set(
      balancedShards(
        files.map((file) => file.moduleId),
        shard.count,
      )[shard.index - 1],
    );
    return files.filter((file) => mine.has(file.moduleId));
  }
}
