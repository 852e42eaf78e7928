/**
 * A match in play (docs/product/live.md#match-state): the sets finished so far and the points of the set being
 * played. One pure model for every source that moves a match on (a game server's set update, the staff's
 * scorer page, an approval), so the schedule shows the same state whoever sent it.
 */

/** A volleyball match is best of five at most. */
export const MAX_SETS = 5;

/** Points of the two sides in one set, team 1 first. */
export interface SetPoints {
  team1: number;
  team2: number;
}

export interface LiveScore {
  /** Sets played to the end, in order. */
  sets: SetPoints[];
  /** The set being played (number `sets.length + 1`); null between sets or once the last set ended. */
  current: SetPoints | null;
}

/** Sets won by each side: a finished set goes to the side with more points (a tied set counts for nobody). */
export function setsWon(sets: readonly SetPoints[]): SetPoints {
  let team1 = 0;
  let team2 = 0;
  for (const set of sets) {
    if (set.team1 > set.team2) team1 += 1;
    else if (set.team2 > set.team1) team2 += 1;
  }
  return { team1, team2 };
}

/** A set score as the schedule stores it: `25-21`, team 1 first. */
export const formatSetPoints = (set: SetPoints): string => `${set.team1}-${set.team2}`;

/** `25-21` (spaces allowed around the dash) as points; null for anything else. */
export function parseSetPoints(text: string | null | undefined): SetPoints | null {
  const m = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(text ?? '');
  return m ? { team1: Number(m[1]), team2: Number(m[2]) } : null;
}

/** The finished sets of a match's five set-score fields: in order, up to the first one not played. */
export function finishedSets(setScores: readonly (string | null)[]): SetPoints[] {
  const sets: SetPoints[] = [];
  for (const text of setScores) {
    const set = parseSetPoints(text);
    if (!set) break;
    sets.push(set);
  }
  return sets;
}

/** A game server's report of one set: its points so far, and whether the set is over. */
export interface SetUpdate {
  setNumber: number;
  team1Points: number;
  team2Points: number;
  setOver: boolean;
}

/**
 * A set update applied to the score (docs/product/live.md#rules-and-constants): a finished set may be
 * reported again (its points replace the old ones), the set being played moves on, and a set may not come
 * before the ones it follows. A set that is over must have a winner. Answers the new score, or why not.
 */
export function applySetUpdate(score: LiveScore, update: SetUpdate): LiveScore | { problem: string } {
  const { setNumber, setOver } = update;
  const points = { team1: update.team1Points, team2: update.team2Points };
  if (setNumber < 1 || setNumber > MAX_SETS) return { problem: `Set number must be from 1 to ${MAX_SETS}` };
  if (setNumber > score.sets.length + 1)
    return { problem: `Set ${setNumber} cannot come before set ${score.sets.length + 1}` };
  if (setOver && points.team1 === points.team2)
    return { problem: `Set ${setNumber} cannot end tied at ${formatSetPoints(points)}` };
  if (setNumber <= score.sets.length) {
    if (!setOver) return { problem: `Set ${setNumber} is already over` };
    const sets = score.sets.map((set, i) => (i === setNumber - 1 ? points : set));
    return { sets, current: score.current };
  }
  return setOver ? { sets: [...score.sets, points], current: null } : { sets: score.sets, current: points };
}

/**
 * What the scorer page sends: the whole score it shows, so an undo is the score before the last tap. Sets
 * must each have a winner; the current set is one more than the finished ones, within the five.
 */
export function checkLiveScore(score: LiveScore): string | null {
  if (score.sets.length > MAX_SETS) return `A match has at most ${MAX_SETS} sets`;
  const tied = score.sets.findIndex((set) => set.team1 === set.team2);
  if (tied >= 0) return `Set ${tied + 1} cannot end tied`;
  if (score.current && score.sets.length >= MAX_SETS)
    return `A match has at most ${MAX_SETS} sets: no set after the fifth`;
  return null;
}
