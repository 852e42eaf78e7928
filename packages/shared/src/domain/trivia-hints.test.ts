import { describe, expect, it } from 'vitest';
import { arrangeHints, buildPlayerHints, buildSeasonHints, buildTeamHints } from './trivia-hints.ts';

describe('buildPlayerHints', () => {
  const hints = buildPlayerHints({
    name: 'spikeking42',
    teams: [
      { name: 'Tidal Wave', seasonNumber: 13, placement: '1st Place (D2)' },
      { name: 'Storm Crows', seasonNumber: 11, placement: "Didn't make playoffs" },
      { name: 'Night Owls', seasonNumber: 12, placement: 'Didnt make playoffs' },
    ],
    awardTypes: ['MVP', 'Best Spiker', 'MVP'],
    recordCount: 4,
  });

  it('gives the 12 hints in the order of docs/product/trivia.md#hints', () => {
    expect(hints).toEqual([
      'Their name starts with "S"',
      'Has played for 3 teams',
      'Has won 3 awards',
      'Holds 4 records',
      'Their name is 11 characters long',
      'Their first team: Storm Crows (Season 11)',
      'Their most recent team: Tidal Wave (Season 13)',
      'Award types won: MVP, Best Spiker',
      'Their name ends with "2"',
      'Teams: Storm Crows, Night Owls, Tidal Wave',
      '1 championship ring',
      'Missed the playoffs 2 times',
    ]);
  });

  it('names a team kept over several seasons once in the list of teams', () => {
    const loyal = buildPlayerHints({
      name: 'loyal',
      teams: [
        { name: 'Tidal Wave', seasonNumber: 1, placement: 'Top 8' },
        { name: 'Tidal Wave', seasonNumber: 2, placement: 'Top 6' },
      ],
      awardTypes: [],
      recordCount: 0,
    });
    expect(loyal[9]).toBe('Teams: Tidal Wave');
  });

  it('handles a player with no teams, awards or rings', () => {
    const empty = buildPlayerHints({ name: 'ann', teams: [], awardTypes: [], recordCount: 1 });
    expect(empty).toHaveLength(12);
    expect(empty[1]).toBe('Has played for 0 teams');
    expect(empty[3]).toBe('Holds 1 record');
    expect(empty[5]).toBe('Their first team: none');
    expect(empty[7]).toBe('No award types won');
    expect(empty[10]).toBe('No championship rings');
    expect(empty[11]).toBe('Missed the playoffs 0 times');
  });
});

describe('buildTeamHints', () => {
  it('gives the 10 hints in the order of docs/product/trivia.md#hints', () => {
    expect(
      buildTeamHints({
        name: 'Storm Crows (s3)',
        placement: 'Top 8 (D2)',
        seasonNumber: 3,
        seasonTheme: 'Thunder',
        seasonStartDate: '2023-01-07',
        playerNames: ['ann', 'bob', 'cat'],
        gameCount: 1,
      }),
    ).toEqual([
      'The team name starts with "S"',
      'Placement: Top 8 (D2)',
      'Has 3 players',
      'Played 1 game',
      'Played in Season 3',
      'Season theme: Thunder',
      'The team name is 11 characters long',
      'First player: ann',
      'Last player: cat',
      'The season started on 2023-01-07',
    ]);
  });
});

describe('buildSeasonHints', () => {
  it('gives the 10 hints in the order of docs/product/trivia.md#hints', () => {
    const hints = buildSeasonHints({
      seasonNumber: 12,
      theme: 'Neon',
      teamCount: 16,
      gameCount: 30,
      awardCount: 12,
      recordCount: 0,
      startDate: '2025-02-01',
      endDate: null,
      teamNames: ['Storm Crows', 'Tidal Wave'],
    });
    expect(hints).toEqual([
      'The answer starts with "S"',
      'The season number is 12',
      'Theme: Neon',
      'Had 16 teams',
      'Had 30 games',
      'Gave out 12 awards',
      'Holds 0 records',
      'Started on 2025-02-01',
      'Has not ended yet',
      'First team: Storm Crows',
    ]);
  });
});

describe('arrangeHints', () => {
  const hints = ['first', 'a', 'b', 'c', 'd'];

  it('keeps the first hint and shuffles the rest with the injected random', () => {
    const arranged = arrangeHints(hints, () => 0);
    expect(arranged[0]).toBe('first');
    expect(arranged).toEqual(['first', 'b', 'c', 'd', 'a']);
    expect([...arranged].sort()).toEqual([...hints].sort());
  });

  it('is the identity when random always picks the last slot', () => {
    expect(arrangeHints(hints, () => 0.999999)).toEqual(hints);
  });

  it('is deterministic for the same random sequence and does not mutate its input', () => {
    const seq = () => {
      const values = [0.3, 0.9, 0.1];
      let i = 0;
      return () => values[i++ % values.length] ?? 0;
    };
    const copy = [...hints];
    expect(arrangeHints(hints, seq())).toEqual(arrangeHints(hints, seq()));
    expect(hints).toEqual(copy);
  });

  it('handles empty and single lists', () => {
    expect(arrangeHints([], Math.random)).toEqual([]);
    expect(arrangeHints(['only'], Math.random)).toEqual(['only']);
  });
});
