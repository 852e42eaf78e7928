import type { Match } from '@league/shared/schemas/matches';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readLiveMessage } from '../../../lib/live-updates.ts';
import { aMatch } from '../../../test/match-fixture.ts';
import { applyMatchMessage, mergeLiveMatch } from './live-matches.ts';

const match = (id: number, status = 'scheduled'): Match =>
  aMatch({ id, matchNumber: `Round 1 - Match ${id}`, status });

describe('live matches in the query cache', () => {
  it('puts a pushed match into every list holding it: arrays and the portal’s pages', () => {
    const client = new QueryClient();
    client.setQueryData(['matches', 'range', 'a', 'b'], [match(1), match(2)]);
    client.setQueryData(['matches', 'portal', {}], { items: [match(2)], total: 1 });
    client.setQueryData(['matches', 'upcoming', 'x'], [match(3)]);
    const live = { ...match(2, 'live'), currentSet: { number: 1, team1Points: 3, team2Points: 1 } };
    expect(mergeLiveMatch(client, live)).toBe(true);
    expect(client.getQueryData<Match[]>(['matches', 'range', 'a', 'b'])?.[1]).toEqual(live);
    expect(client.getQueryData<{ items: Match[] }>(['matches', 'portal', {}])?.items[0]).toEqual(live);
    expect(client.getQueryData<Match[]>(['matches', 'upcoming', 'x'])).toEqual([match(3)]);
  });

  it('reads the lists again for a match none holds, a deletion or a message without data', async () => {
    const client = new QueryClient();
    client.setQueryData(['matches', 'range', 'a', 'b'], [match(1)]);
    const stale = () => client.getQueryState(['matches', 'range', 'a', 'b'])?.isInvalidated;
    await applyMatchMessage(client, { topic: 'matches', data: match(1, 'live'), at: '' });
    expect(stale()).toBe(false);
    await applyMatchMessage(client, { topic: 'matches', data: { id: 1, deleted: true }, at: '' });
    expect(stale()).toBe(true);
  });

  it('takes only well-formed stream messages', () => {
    expect(readLiveMessage('{"topic":"matches","data":null,"at":"2026-11-27T20:00:00Z"}')?.topic).toBe(
      'matches',
    );
    expect(readLiveMessage('{"topic":"secrets","data":1,"at":"x"}')).toBeNull();
    expect(readLiveMessage('not json')).toBeNull();
  });
});
