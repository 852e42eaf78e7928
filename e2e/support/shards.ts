/**
 * How `npm test` splits the browser specs into shards (scripts/test-all.sh runs each with a site of its own,
 * side by side): by each spec's measured cost, not by their count, so that the shards end together. Split by
 * count, the shard that drew the accessibility walk and the tables ended minutes after the others (ADR 65).
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What each spec costs, in seconds: the CPU it used in a run of the three shards side by side on two cores,
 * plus a seventh of the time it waited on a clock (a lock passing, a page going idle), which a loaded machine
 * does not stretch as it stretches work. Measured 2026-12-07; scripts/e2e-shards.test.ts keeps the list
 * whole. A spec missing here weighs as the median one.
 */
export const SPEC_WEIGHTS: Readonly<Record<string, number>> = {
  'accessibility.e2e.test.ts': 74,
  'tables.e2e.test.ts': 58,
  'first-view.e2e.test.ts': 39,
  'portal-data.e2e.test.ts': 33,
  'portal.e2e.test.ts': 32,
  'play-along.e2e.test.ts': 26,
  'bracket-challenge.e2e.test.ts': 24,
  'standings.e2e.test.ts': 18,
  'imported-league.e2e.test.ts': 18,
  'fan-votes.e2e.test.ts': 17,
  'stats.e2e.test.ts': 16,
  'schedule-phone.e2e.test.ts': 15,
  'league-pages.e2e.test.ts': 15,
  'players-teams.e2e.test.ts': 14,
  'follow-push.e2e.test.ts': 12,
  'page-meta.e2e.test.ts': 11,
  'live.e2e.test.ts': 10,
  'oauth.e2e.test.ts': 9,
  'game-log-compare.e2e.test.ts': 9,
  'trivia.e2e.test.ts': 8,
  'season-recap.e2e.test.ts': 8,
  'search.e2e.test.ts': 7,
  'chat-webhooks.e2e.test.ts': 7,
  'stat-definitions.e2e.test.ts': 6,
  'installable.e2e.test.ts': 6,
  'share-export.e2e.test.ts': 5,
  'match-night.e2e.test.ts': 4,
  'activity.e2e.test.ts': 4,
  'home.e2e.test.ts': 2,
  'head-to-head-bracket.e2e.test.ts': 2,
  'embeds.e2e.test.ts': 2,
};

const MEDIAN_WEIGHT = (() => {
  const sorted = Object.values(SPEC_WEIGHTS).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
})();

export function specWeight(file: string): number {
  return SPEC_WEIGHTS[basename(file)] ?? MEDIAN_WEIGHT;
}

/**
 * `files` split into `count` shards of about equal weight: the heaviest first, each to the lightest shard so
 * far (ties by name, so every shard's process draws the same split).
 */
export function balancedShards(files: readonly string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  const heaviestFirst = [...files].sort(
    (a, b) => specWeight(b) - specWeight(a) || basename(a).localeCompare(basename(b)),
  );
  for (const file of heaviestFirst) {
    const lightest = shards.reduce((min, shard) => (shard.weight < min.weight ? shard : min));
    lightest.files.push(file);
    lightest.weight += specWeight(file);
  }
  return shards.map((shard) => shard.files);
}

/** Vitest's sequencer (vitest.config.ts) with the browser specs' shards split by weight. */
export class WeightedShards extends BaseSequencer {
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
