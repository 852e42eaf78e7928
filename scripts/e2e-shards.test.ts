/**
 * The browser specs' shards (e2e/support/shards.ts, ADR 65): every spec has measured costs, no cost names a
 * spec that is gone, and the split gives every spec to exactly one shard, the shards about even in CPU and in
 * waits.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancedShards, SPEC_COSTS, specCost } from '../e2e/support/shards.ts';

const specs = readdirSync(join(import.meta.dirname, '../e2e/specs'))
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .sort();

describe('the browser specs’ shards', () => {
  it('know the costs of every spec, and only of specs that exist', () => {
    expect(specs.length).toBeGreaterThan(20);
    expect(specs.filter((name) => !(name in SPEC_COSTS))).toEqual([]);
    expect(Object.keys(SPEC_COSTS).filter((name) => !specs.includes(name))).toEqual([]);
  });

  it('give every spec to one shard, whatever the count', () => {
    for (const count of [1, 2, 3, 4]) {
      const shards = balancedShards(specs, count);
      expect(shards).toHaveLength(count);
      expect(shards.flat().sort()).toEqual(specs);
    }
  });

  it('split today’s specs into three shards within a fifth of each other, in CPU and in waits', () => {
    const shards = balancedShards(specs, 3);
    for (const of of ['cpu', 'wait'] as const) {
      const totals = shards.map((shard) => shard.reduce((sum, spec) => sum + specCost(spec)[of], 0));
      expect(Math.min(...totals) / Math.max(...totals), of).toBeGreaterThan(0.8);
    }
  });

  it('draw the same split from the files in any order', () => {
    const reversed = [...specs].reverse();
    expect(balancedShards(reversed, 3)).toEqual(balancedShards(specs, 3));
  });
});
