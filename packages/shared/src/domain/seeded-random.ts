/**
 * mulberry32, a small seeded generator of numbers in [0, 1): the same seed draws the same sequence on every
 * machine and run (the demo league, the property tests). Each draw adds 0x6d2b79f5 to a 32-bit state and
 * mixes it with xor-shifts and multiplications; Math.random is never used.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max], both included: min + ⌊draw × (max − min + 1)⌋. */
export function drawInt(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}
