/**
 * The browser specs' shards (e2e/support/shards.ts, ADR 65): every spec has a measured weight, no weight
 * names a spec that is gone, and the split gives every spec to exactly one shard, the shards about even.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancedShards, SPEC_WEIGHTS, specWeight } from '../e2e/support/shards.ts';

const specs = readdirSync(join(import.meta.dirname, '../e2e/specs'))
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .sort();

describe('the browser specs’ shards', () => {
  it('weigh every spec, and only specs that exist', () => {
    expect(specs.length).toBeGreaterThan(20);
    expect(specs.filter((name) => !(name in SPEC_WEIGHTS))).toEqual([]);
    expect(Object.keys(SPEC_WEIGHTS).filter((name) => !specs.includes(name))).toEqual([]);
  });

  it('give every spec to one shard, whatever the count', () => {
    for (const count of [1, 2, 3, 4]) {
      const shards = balancedShards(specs, count);
      expect(shards).toHaveLength(count);
      expect(shards.flat().sort()).toEqual(specs);
    }
  });

  it('split today’s specs into three shards within a fifth of each other', () => {
    const weights = balancedShards(specs, 3).map((shard) =>
      shard.reduce((sum, spec) => sum + specWeight(spec), 0),
    );
    expect(Math.min(...weights) / Math.max(...weights)).toBeGreaterThan(0.8);
  });

  it('draw the same split from the files in any order', () => {
    const reversed = [...specs].reverse();
    expect(balancedShards(reversed, 3)).toEqual(balancedShards(specs, 3));
  });
});
