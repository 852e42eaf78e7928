import { describe, expect, it } from 'vitest';
import { drawInt, mulberry32 } from './seeded-random.ts';

const draws = (seed: number, count: number) => {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => next());
};

describe('mulberry32', () => {
  it('draws the same sequence for the same seed, and another for another seed', () => {
    expect(draws(42, 50)).toEqual(draws(42, 50));
    expect(draws(42, 50)).not.toEqual(draws(43, 50));
  });

  it('draws in [0, 1), spread over the whole range', () => {
    const values = draws(7, 2000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(900);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(1100);
  });
});

describe('drawInt', () => {
  it('answers whole numbers from min to max, both ends included', () => {
    const next = mulberry32(3);
    const seen = new Set(Array.from({ length: 500 }, () => drawInt(next, 2, 6)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('maps the ends of [0, 1) to min and max', () => {
    expect(drawInt(() => 0, 1, 3)).toBe(1);
    expect(drawInt(() => 0.999_999, 1, 3)).toBe(3);
  });
});
