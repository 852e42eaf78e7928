import { describe, expect, it } from 'vitest';
import { isAccountOldEnough, isVoteClosed, tallyVotes, voteEligibleFrom } from './votes.ts';

describe('tallyVotes', () => {
  it('counts, ranks and gives each candidate its share', () => {
    expect(tallyVotes([10, 11, 12], [11, 11, 10, 11])).toEqual([
      { candidateId: 11, votes: 3, percent: 75, rank: 1 },
      { candidateId: 10, votes: 1, percent: 25, rank: 2 },
      { candidateId: 12, votes: 0, percent: 0, rank: 3 },
    ]);
  });

  it('shares a rank on a tie and keeps the given order within it', () => {
    expect(tallyVotes([1, 2, 3], [2, 1, 3, 3]).map((r) => [r.candidateId, r.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it('gives everyone 0 percent and rank 1 when nobody voted, and ignores unknown ballots', () => {
    expect(tallyVotes([1, 2], [99])).toEqual([
      { candidateId: 1, votes: 0, percent: 0, rank: 1 },
      { candidateId: 2, votes: 0, percent: 0, rank: 1 },
    ]);
  });

  it('rounds shares to whole percents', () => {
    expect(tallyVotes([1, 2], [1, 2, 2]).map((r) => r.percent)).toEqual([67, 33]);
  });
});

describe('isVoteClosed', () => {
  const closes = new Date('2030-03-10T20:00:00Z');
  it('is open until the close time and closed from it', () => {
    expect(isVoteClosed(closes, new Date('2030-03-10T19:59:59.999Z'))).toBe(false);
    expect(isVoteClosed(closes, closes)).toBe(true);
  });
});

describe('account age', () => {
  const created = new Date('2030-03-01T08:30:00Z');
  it('lets an account vote once it is the given number of days old', () => {
    expect(voteEligibleFrom(created, 7).toISOString()).toBe('2030-03-08T08:30:00.000Z');
    expect(isAccountOldEnough(created, 7, new Date('2030-03-08T08:29:59Z'))).toBe(false);
    expect(isAccountOldEnough(created, 7, new Date('2030-03-08T08:30:00Z'))).toBe(true);
  });

  it('lets a new account vote at once when the setting is 0', () => {
    expect(isAccountOldEnough(created, 0, created)).toBe(true);
  });
});
