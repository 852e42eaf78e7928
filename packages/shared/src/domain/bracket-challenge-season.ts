/**
 * The bracket challenge of a season (docs/product/pickem.md#bracket-challenge): its brackets read off the
 * season's playoff schedule, its lock, the split of a slot's picks and the board. Pure.
 */
import {
  CHALLENGE_FIRST_ROUNDS,
  type ChallengeBracket,
  challengeBracket,
  sameTeam,
} from './bracket-challenge.ts';
import type { BracketPicks } from './bracket-challenge-picks.ts';

/** A playoff match of the schedule as the challenge reads it. */
export interface ChallengeMatch {
  id: number;
  round: string;
  division: string | null;
  date: string;
  status: string;
  team1Name: string;
  team2Name: string;
}

/** The name the schedule gives a side not known yet. */
const isUndecided = (name: string) => name.trim() === '' || /^tbd$/i.test(name.trim());

const byDate = (a: ChallengeMatch, b: ChallengeMatch) => a.date.localeCompare(b.date) || a.id - b.id;

/**
 * A season's brackets from its playoff matches: one per division (D1, D2… order; one for a season without).
 * A division's first round is the round of its earliest playoff match, its matches in schedule order; the
 * bracket is double elimination when any of the division's playoff rounds names the losers ("Losers Round
 * 1"), else single. `waiting` says why the challenge cannot be filled yet (no playoffs, a first-round team
 * still to be decided, a first round that is not 4, 8 or 16 teams), null when it can.
 */
export function seasonChallenge(matches: readonly ChallengeMatch[]): {
  brackets: ChallengeBracket[];
  waiting: string | null;
} {
  if (matches.length === 0) return { brackets: [], waiting: 'This season has no playoff matches yet.' };
  const divisions = [...new Set(matches.map((m) => m.division))].sort((a, b) =>
    (a ?? '').localeCompare(b ?? '', 'en', { numeric: true }),
  );
  const brackets: ChallengeBracket[] = [];
  for (const division of divisions) {
    const own = matches.filter((m) => m.division === division).sort(byDate);
    const firstRound = own.filter((m) => m.round === own[0]?.round);
    const where = division ? `Division ${division}'s` : 'The';
    if (!(CHALLENGE_FIRST_ROUNDS as readonly number[]).includes(firstRound.length))
      return {
        brackets: [],
        waiting: `${where} first playoff round has ${firstRound.length} matches: the bracket challenge needs 4, 8 or 16 teams.`,
      };
    if (firstRound.some((m) => isUndecided(m.team1Name) || isUndecided(m.team2Name)))
      return { brackets: [], waiting: 'The bracket opens once every first-round team is known.' };
    const format = own.some((m) => /loser/i.test(m.round)) ? 'double' : 'single';
    brackets.push(
      challengeBracket(
        firstRound.map((m) => [m.team1Name.trim(), m.team2Name.trim()] as const),
        format,
        divisions.length > 1 ? division : null,
      ),
    );
  }
  return { brackets, waiting: null };
}

/** When the season's brackets lock: the start of its first playoff match; null without playoff matches. */
export function challengeLockAt(matches: readonly ChallengeMatch[]): string | null {
  return [...matches].sort(byDate)[0]?.date ?? null;
}

/**
 * Whether the season's brackets are locked (docs/product/pickem.md#bracket-challenge): from the first playoff
 * match's start on the server's clock (`now >= start`), or as soon as any playoff match is no longer scheduled.
 */
export function isChallengeLocked(matches: readonly ChallengeMatch[], now: Date): boolean {
  const lockAt = challengeLockAt(matches);
  if (lockAt === null) return false;
  return now.getTime() >= Date.parse(lockAt) || matches.some((m) => m.status !== 'scheduled');
}

export interface SlotSplitRow {
  team: string;
  picks: number;
  /** Whole-number share of the slot's picks. */
  percent: number;
}

/** How the members' brackets split on one slot: each team picked, most picked first (then by name). */
export function splitSlot(entries: readonly BracketPicks[], slotId: string): SlotSplitRow[] {
  const counts: { team: string; picks: number }[] = [];
  for (const picks of entries) {
    const team = picks[slotId];
    if (!team) continue;
    const row = counts.find((c) => sameTeam(c.team, team));
    if (row) row.picks += 1;
    else counts.push({ team, picks: 1 });
  }
  const total = counts.reduce((sum, c) => sum + c.picks, 0);
  return counts
    .sort((a, b) => b.picks - a.picks || a.team.localeCompare(b.team))
    .map((c) => ({ ...c, percent: Math.round((100 * c.picks) / total) }));
}

export interface BracketTally {
  userId: number;
  name: string;
  points: number;
  correct: number;
}

/** The board: most points first, then most slots right; equal on both share a rank (1, 2, 2, 4). */
export function rankBrackets<T extends BracketTally>(tallies: readonly T[]): (T & { rank: number })[] {
  const sorted = [...tallies].sort(
    (a, b) => b.points - a.points || b.correct - a.correct || a.name.localeCompare(b.name),
  );
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((tally, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined && previous.points === tally.points && previous.correct === tally.correct;
    ranked.push({ ...tally, rank: tied ? previous.rank : index + 1 });
  });
  return ranked;
}
