import {
  COIN_FLIP_LAST,
  COIN_FLIP_TEAMS,
  DEDUCTION_MESSAGE,
  REASON_REQUIRED,
} from '@league/shared/schemas/standings-admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, defaultChainOf, moveItem, SettingsFormSchema, valuesOf } from './standings-settings-form.ts';

const stored = {
  seasonId: 105,
  format: 'bestOf3' as const,
  tieBreakers: ['leaguePoints' as const, 'matchesWon' as const, 'coinFlip' as const],
  playoffSpots: 4,
  coinFlips: [['Storm Crows', 'Tidal Wave']],
  adjustments: [{ teamName: 'Night Owls', points: 1, reason: 'Late roster' }],
  updatedAt: null,
};

const messagesOf = (values: ReturnType<typeof valuesOf>) =>
  SettingsFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('standings settings form', () => {
  it('round-trips the stored settings into the fields and back into a body the schema takes', () => {
    const values = valuesOf(stored);
    expect(values.coinFlips).toEqual(['Storm Crows, Tidal Wave']);
    const parsed = SettingsFormSchema.parse(values);
    const { seasonId: _id, updatedAt: _at, ...body } = stored;
    expect(parsed).toEqual(body);
  });

  it("refuses what the server refuses, with the server's messages", () => {
    const values = valuesOf(stored);
    expect(messagesOf({ ...values, tieBreakers: ['coinFlip', 'leaguePoints'] })).toEqual([COIN_FLIP_LAST]);
    expect(messagesOf({ ...values, coinFlips: ['Storm Crows'] })).toEqual([COIN_FLIP_TEAMS]);
    expect(
      messagesOf({ ...values, adjustments: [{ teamName: 'Night Owls', points: '0', reason: '' }] }),
    ).toEqual([DEDUCTION_MESSAGE, REASON_REQUIRED]);
  });

  it('leaves blank coin-flip lines out and splits names on commas', () => {
    expect(bodyOf({ ...valuesOf(stored), coinFlips: [' ', 'A ,B, C'] })).toMatchObject({
      coinFlips: [['A', 'B', 'C']],
    });
  });

  it('moves a tie-breaker up or down, never past an end, and offers each format its chain', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(defaultChainOf('bestOf3')[2]).toBe('headToHead');
    expect(defaultChainOf('bestOf5')[2]).toBe('setRatio');
  });
});
