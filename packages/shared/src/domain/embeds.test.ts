import { describe, expect, it } from 'vitest';
import { isMatchUnderway, MATCH_PLAY_WINDOW_MS } from './embeds.ts';

describe('isMatchUnderway', () => {
  const start = '2026-11-27T20:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(start) + ms);

  it('counts a scheduled match from its start until the play window closes', () => {
    const match = { status: 'scheduled', date: start };
    expect(isMatchUnderway(match, at(-1))).toBe(false);
    expect(isMatchUnderway(match, at(0))).toBe(true);
    expect(isMatchUnderway(match, at(MATCH_PLAY_WINDOW_MS - 1))).toBe(true);
    expect(isMatchUnderway(match, at(MATCH_PLAY_WINDOW_MS))).toBe(false);
  });

  it('counts a live match whatever the clock says, and never a completed one', () => {
    expect(isMatchUnderway({ status: 'live', date: start }, at(-60_000))).toBe(true);
    expect(isMatchUnderway({ status: 'Live', date: start }, at(MATCH_PLAY_WINDOW_MS * 2))).toBe(true);
    expect(isMatchUnderway({ status: 'completed', date: start }, at(60_000))).toBe(false);
  });
});
