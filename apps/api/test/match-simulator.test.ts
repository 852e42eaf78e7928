/**
 * `npm run simulate-match` (docs/product/live.md#the-simulator): plays a match through the same API a game
 * server uses, so a demo or a test sees the whole path.
 */
import type { CreatedApiKey } from '@league/shared/schemas/api-keys';
import type { Match } from '@league/shared/schemas/matches';
import { beforeAll, describe, expect, it } from 'vitest';
import { setOver, simulateMatch } from '../src/simulator/match-simulator.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { listenOnLoopback } from './helpers/live-client.ts';
import { insertLeagueMatch, insertSmallLeague } from './helpers/small-league.ts';

const t = useLeagueApp();
let base: string;
let key: string;

beforeAll(async () => {
  base = await listenOnLoopback(t.app);
  key = (await t.as('superadmin').post('/api/api-keys', { name: 'Simulator' })).json<CreatedApiKey>().key;
});

describe('the match simulator', () => {
  it('ends a set at 25 (15 in the deciding one) by two clear points', () => {
    expect(setOver({ team1: 25, team2: 23 }, false)).toBe(true);
    expect(setOver({ team1: 25, team2: 24 }, false)).toBe(false);
    expect(setOver({ team1: 27, team2: 25 }, false)).toBe(true);
    expect(setOver({ team1: 15, team2: 13 }, true)).toBe(true);
    expect(setOver({ team1: 15, team2: 13 }, false)).toBe(false);
  });

  it('plays a match point by point and sends a final box score staff can approve as it is', async () => {
    const league = await insertSmallLeague(t.db, 'Sim', 4400);
    const matchId = await insertLeagueMatch(t.db, league, 'Sim 1');
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const played = await simulateMatch({ baseUrl: base, key, matchId: matchId, paceMs: 0, random });
    expect(played.sets.length).toBeGreaterThanOrEqual(2);
    expect(played.calls).toBe(played.sets.reduce((n, s) => n + s.team1 + s.team2, 0) + 1);
    expect(played.final?.missingPlayers).toEqual([]);
    const match = (await t.app.inject(`/api/matches/${matchId}`)).json<Match>();
    expect(match.status).toBe('live');
    const approved = await t.as('admin').post(`/api/results/${played.final!.resultId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
