/**
 * A team's recent form and next match (docs/product/standings.md#columns): the last five results, the
 * current streak and the next opponent from the remaining schedule.
 */
import type { OpenMatch, StandingsState } from './standings-state.ts';

export const LAST_RESULTS_SHOWN = 5;

export type FormResult = 'W' | 'L';

export interface TeamForm {
  /** Up to the last five results, oldest first, newest last. */
  lastFive: FormResult[];
  /** The run of equal results ending with the newest, e.g. { result: 'W', length: 3 } read 'W3'. */
  streak: { result: FormResult; length: number } | null;
  next: { matchId: number; opponent: string; date: string } | null;
}

/** Every result of a team, oldest first (results are kept in date order). */
function resultsOf(state: StandingsState, team: number): FormResult[] {
  const form: FormResult[] = [];
  for (const r of state.results) {
    if (r.team1 === team) form.push(r.team1Sets > r.team2Sets ? 'W' : 'L');
    else if (r.team2 === team) form.push(r.team2Sets > r.team1Sets ? 'W' : 'L');
  }
  return form;
}

/**
 * Streak: the number of consecutive equal results ending with the newest (W W L W W W → W3); null before
 * the first result.
 */
export function streakOf(form: readonly FormResult[]): TeamForm['streak'] {
  const last = form.at(-1);
  if (!last) return null;
  let length = 0;
  for (let i = form.length - 1; i >= 0 && form[i] === last; i--) length++;
  return { result: last, length };
}

/** The earliest match still to play (by date, then id); a completed match that was not counted is not one. */
function nextMatch(state: StandingsState, team: number): OpenMatch | undefined {
  return state.open
    .filter((m) => !m.completed && (m.team1 === team || m.team2 === team))
    .sort((a, b) => a.time - b.time || a.matchId - b.matchId)[0];
}

export function formOf(state: StandingsState, team: number): TeamForm {
  const form = resultsOf(state, team);
  const next = nextMatch(state, team);
  const opponent = next ? state.names[next.team1 === team ? next.team2 : next.team1] : undefined;
  return {
    lastFive: form.slice(-LAST_RESULTS_SHOWN),
    streak: streakOf(form),
    next:
      next && opponent !== undefined
        ? { matchId: next.matchId, opponent, date: new Date(next.time).toISOString() }
        : null,
  };
}

/** 'W3', 'L1', or '' before the first result. */
export function formatStreak(streak: TeamForm['streak']): string {
  return streak ? `${streak.result}${streak.length}` : '';
}
