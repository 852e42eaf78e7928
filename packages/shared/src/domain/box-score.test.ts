import { describe, expect, it } from 'vitest';
import type { GameDetail, GameStatLine } from '../schemas/games.ts';
import {
  BOX_SCORE_EXPORT_COLUMNS,
  boxScoreExportRows,
  buildGameTableRows,
  formatSpikePercent,
} from './box-score.ts';
import { emptyStatNumbers } from './derived-stats.ts';

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

describe('box score export', () => {
  it('has Team, Player and every stat column of the table under its full label', () => {
    expect(BOX_SCORE_EXPORT_COLUMNS.map((c) => c.label).slice(0, 5)).toEqual([
      'Team',
      'Player',
      'Spike Kills',
      'Spike Attempts',
      'Spike%',
    ]);
  });

  it('writes the player lines and team totals, each naming its team, Spike% as the page rounds it', () => {
    const rows = boxScoreExportRows(game([line(2, 10, 1, 3), line(1, 20, 0, 0)]));
    const cells = rows.map((row) => BOX_SCORE_EXPORT_COLUMNS.slice(0, 5).map((c) => c.value(row)));
    expect(cells).toEqual([
      ['Storm Crows', 'player2', 1, 3, 33.3],
      ['Storm Crows', 'Team total', 1, 3, 33.3],
      ['Tidal Wave', 'player1', 0, 0, 0],
      ['Tidal Wave', 'Team total', 0, 0, 0],
    ]);
  });
});
