import { describe, expect, it } from 'vitest';
import { playsAtRatio } from './home-video.tsx';

describe('the home video (issue 34, seed wording)', () => {
  it('plays when more than 60 % of it is on screen, not at exactly 60 %', () => {
    expect(playsAtRatio(0.6)).toBe(false);
    expect(playsAtRatio(0.61)).toBe(true);
    expect(playsAtRatio(0.5)).toBe(false);
  });
});
