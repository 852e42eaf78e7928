import { describe, expect, it } from 'vitest';
import { affectsStandings, type MatchState, matchChangeEvents } from './match-changes.ts';

const base: MatchState = {
  id: 7,
  status: 'scheduled',
  phase: 'qualifiers',
  seasonId: 3,
  matchNumber: 'M7',
  round: 'Round 1',
  date: '2026-11-24T20:00:00.000Z',
  team1Name: 'Aces',
  team2Name: 'Blockers',
  team1Score: null,
  team2Score: null,
  setScores: [],
};
const completed = { ...base, status: 'completed', team1Score: 3, team2Score: 1 };
const kinds = (events: ReturnType<typeof matchChangeEvents>) =>
  events.map((e) => (e.kind === 'schedule-change' ? `${e.kind}:${e.change}` : e.kind));

describe('matchChangeEvents', () => {
  it('tells a final result when a match becomes completed with a score, and again only for another score', () => {
    expect(kinds(matchChangeEvents({ before: base, after: completed, announce: true }))).toEqual([
      'final-result',
    ]);
    expect(kinds(matchChangeEvents({ before: completed, after: completed, announce: true }))).toEqual([]);
    expect(
      kinds(matchChangeEvents({ before: completed, after: { ...completed, team2Score: 2 }, announce: true })),
    ).toEqual(['final-result']);
    // Completed without a score, or scored but not completed (a live match): no result yet.
    expect(
      kinds(matchChangeEvents({ before: base, after: { ...base, status: 'completed' }, announce: true })),
    ).toEqual([]);
    expect(
      kinds(
        matchChangeEvents({ before: base, after: { ...base, team1Score: 2, team2Score: 1 }, announce: true }),
      ),
    ).toEqual([]);
    // A match created already completed is a result, not a new match.
    expect(kinds(matchChangeEvents({ before: null, after: completed, announce: true }))).toEqual([
      'final-result',
    ]);
  });

  it('tells schedule changes of matches still to play: added (when announced), moved, cancelled', () => {
    expect(kinds(matchChangeEvents({ before: null, after: base, announce: true }))).toEqual([
      'schedule-change:added',
    ]);
    expect(kinds(matchChangeEvents({ before: null, after: base, announce: false }))).toEqual([]);
    const moved = matchChangeEvents({
      before: base,
      after: { ...base, date: '2026-11-24T21:00:00.000Z' },
      announce: true,
    });
    expect(moved).toEqual([expect.objectContaining({ change: 'moved', previousDate: base.date })]);
    // The same instant written differently is no move.
    expect(
      matchChangeEvents({ before: base, after: { ...base, date: '2026-11-24T20:00:00Z' }, announce: true }),
    ).toEqual([]);
    expect(kinds(matchChangeEvents({ before: base, after: null, announce: true }))).toEqual([
      'schedule-change:cancelled',
    ]);
    // A played match deleted is not cancelled; a completed match's time is not news.
    expect(matchChangeEvents({ before: completed, after: null, announce: true })).toEqual([]);
    expect(
      matchChangeEvents({
        before: completed,
        after: { ...completed, date: '2026-11-25T20:00:00.000Z' },
        announce: true,
      }),
    ).toEqual([]);
  });
});

describe('affectsStandings', () => {
  it('is false only for a new time, round or number of a match still to play', () => {
    expect(
      affectsStandings({
        before: base,
        after: { ...base, date: '2026-11-25T20:00:00.000Z', round: 'R2' },
        announce: true,
      }),
    ).toBe(false);
    expect(affectsStandings({ before: base, after: completed, announce: true })).toBe(true);
    expect(affectsStandings({ before: base, after: { ...base, team2Name: 'Others' }, announce: true })).toBe(
      true,
    );
    expect(affectsStandings({ before: null, after: base, announce: true })).toBe(true);
    expect(affectsStandings({ before: base, after: null, announce: true })).toBe(true);
  });
});
