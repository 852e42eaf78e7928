import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import { glossaryEntry } from './glossary.ts';
import type { StatNumbers } from './league.ts';
import { PLAYER_RATING_COMPONENTS, PLAYER_RATING_FORMULA, ratePlayers } from './player-rating.ts';

const line = (numbers: Partial<StatNumbers>): StatNumbers => ({ ...emptyStatNumbers(), ...numbers });
const player = (id: number, setsPlayed: number, numbers: Partial<StatNumbers>) => ({
  id,
  name: `Player ${id}`,
  setsPlayed,
  totals: line(numbers),
});

const league = [
  player(1, 40, {
    spikeKills: 40,
    spikeAttempts: 80,
    spikingErrors: 8,
    blocks: 20,
    digs: 40,
    aces: 8,
    servingErrors: 8,
  }),
  player(2, 40, {
    spikeKills: 20,
    spikeAttempts: 80,
    spikingErrors: 12,
    blocks: 4,
    digs: 80,
    aces: 4,
    miscErrors: 4,
  }),
  player(3, 20, {
    spikeKills: 15,
    spikeAttempts: 30,
    spikingErrors: 3,
    blocks: 6,
    digs: 30,
    aces: 2,
    settingErrors: 5,
  }),
  // Under 30% of the most sets (40): 11 sets is not enough, 12 is.
  player(4, 11, { spikeKills: 30, spikeAttempts: 30, blocks: 30, digs: 30, aces: 30 }),
  player(5, 12, { spikeKills: 6, spikeAttempts: 12, blocks: 3, digs: 12, aces: 1, servingErrors: 2 }),
];

describe('the player rating', () => {
  const rated = ratePlayers(league);
  const byId = new Map(rated.rows.map((r) => [r.player.id, r]));

  it('qualifies players as the leaderboard does per set, at 30% of the most sets', () => {
    expect(rated.rule?.sets).toEqual({ min: 12, most: 40 });
    expect(byId.get(4)?.qualified).toBe(false);
    expect(byId.get(5)?.qualified).toBe(true);
    expect(rated.rows.at(-1)?.player).toEqual({ id: 4, name: 'Player 4' });
  });

  it('averages exactly 1.00 over the qualified players, however good an unqualified one is', () => {
    const qualified = rated.rows.filter((r) => r.qualified);
    expect(qualified.reduce((s, r) => s + r.rating, 0) / qualified.length).toBeCloseTo(1, 12);
    expect(rated.averages.blocks).toBeCloseTo((0.5 + 0.1 + 0.3 + 0.25) / 4, 12);
  });

  it('rates a player at every average 1.00, and shows each component with its share', () => {
    const average = Object.values(rated.averages);
    expect(average.every((v) => v > 0)).toBe(true);
    const p = byId.get(1);
    expect(p?.components.map((c) => c.key)).toEqual(PLAYER_RATING_COMPONENTS.map((c) => c.key));
    expect(p?.rating).toBeCloseTo(1 + (p?.components.reduce((s, c) => s + c.contribution, 0) ?? 0), 12);
    const blocks = p?.components.find((c) => c.key === 'blocks');
    expect(blocks?.contribution).toBeCloseTo(
      (0.15 * (0.5 - rated.averages.blocks)) / rated.averages.blocks,
      12,
    );
  });

  it('lowers the rating for errors', () => {
    const clean = ratePlayers([
      ...league.slice(0, 4),
      player(5, 12, { spikeKills: 6, spikeAttempts: 12, blocks: 3, digs: 12, aces: 1 }),
    ]);
    const erring = ratePlayers([
      ...league.slice(0, 4),
      player(5, 12, { spikeKills: 6, spikeAttempts: 12, blocks: 3, digs: 12, aces: 1, miscErrors: 6 }),
    ]);
    const errorsOf = (r: ReturnType<typeof ratePlayers>) =>
      r.rows.find((row) => row.player.id === 5)?.components.find((c) => c.key === 'errors')?.contribution ??
      0;
    expect(errorsOf(erring)).toBeLessThan(0);
    expect(errorsOf(clean)).toBeGreaterThan(0);
  });

  it('adds nothing for a component nobody qualified has', () => {
    const r = ratePlayers([player(1, 10, { digs: 5 }), player(2, 10, { digs: 15 })]);
    expect(r.averages.aces).toBe(0);
    expect(r.rows.map((row) => row.rating)).toEqual([1.1, 0.9]);
  });

  it('has weights that add up to 1, and its formula in the glossary', () => {
    expect(PLAYER_RATING_COMPONENTS.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 12);
    expect(glossaryEntry('playerRating')?.formula).toBe(PLAYER_RATING_FORMULA);
    expect(PLAYER_RATING_FORMULA).toContain('− 0.20 × (Errors per set − average) / average');
  });
});
