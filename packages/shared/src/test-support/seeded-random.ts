/**
 * A seeded generator (mulberry32) for the property tests: the same seed draws the same leagues on every run,
 * so a failure names a seed that reproduces it.
 */
import { drawInt, mulberry32 } from '../domain/seeded-random.ts';

export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform whole number in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => drawInt(next, min, max);
  return { next, int, pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number] };
}
