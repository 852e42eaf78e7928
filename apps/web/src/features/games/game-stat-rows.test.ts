import { emptyStatNumbers } from '@league/shared/domain/derived-stats';
import type { GameDetail, GameStatLine } from '@league/shared/schemas/games';
import { describe, expect, it } from 'vitest';
import { buildGameTableRows, formatSpikePercent } from './game-stat-rows.ts';

const team = (id: number, name: string) => ({ id, name, logoUrl: null, placement: 'TBD', players: [] });
const line = (id: number, teamId: number | null, kills: number, attempts: number): GameStatLine => ({
  ...emptyStatNumbers(),
  spikeKills: kills,
  spikeAttempts: attempts,
  id,
  gameId: 1,
  playerId: id,
  player: { id, name: `player${id}` },
  teamId,
});

const game = (stats: GameStatLine[]): Pick<GameDetail, 'teams' | 'stats'> => ({
  teams: [team(10, 'Storm Crows'), team(20, 'Tidal Wave')],
  stats,
});

describe('buildGameTableRows', () => {
  it('splits lines by team, team 1 first, each with a separator and a total', () => {
    const rows = buildGameTableRows(game([line(1, 20, 1, 2), line(2, 10, 3, 4), line(3, 10, 2, 6)]));
    expect(rows.map((r) => `${r.kind}:${r.name}`)).toEqual([
      'team:Storm Crows',
      'player:player2',
      'player:player3',
      'total:Team total',
      'team:Tidal Wave',
      'player:player1',
      'total:Team total',
    ]);
  });

  it('derives Spike% per line and for the total from the summed numbers', () => {
    const rows = buildGameTableRows(game([line(2, 10, 3, 4), line(3, 10, 2, 6)]));
    const values = rows.flatMap((r) => (r.kind === 'team' ? [] : [r.values.spikePct]));
    expect(values).toEqual([0.75, 2 / 6, 5 / 10]);
  });

  it('gives 0 Spike% when there were no attempts', () => {
    const rows = buildGameTableRows(game([line(1, 10, 0, 0)]));
    expect(rows[1]?.kind === 'player' && rows[1].values.spikePct).toBe(0);
  });

  it('puts lines on neither roster last and gives no rows for a game without stats', () => {
    const rows = buildGameTableRows(game([line(1, null, 1, 1), line(2, 20, 1, 1)]));
    expect(rows.filter((r) => r.kind === 'team').map((r) => r.name)).toEqual(['Tidal Wave', 'Other players']);
    expect(buildGameTableRows(game([]))).toEqual([]);
  });
});

describe('formatSpikePercent', () => {
  it('shows one decimal', () => {
    expect(formatSpikePercent(0.75)).toBe('75.0%');
    expect(formatSpikePercent(1 / 3)).toBe('33.3%');
    expect(formatSpikePercent(0)).toBe('0.0%');
  });
});
