import { describe, expect, it } from 'vitest';
import { paletteColor, seasonSpan } from './season-display.ts';

describe('paletteColor', () => {
  it('rotates through the eight palette tokens', () => {
    expect(paletteColor(0)).toBe('var(--color-palette-1)');
    expect(paletteColor(7)).toBe('var(--color-palette-8)');
    expect(paletteColor(8)).toBe('var(--color-palette-1)');
    expect(paletteColor(17)).toBe('var(--color-palette-2)');
  });
});

describe('seasonSpan', () => {
  it("reads 'Present' when the season has no end date", () => {
    expect(seasonSpan('2026-10-18', null)).toBe('Oct 18, 2026 – Present');
    expect(seasonSpan('2026-06-28', '2026-09-12')).toBe('Jun 28, 2026 – Sep 12, 2026');
  });
});
