/**
 * What a change of one schedule match tells its teams' followers (docs/product/follows.md#notifications),
 * whatever made the change: a staff edit, an import, a result approved later. The unit of work hands every
 * match write's before and after here, so no route decides on its own.
 */
import type { PushEvent, PushMatchFacts } from './push-messages.ts';

/** A match row as the notifications need it. */
export interface MatchState extends PushMatchFacts {
  status: string;
  phase: string;
  seasonId: number;
}

/** One match write: `before` null for a new match, `after` null for a deleted one. */
export interface MatchChange {
  before: MatchState | null;
  after: MatchState | null;
  /**
   * Whether a new match is announced ("New match"). Bulk imports of a whole bracket or file leave it off:
   * their matches still get reminders, and their results still notify.
   */
  announce: boolean;
}

const isResult = (m: MatchState | null): m is MatchState =>
  m !== null && m.status === 'completed' && m.team1Score !== null && m.team2Score !== null;

const sameScore = (a: MatchState, b: MatchState) =>
  a.team1Score === b.team1Score && a.team2Score === b.team2Score;

const sameTeams = (a: MatchState, b: MatchState) =>
  a.team1Name.trim().toLowerCase() === b.team1Name.trim().toLowerCase() &&
  a.team2Name.trim().toLowerCase() === b.team2Name.trim().toLowerCase();

const facts = ({ status: _s, phase: _p, seasonId: _id, ...rest }: MatchState): PushMatchFacts => rest;

/**
 * The events of a match change:
 * - final result: the match becomes completed with a score, or a completed match's score is corrected;
 * - schedule change `added`: a new match still to play (when announced); `cancelled`: a match still to play
 *   is deleted; `moved`: the start time of a match still to play changes.
 */
export function matchChangeEvents({ before, after, announce }: MatchChange): PushEvent[] {
  const events: PushEvent[] = [];
  if (isResult(after) && !(isResult(before) && sameScore(before, after)))
    events.push({ kind: 'final-result', match: facts(after) });
  if (after === null) {
    if (before && before.status !== 'completed')
      events.push({ kind: 'schedule-change', change: 'cancelled', match: facts(before), previousDate: null });
    return events;
  }
  if (after.status === 'completed') return events;
  if (before === null) {
    if (announce)
      events.push({ kind: 'schedule-change', change: 'added', match: facts(after), previousDate: null });
  } else if (Date.parse(before.date) !== Date.parse(after.date) && sameTeams(before, after)) {
    events.push({ kind: 'schedule-change', change: 'moved', match: facts(after), previousDate: before.date });
  }
  return events;
}

/**
 * Whether a change can move the standings' marks: anything but a new time, round or number of a match still
 * to play (results, teams, phase, season, a match added or removed: an open match can undo a clinch).
 */
export function affectsStandings({ before, after }: MatchChange): boolean {
  if (before === null || after === null) return true;
  return (
    before.status !== after.status ||
    !sameScore(before, after) ||
    !sameTeams(before, after) ||
    before.phase !== after.phase ||
    before.seasonId !== after.seasonId ||
    before.setScores.join() !== after.setScores.join()
  );
}
