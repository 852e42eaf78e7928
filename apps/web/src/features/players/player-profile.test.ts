import { emptyStatNumbers } from '@league/shared/domain/derived-stats';
import { leagueAveragePerSet } from '@league/shared/domain/radar';
import type { PlayerDetail, PlayerStatLine } from '@league/shared/schemas/players';
import type { TeamWithSeason } from '@league/shared/schemas/teams';
import { describe, expect, it } from 'vitest';
import { leagueAverageRadar, seasonComparisonSeries, teammatePrf } from './player-chart-data.ts';
import {
  findCurrentTeam,
  findMostRecentTeam,
  gamesOfLines,
  hallOfFameOf,
  linesOfChoice,
  ringsOf,
  seasonsWithStats,
  summarizeLines,
} from './player-profile.ts';

const team = (
  id: number,
  seasonNumber: number,
  placement = 'Top 8',
  seasonId = seasonNumber + 100,
): TeamWithSeason => ({
  id,
  name: `Team ${id}`,
  placement,
  logoUrl: null,
  seasonId,
  season: { id: seasonId, seasonNumber, theme: 'Theme', startDate: '2025-01-01' },
});

let nextLine = 1;
const line = (gameId: number, seasonNumber: number, stats: Partial<PlayerStatLine> = {}): PlayerStatLine => ({
  ...emptyStatNumbers(),
  id: nextLine++,
  gameId,
  playerId: 7,
  teamId: 1,
  game: {
    id: gameId,
    name: `Game ${gameId}`,
    date: '2025-01-01T00:00:00.000Z',
    stage: null,
    seasonId: seasonNumber + 100,
    seasonNumber,
    team1Score: 2,
    team2Score: 1,
  },
  ...stats,
});

describe('player facts', () => {
  // Season ids deliberately out of order with the numbers (docs/product/api-contract.md#season-references).
  const teams = [team(1, 3, '1st Place', 900), team(2, 12, '1st Place (D2)', 5), team(3, 14, 'TBD', 50)];

  it('finds the current team by the current season and the most recent by season NUMBER', () => {
    expect(findCurrentTeam(teams, 14)?.id).toBe(3);
    expect(findCurrentTeam(teams.slice(0, 2), 14)).toBeNull();
    expect(findMostRecentTeam(teams)?.id).toBe(3);
    expect(findMostRecentTeam(teams.slice(0, 2))?.id).toBe(2);
    expect(findMostRecentTeam([])).toBeNull();
  });

  it('counts 1st Place in any division as a ring', () => {
    expect(ringsOf({ teams })).toBe(2);
  });
});

describe('stat summaries', () => {
  const lines = [
    line(10, 8, { spikeKills: 6, spikeAttempts: 12, aces: 1, assists: 2 }),
    line(11, 8, { spikeKills: 3, spikeAttempts: 8, apeKills: 1, apeAttempts: 2 }),
    line(20, 9, { spikeKills: 4, spikeAttempts: 10 }),
  ];

  it('lists seasons with stats and picks their lines', () => {
    expect(seasonsWithStats(lines)).toEqual([8, 9]);
    expect(linesOfChoice(lines, 8)).toHaveLength(2);
    expect(linesOfChoice(lines, null)).toHaveLength(3);
    expect(linesOfChoice(lines, 3)).toHaveLength(0);
  });

  it('sums totals, games and sets and derives per-game averages', () => {
    const summary = summarizeLines(linesOfChoice(lines, 8));
    expect(summary.games).toBe(2);
    expect(summary.sets).toBe(6);
    expect(summary.total.totalKills).toBe(10);
    expect(summary.total.prf).toBe(13);
    expect(summary.perGame.totalKills).toBe(5);
    expect(summary.perGame.totalSpikePct).toBeCloseTo(10 / 22);
  });

  it('lists each game once, keeping the read model order', () => {
    expect(gamesOfLines([...lines, line(10, 8)]).map((g) => g.id)).toEqual([10, 11, 20]);
  });
});

describe('hall of fame over the whole career', () => {
  it('scores awards, career totals, placements and teams', () => {
    const player = {
      awards: [
        { id: 1, type: 'MVP', season: { id: 1, seasonNumber: 1 } },
        { id: 2, type: 'Best Spiker', season: { id: 2, seasonNumber: 2 } },
      ],
      totalStats: { ...emptyStatNumbers(), spikeKills: 320 },
      stats: [],
      teams: [team(1, 1, '1st Place (D2)'), team(2, 2), team(3, 3), team(4, 4)],
    } as unknown as PlayerDetail;
    // 50 + 35 + 10 (spike kills tier) + 18 + 1 × 3 (Top 8) + 5 (4 teams)
    expect(hallOfFameOf(player).total).toBe(121);
  });
});

describe('chart data', () => {
  it('compares seasons with one coloured line each', () => {
    const series = seasonComparisonSeries([line(1, 2, { blocks: 3 }), line(2, 5, { blocks: 9 })]);
    expect(series.map((s) => s.name)).toEqual(['Season 2', 'Season 5']);
    expect(series[0]?.values.blocks).toBe(10);
    expect(series[1]?.values.blocks).toBe(100);
    expect(series[0]?.color).toBe('hsl(200, 70%, 55%)');
  });

  const row = (id: number, teamId: number | null, kills: number, sets = 3) => ({
    kind: 'player' as const,
    id,
    name: `p${id}`,
    teamName: teamId === null ? null : `Team ${teamId}`,
    teamId,
    gamesPlayed: 1,
    setsPlayed: sets,
    totals: { ...emptyStatNumbers(), spikeKills: kills },
  });

  it('ranks the team by PRF and marks the player', () => {
    const bars = teammatePrf([row(1, 5, 4), row(2, 5, 9), row(3, 6, 20)], 5, 1);
    expect(bars.map((b) => [b.id, b.prf, b.isPlayer])).toEqual([
      [2, 9, false],
      [1, 4, true],
    ]);
    expect(teammatePrf([row(1, 5, 4)], null, 1)).toEqual([]);
  });

  it('scales the league average per set to the radar', () => {
    // 1.5 spike kills per set against a cap of 5 → 30; an axis at 0 keeps the minimum of 10.
    const average = { ...leagueAveragePerSet([]), spikeKills: 1.5 };
    expect(leagueAverageRadar(average)).toMatchObject({ spikeKills: 30, aces: 10 });
  });
});
