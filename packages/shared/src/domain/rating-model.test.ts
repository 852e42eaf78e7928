import { describe, expect, it } from 'vitest';
import {
  marginMultiplier,
  RATING_K,
  RATING_MEAN,
  ratingChange,
  regressToMean,
  winProbability,
} from './rating-model.ts';

describe('the rating model', () => {
  it('gives equal ratings 50/50, 400 points more ten to one, and the two sides add up to 1', () => {
    expect(winProbability(1500, 1500)).toBe(0.5);
    expect(winProbability(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(winProbability(1620, 1510) + winProbability(1510, 1620)).toBeCloseTo(1, 12);
  });

  it('weighs a sweep double and a deciding-set win a third more, in either format', () => {
    expect([marginMultiplier(3, 0), marginMultiplier(0, 3), marginMultiplier(2, 0)]).toEqual([2, 2, 2]);
    expect(marginMultiplier(3, 1)).toBeCloseTo(5 / 3, 12);
    expect(marginMultiplier(2, 3)).toBeCloseTo(4 / 3, 12);
    expect(marginMultiplier(2, 1)).toBe(1.5);
  });

  it('moves equal teams by K × M / 2, and an expected win by less than an upset', () => {
    expect(ratingChange(1500, 1500, 3, 0)).toBe(RATING_K);
    expect(ratingChange(1500, 1500, 2, 3)).toBeCloseTo((-RATING_K * 4) / 3 / 2, 12);
    const favourite = ratingChange(1700, 1500, 3, 2);
    const upset = ratingChange(1500, 1700, 3, 2);
    expect(favourite).toBeGreaterThan(0);
    expect(upset).toBeGreaterThan(favourite);
  });

  it('regresses a third of the way to the mean between seasons', () => {
    expect(regressToMean(1800)).toBe(1700);
    expect(regressToMean(1350)).toBe(1400);
    expect(regressToMean(RATING_MEAN)).toBe(RATING_MEAN);
  });
});
