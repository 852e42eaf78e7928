/**
 * A small seeded pseudo-random generator (mulberry32, @league/shared/domain/seeded-random) with the few
 * distributions the demo league needs. Math.random is never used: the same seed must give the same league
 * on every machine and every run.
 */
import { drawInt, mulberry32 } from '@league/shared/domain/seeded-random';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: `weighted([['a', 3], ['b', 1]])` answers 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Count of events with the given mean. */
  poisson(mean: number): number;
  /** Successes in `trials` tries of probability `probability`. */
  binomial(trials: number, probability: number): number;
  /**
   * An independent stream named by `label`. Each part of the league draws from its own fork, so adding a
   * draw in one part never reshuffles the others.
   */
  fork(label: string): Random;
}

/** FNV-1a hash of a text, as an unsigned 32-bit integer. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => drawInt(next, min, max);

  const random: Random = {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    poisson(mean) {
      if (mean <= 0) return 0;
      // Knuth's product method is exact but slow for large means; past 30 a rounded normal is close enough.
      if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(next)));
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }
      return count;
    },
    binomial(trials, probability) {
      let successes = 0;
      for (let i = 0; i < trials; i++) if (next() < probability) successes++;
      return successes;
    },
    fork: (label) => createRandom(hashText(`${seed}:${label}`)),
  };
  return random;
}

/** Standard normal draw (Box–Muller). */
function gaussian(next: () => number): number {
  const u = 1 - next();
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
