import type { Match } from '@league/shared/schemas/matches';
import { UNPLAYED_SCORES } from '@league/shared/test-support/unplayed-scores';

/** A scheduled regular-season match of season 14 with nothing recorded, with `overrides` on top (tests only). */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 1,
    matchNumber: 'Round 1 - Match 1',
    status: 'scheduled',
    round: 'Round 1',
    phase: 'qualifiers',
    region: 'na',
    division: null,
    date: '2026-11-27T20:00:00.000Z',
    tags: [],
    team1Name: 'Storm Crows',
    team2Name: 'Tidal Wave',
    team1LogoUrl: null,
    team2LogoUrl: null,
    ...UNPLAYED_SCORES,
    seasonId: 1,
    season: { id: 1, seasonNumber: 14 },
    gameId: null,
    currentSet: null,
    liveVersion: 0,
    playoffStage: null,
    ...overrides,
  };
}
