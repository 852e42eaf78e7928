import { describe, expect, it } from 'vitest';
import { pickTeam } from './team-page.ts';

const team = (id: number, seasonNumber: number) => ({ id, name: 'Night Owls', season: { seasonNumber } });

describe('the team a team page shows', () => {
  it('is the requested season’s, else the most recent', () => {
    const teams = [team(3, 12), team(2, 8), team(1, 3)];
    expect(pickTeam(teams, 8)?.id).toBe(2);
    expect(pickTeam(teams, 5)?.id).toBe(3);
    expect(pickTeam(teams, null)?.id).toBe(3);
    expect(pickTeam([], null)).toBeNull();
    expect(pickTeam([], 4)).toBeNull();
  });
});
