/**
 * Trivia rules: scoring and timer (docs/product/trivia.md#rules-and-constants), difficulty classification,
 * hint counts and answer matching (docs/product/trivia.md#rules-and-constants). Hint texts are in
 * trivia-hints.ts.
 */

export const TRIVIA_TYPES = ['player', 'team', 'season'] as const;
export type TriviaType = (typeof TRIVIA_TYPES)[number];

/** Easiest first; "nearest" is measured along this order. */
export const TRIVIA_DIFFICULTIES = ['easy', 'medium', 'hard', 'impossible'] as const;
export type TriviaDifficulty = (typeof TRIVIA_DIFFICULTIES)[number];

export const TRIVIA_BASE_SCORES: Record<TriviaDifficulty, number> = {
  easy: 100,
  medium: 200,
  hard: 300,
  impossible: 500,
};
export const TRIVIA_TIMER_SECONDS = 60;
export const TRIVIA_WARNING_SECONDS = 10;
export const TRIVIA_HINT_PENALTY = 20;
export const TRIVIA_TIME_BONUS_PER_SECOND = 5;
export const TRIVIA_DEBOUNCE_MS = 1200;

/** Hints shown per difficulty (docs/product/trivia.md#difficulty), capped by TRIVIA_MAX_HINTS of the type. */
export const TRIVIA_HINT_COUNTS: Record<TriviaDifficulty, number> = {
  easy: 6,
  medium: 8,
  hard: 10,
  impossible: 12,
};
export const TRIVIA_MAX_HINTS: Record<TriviaType, number> = { player: 12, team: 10, season: 10 };

export type TriviaOutcome = 'correct' | 'failed' | 'timeout';

export interface TriviaScoreInput {
  difficulty: TriviaDifficulty;
  /** Hints revealed when the game ended (the first, free one included). */
  hintsUsed: number;
  secondsLeft: number;
  outcome: TriviaOutcome;
}

export interface TriviaScore {
  base: number;
  hintPenalty: number;
  timeBonus: number;
  total: number;
}

/**
 * Score (docs/product/trivia.md#rules-and-constants): base (easy 100, medium 200, hard 300, impossible 500) −
 * 20 × (hintsUsed − 1) + 5 × secondsLeft, at least 0. secondsLeft is floored and kept within 0..60. A failed
 * or timed-out game scores 0 in every part.
 */
export function scoreTrivia(input: TriviaScoreInput): TriviaScore {
  if (input.outcome !== 'correct') return { base: 0, hintPenalty: 0, timeBonus: 0, total: 0 };
  const base = TRIVIA_BASE_SCORES[input.difficulty];
  const hintPenalty = TRIVIA_HINT_PENALTY * Math.max(0, Math.floor(input.hintsUsed) - 1);
  const seconds = Math.min(TRIVIA_TIMER_SECONDS, Math.max(0, Math.floor(input.secondsLeft)));
  const timeBonus = TRIVIA_TIME_BONUS_PER_SECOND * seconds;
  return { base, hintPenalty, timeBonus, total: Math.max(base - hintPenalty + timeBonus, 0) };
}

/** Timer warning style (docs/product/trivia.md#rules-and-constants): 10 seconds or less. */
export function isTimerWarning(secondsLeft: number): boolean {
  return secondsLeft <= TRIVIA_WARNING_SECONDS;
}

function classifyByThresholds(count: number, easy: number, medium: number, hard: number): TriviaDifficulty {
  if (count >= easy) return 'easy';
  if (count >= medium) return 'medium';
  if (count >= hard) return 'hard';
  return 'impossible';
}

/**
 * Player difficulty (docs/product/trivia.md#difficulty): count = distinct teams + awards + stat lines +
 * records; ≥ 20 easy, ≥ 12 medium, ≥ 6 hard, else impossible.
 */
export function classifyPlayerDifficulty(counts: {
  teams: number;
  awards: number;
  statLines: number;
  records: number;
}): TriviaDifficulty {
  return classifyByThresholds(counts.teams + counts.awards + counts.statLines + counts.records, 20, 12, 6);
}

/**
 * Team difficulty (docs/product/trivia.md#difficulty): count = players + games; ≥ 15 easy, ≥ 10 medium, ≥ 5
 * hard, else impossible.
 */
export function classifyTeamDifficulty(counts: { players: number; games: number }): TriviaDifficulty {
  return classifyByThresholds(counts.players + counts.games, 15, 10, 5);
}

/**
 * Season difficulty (docs/product/trivia.md#difficulty): season number ≥ 9 easy, 5–8 medium, ≤ 4 hard. Never
 * impossible: a request for impossible falls back to hard through `nearestDifficulty`.
 */
export function classifySeasonDifficulty(seasonNumber: number): TriviaDifficulty {
  if (seasonNumber >= 9) return 'easy';
  if (seasonNumber >= 5) return 'medium';
  return 'hard';
}

/**
 * Fallback when no candidate has the requested difficulty (docs/product/trivia.md#difficulty): the requested
 * one if available, else the available difficulty closest in the easy→impossible order; on a tie the easier
 * one. Null when nothing is available.
 */
export function nearestDifficulty(
  requested: TriviaDifficulty,
  available: readonly TriviaDifficulty[],
): TriviaDifficulty | null {
  const target = TRIVIA_DIFFICULTIES.indexOf(requested);
  let best: TriviaDifficulty | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const difficulty of TRIVIA_DIFFICULTIES) {
    const distance = Math.abs(TRIVIA_DIFFICULTIES.indexOf(difficulty) - target);
    if (available.includes(difficulty) && distance < bestDistance) {
      best = difficulty;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * hintCount (docs/product/trivia.md#difficulty): easy 6, medium 8, hard 10, impossible 12, capped by the
 * type's maximum (player 12, team 10, season 10) and, when given, by the number of hints actually built.
 */
export function triviaHintCount(type: TriviaType, difficulty: TriviaDifficulty, built?: number): number {
  const count = Math.min(TRIVIA_HINT_COUNTS[difficulty], TRIVIA_MAX_HINTS[type]);
  return built === undefined ? count : Math.min(count, built);
}

/** Guess comparison key (docs/product/trivia.md#rounds-and-answers): lower case, all white space removed. */
export function normalizeGuess(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/**
 * Answer check (docs/product/trivia.md#rounds-and-answers), ignoring case and white space. player: the name.
 * team: the name, or the name without a trailing "(sN)". season: "Season N" or "N". An empty guess is never
 * correct.
 */
export function isCorrectGuess(type: TriviaType, answer: string | number, guess: string): boolean {
  const g = normalizeGuess(guess);
  if (g === '') return false;
  const a = normalizeGuess(String(answer));
  if (type === 'season') {
    const number = a.replace(/^season/, '');
    return g === number || g === `season${number}`;
  }
  if (type === 'team') return g === a || g === a.replace(/\(s\d+\)$/, '');
  return g === a;
}
