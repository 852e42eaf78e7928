import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../test-support/schema-org.ts';
import { type MatchEventFacts, matchSportsEvent } from './match-event.ts';

const SETTINGS = {
  siteName: 'Volley League',
  publicUrl: 'https://league.example',
  gameUrl: 'https://www.roblox.com/games/volleyball',
  teamPath: (name: string, season: number) =>
    `/teams/${name.toLowerCase().replace(/ /g, '-')}?season=${season}`,
  eventPath: '/schedules',
};

const MATCH: MatchEventFacts = {
  id: 12,
  matchNumber: 'Round 1 - Match 2',
  round: 'Round 1',
  date: '2026-11-27T20:00:00.000Z',
  status: 'scheduled',
  team1Name: 'Storm Crows',
  team2Name: 'Tidal Wave',
  team1Score: null,
  team2Score: null,
  season: { seasonNumber: 14 },
};

describe('matchSportsEvent', () => {
  it('is a SportsEvent the schema.org vocabulary accepts, with both teams, the start and the game', () => {
    const event = matchSportsEvent(MATCH, SETTINGS);
    expect(checkJsonLd(event)).toEqual([]);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      '@id': 'https://league.example/schedules#match-12',
      name: 'Storm Crows vs Tidal Wave',
      startDate: '2026-11-27T20:00:00.000Z',
      homeTeam: {
        '@type': 'SportsTeam',
        name: 'Storm Crows',
        url: 'https://league.example/teams/storm-crows?season=14',
      },
      awayTeam: { '@type': 'SportsTeam', name: 'Tidal Wave' },
      location: { '@type': 'VirtualLocation', url: 'https://www.roblox.com/games/volleyball' },
      description: 'Round 1 · Round 1 - Match 2, Season 14',
    });
    expect(event.competitor).toEqual([event.homeTeam, event.awayTeam]);
  });

  it('gives a completed match its score in the description', () => {
    const event = matchSportsEvent({ ...MATCH, status: 'completed', team1Score: 3, team2Score: 1 }, SETTINGS);
    expect(checkJsonLd(event)).toEqual([]);
    expect(event.description).toBe('Round 1 · Round 1 - Match 2, Season 14: Storm Crows 3–1 Tidal Wave');
  });
});

describe('checkJsonLd', () => {
  it('finds what the vocabulary does not allow', () => {
    expect(
      checkJsonLd({
        '@type': 'SportsEvent',
        homeTeam: { '@type': 'VirtualLocation', name: 'x' },
        score: '3-1',
        startDate: 'tonight',
        eventStatus: 'https://schema.org/OnlineEventAttendanceMode',
      }),
    ).toEqual([
      '$.homeTeam: a VirtualLocation is not a Person or SportsTeam',
      '$.score: not a schema.org property',
      '$.startDate: "tonight" is not a Date or DateTime',
      '$.eventStatus: "https://schema.org/OnlineEventAttendanceMode" is not a EventStatusType',
    ]);
    expect(checkJsonLd({ '@type': 'SportsTeam', homeTeam: { '@type': 'SportsTeam' } })).toEqual([
      '$.homeTeam: not a property of SportsTeam',
    ]);
    expect(checkJsonLd({ '@type': 'Match' })).toEqual(['$: unknown @type Match']);
  });
});
