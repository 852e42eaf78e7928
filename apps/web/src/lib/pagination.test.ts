import { describe, expect, it } from 'vitest';
import { pageCountOf } from './pagination.ts';

describe('pageCountOf', () => {
  it('counts one page for an empty list', () => {
    expect(pageCountOf(0, 25)).toBe(1);
  });

  it('fills the last page exactly at a multiple of the page size', () => {
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(24, 12)).toBe(2);
    expect(pageCountOf(25, 12)).toBe(3);
  });

  it('handles the public page sizes (players 25, teams 12, games 10)', () => {
    expect(pageCountOf(312, 25)).toBe(13);
    expect(pageCountOf(300, 25)).toBe(12);
    expect(pageCountOf(144, 12)).toBe(12);
    expect(pageCountOf(101, 10)).toBe(11);
  });
});
