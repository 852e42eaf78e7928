/**
 * Fan votes (docs/product/votes.md): the kinds of vote, when a vote is closed, when an account may vote, and
 * how the ballots tally. Pure: the server passes its clock, the account's creation time and the setting.
 */

/** Season MVP (players), team of the season (teams), play of the week (titled clip links). */
export const VOTE_KINDS = ['season-mvp', 'team-of-the-season', 'play-of-the-week'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

/** What a kind's candidates are. */
export const VOTE_CANDIDATE_KINDS: Record<VoteKind, 'player' | 'team' | 'clip'> = {
  'season-mvp': 'player',
  'team-of-the-season': 'team',
  'play-of-the-week': 'clip',
};

/** The names the pages give each kind. */
export const VOTE_KIND_LABELS: Record<VoteKind, string> = {
  'season-mvp': 'Season MVP',
  'team-of-the-season': 'Team of the season',
  'play-of-the-week': 'Play of the week',
};

/** A vote has 2 to 20 candidates. */
export const VOTE_CANDIDATES = { min: 2, max: 20 } as const;

const DAY_MS = 86_400_000;

/**
 * A vote is closed from its close time on the server's clock (docs/product/votes.md#results): `now >= closesAt`.
 * Results show only then, and ballots are refused from then.
 */
export function isVoteClosed(closesAt: Date, now: Date): boolean {
  return now.getTime() >= closesAt.getTime();
}

/**
 * The moment an account may first vote (docs/product/votes.md#who-may-vote): its creation time plus
 * `minAgeDays` whole days (`createdAt + minAgeDays × 24 h`); 0 days lets a new account vote at once.
 */
export function voteEligibleFrom(accountCreatedAt: Date, minAgeDays: number): Date {
  return new Date(accountCreatedAt.getTime() + minAgeDays * DAY_MS);
}

/** Whether an account may vote now: `now >= voteEligibleFrom(createdAt, minAgeDays)`. */
export function isAccountOldEnough(accountCreatedAt: Date, minAgeDays: number, now: Date): boolean {
  return now.getTime() >= voteEligibleFrom(accountCreatedAt, minAgeDays).getTime();
}

/** A candidate's share of the ballots. */
export interface CandidateTally {
  candidateId: number;
  votes: number;
  /** Whole percent of all ballots, rounded half up (0 when nobody voted); shares may not add to exactly 100. */
  percent: number;
  /** 1 for the most votes; candidates with as many votes share a rank (1, 1, 3). */
  rank: number;
}

/**
 * Tallies a vote (docs/product/votes.md#results): each candidate's ballots, its percent (votes ÷ total × 100,
 * rounded) and its competition rank by votes; candidates keep their given order within a tie. Ballots naming
 * no candidate of the list are ignored.
 */
export function tallyVotes(candidateIds: readonly number[], ballots: readonly number[]): CandidateTally[] {
  const counts = new Map<number, number>(candidateIds.map((id) => [id, 0]));
  for (const id of ballots) {
    const seen = counts.get(id);
    if (seen !== undefined) counts.set(id, seen + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const rows = candidateIds.map((candidateId) => {
    const votes = counts.get(candidateId) ?? 0;
    return { candidateId, votes, percent: total === 0 ? 0 : Math.round((votes / total) * 100) };
  });
  const sorted = [...rows].sort((a, b) => b.votes - a.votes);
  return sorted.map((row) => ({
    ...row,
    rank: 1 + sorted.filter((other) => other.votes > row.votes).length,
  }));
}
