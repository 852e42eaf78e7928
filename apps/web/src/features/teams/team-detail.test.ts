import { emptyStatNumbers } from '@league/shared/domain/derived-stats';
import type { TeamGame } from '@league/shared/schemas/teams';
import { describe, expect, it } from 'vitest';
import { opponentsOf, rosterStatRows, viewTeamGame } from './team-detail.ts';

describe('team page', () => {
  it('lists every roster player, zeros for those without lines', () => {
    const rows = rosterStatRows({
      players: [
        { id: 1, name: 'a', position: 'Setter' },
        { id: 2, name: 'b', position: 'Spiker' },
      ],
      playerStats: [{ ...emptyStatNumbers(), assists: 9, playerId: 1, name: 'a', gamesPlayed: 3 }],
    });
    expect(rows.map((r) => [r.id, r.gamesPlayed, r.totals.assists])).toEqual([
      [1, 3, 9],
      [2, 0, 0],
    ]);
  });

  it('reads a game from the team side', () => {
    const game: TeamGame = {
      id: 9,
      name: null,
      date: '2025-01-01T00:00:00.000Z',
      stage: 'Grand Finals',
      team1Id: 4,
      team2Id: 7,
      team1Score: 3,
      team2Score: 1,
      opponent: { id: 4, name: 'Tidal Wave' },
    };
    expect(viewTeamGame(game, 7)).toMatchObject({
      ownScore: 1,
      opponentScore: 3,
      result: 'L',
      opponent: 'Tidal Wave',
    });
  });
});

describe('head-to-head opponents', () => {
  const met = (name: string) => ({ opponent: { id: 0, name } }) as TeamGame;
  it('lists each name met in any season once, by name, spelt as in the newest meeting, never the team itself', () => {
    const seasons = [
      { name: 'Storm Crows', games: [met('tidal wave'), met('Night-Owls')] },
      { name: 'storm crows', games: [met('Tidal Wave'), met('Storm Crows'), met('Ace Squad')] },
    ];
    expect(opponentsOf(seasons)).toEqual([
      { name: 'Ace Squad', slug: 'ace-squad' },
      { name: 'Night-Owls', slug: 'night-owls' },
      { name: 'tidal wave', slug: 'tidal-wave' },
    ]);
    expect(opponentsOf([{ name: 'Solo', games: [] }])).toEqual([]);
  });
});
