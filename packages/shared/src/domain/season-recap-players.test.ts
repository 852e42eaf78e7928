import { describe, expect, it } from 'vitest';
import type { RecapGame } from '../schemas/season-recap.ts';
import { emptyStatNumbers } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import { seasonHasEnded } from './season-recap.ts';
import {
  DEBUTANTS_LISTED,
  debutantsOf,
  LEADERS_PER_STAT,
  milestonesOf,
  recordsOfSeason,
  statLeaders,
} from './season-recap-players.ts';

const team1 = { id: 1, name: 'Aces' };
const team2 = { id: 2, name: 'Blockers' };
const p = (id: number) => ({ id, name: `Player ${id}` });
const stats = (partial: Partial<StatNumbers>): StatNumbers => ({ ...emptyStatNumbers(), ...partial });
const game = (id: number, day: number): RecapGame => ({
  source: 'game',
  id,
  date: new Date(Date.UTC(2026, 0, day)).toISOString(),
  stage: null,
  team1,
  team2,
  team1Score: 3,
  team2Score: 0,
});

describe('seasonHasEnded', () => {
  it('is false on the end date itself and true from the day after; a season without an end never ends', () => {
    expect(seasonHasEnded('2026-03-01', '2026-03-01')).toBe(false);
    expect(seasonHasEnded('2026-03-01', '2026-03-02')).toBe(true);
    expect(seasonHasEnded(null, '2099-01-01')).toBe(false);
  });
});

describe('statLeaders', () => {
  it('ranks total kills (spike + ape) highest first, ties by name, zeros left out, three per stat', () => {
    const rows = [
      { player: p(1), games: 1, totals: stats({ spikeKills: 5, apeKills: 5 }) },
      { player: p(2), games: 1, totals: stats({ spikeKills: 12 }) },
      { player: p(3), games: 1, totals: stats({ apeKills: 10 }) },
      { player: p(4), games: 1, totals: stats({ spikeKills: 1 }) },
      { player: p(5), games: 1, totals: stats({ assists: 3 }) },
    ];
    const [kills, assists] = statLeaders(rows);
    expect(kills?.label).toBe('Total Kills');
    expect(kills?.entries.map((e) => [e.player.id, e.value])).toEqual([
      [2, 12],
      [1, 10],
      [3, 10],
    ]);
    expect(kills?.entries).toHaveLength(LEADERS_PER_STAT);
    expect(assists?.entries.map((e) => e.player.id)).toEqual([5]);
  });
});

describe('debutantsOf', () => {
  it('counts players with no earlier line, the busiest first, with their first game', () => {
    const lines = [
      { player: p(1), game: game(11, 2), line: stats({ spikeKills: 4 }) },
      { player: p(1), game: game(10, 1), line: stats({ apeKills: 1 }) },
      { player: p(2), game: game(10, 1), line: stats({}) },
      { player: p(3), game: game(10, 1), line: stats({ spikeKills: 9 }) },
    ];
    const { count, players } = debutantsOf(lines, new Set([3]));
    expect(count).toBe(2);
    expect(players).toEqual([
      { player: p(1), games: 2, totalKills: 5, firstGameId: 10 },
      { player: p(2), games: 1, totalKills: 0, firstGameId: 10 },
    ]);
  });

  it('lists at most ten and counts them all', () => {
    const lines = Array.from({ length: 14 }, (_, i) => ({
      player: p(i + 1),
      game: game(1, 1),
      line: stats({}),
    }));
    const { count, players } = debutantsOf(lines, new Set());
    expect([count, players.length]).toEqual([14, DEBUTANTS_LISTED]);
  });
});

describe('milestonesOf', () => {
  it('names the game that takes a career past 1,000 kills, not the one that stops just short', () => {
    const lines = [
      { player: p(1), game: game(21, 2), line: stats({ spikeKills: 1 }) },
      { player: p(1), game: game(20, 1), line: stats({ spikeKills: 9 }) },
    ];
    const { count, list } = milestonesOf(lines, new Map([[1, stats({ spikeKills: 990 })]]));
    expect(count).toBe(1);
    expect(list[0]).toMatchObject({ stat: 'totalKills', label: 'Total Kills', threshold: 1000 });
    expect(list[0]?.game.id).toBe(21);
  });

  it('counts a first 1,000 from nothing before, and every mark a big game passes, the rarest first', () => {
    const lines = [{ player: p(2), game: game(30, 1), line: stats({ blocks: 510, spikeKills: 1000 }) }];
    const { list } = milestonesOf(lines, new Map());
    expect(list.map((m) => [m.stat, m.threshold])).toEqual([
      ['blocks', 500],
      ['totalKills', 1000],
      ['blocks', 250],
    ]);
  });

  it('starts no mark already passed before the season', () => {
    const lines = [{ player: p(3), game: game(40, 1), line: stats({ spikeKills: 5 }) }];
    expect(milestonesOf(lines, new Map([[3, stats({ spikeKills: 1000 })]])).count).toBe(0);
  });
});

describe('recordsOfSeason', () => {
  it('keeps game records of the season’s games and season records of the season', () => {
    const base = { rank: 1, value: 30, player: p(1) };
    const records = [
      { ...base, type: 'game' as const, record: 'Kills', gameId: 5, season: null },
      { ...base, type: 'game' as const, record: 'Kills', gameId: 6, season: null },
      { ...base, type: 'season' as const, record: 'Kills', gameId: null, season: { id: 9 } },
      { ...base, type: 'season' as const, record: 'Kills', gameId: null, season: { id: 8 } },
    ];
    const { count, list } = recordsOfSeason(records, 9, new Set([5]));
    expect(count).toBe(2);
    expect(list.map((r) => [r.type, r.gameId])).toEqual([
      ['game', 5],
      ['season', null],
    ]);
  });

  it('lists entries ranked 3rd or better and counts the rest of the top 10', () => {
    const records = [3, 4, 10].map((rank) => ({
      type: 'game' as const,
      record: 'Kills',
      rank,
      value: 30 - rank,
      gameId: 5,
      season: null,
      player: p(rank),
    }));
    const { count, list } = recordsOfSeason(records, 9, new Set([5]));
    expect([count, list.map((r) => r.rank)]).toEqual([3, [3]]);
  });
});
