/**
 * Trivia rounds (docs/product/trivia.md#rounds-and-answers): draw an item of the requested difficulty (or the
 * nearest available), answer its server-built hints under an opaque round token, and check guesses against
 * the answer, which is revealed only for a correct guess or on giving up.
 */
import {
  classifyPlayerDifficulty,
  classifySeasonDifficulty,
  classifyTeamDifficulty,
  isCorrectGuess,
  nearestDifficulty,
  type TriviaDifficulty,
  type TriviaType,
  triviaHintCount,
} from '@league/shared/domain/trivia';
import {
  arrangeHints,
  buildPlayerHints,
  buildSeasonHints,
  buildTeamHints,
} from '@league/shared/domain/trivia-hints';
import type { TriviaGuessBody, TriviaGuessResult, TriviaItem } from '@league/shared/schemas/trivia';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import {
  type CandidateGroup,
  selectAnswer,
  selectCandidateGroups,
  selectPlayerHintData,
  selectSeasonHintData,
  selectTeamHintData,
} from './queries.ts';
import { createRoundTokens, type RoundTokens } from './round-token.ts';

/** The signer of trivia rounds, one per app: over the JWT secret every instance shares, a round drawn on
 * one instance can be guessed on another. */
export function createTriviaRounds(secret: Uint8Array): RoundTokens {
  return createRoundTokens(secret);
}

export const INVALID_ROUND = 'This trivia round is invalid or has expired. Please start a new game.';
export const EMPTY_GUESS = 'Enter a guess, or give up to see the answer.';
export const WRONG_GUESS = 'Not quite — try again with another hint.';
export const GAVE_UP = 'Better luck next time!';

/** A candidate's difficulty from its SQL count (for a player, the sum of the four counts). */
export function difficultyOf(type: TriviaType, count: number): TriviaDifficulty {
  if (type === 'player')
    return classifyPlayerDifficulty({ teams: count, awards: 0, statLines: 0, records: 0 });
  if (type === 'team') return classifyTeamDifficulty({ players: count, games: 0 });
  return classifySeasonDifficulty(count);
}

/**
 * The entity of a round: among the groups of the requested difficulty (or the nearest one that has
 * candidates), a group chosen with probability proportional to its size, then its random member.
 */
export function pickCandidate(
  type: TriviaType,
  requested: TriviaDifficulty,
  groups: readonly CandidateGroup[],
  random: () => number,
): { entityId: number; difficulty: TriviaDifficulty } | null {
  const classified = groups.map((group) => ({ group, difficulty: difficultyOf(type, group.count) }));
  const difficulty = nearestDifficulty(
    requested,
    classified.map((c) => c.difficulty),
  );
  if (!difficulty) return null;
  const eligible = classified.filter((c) => c.difficulty === difficulty).map((c) => c.group);
  const total = eligible.reduce((sum, g) => sum + g.size, 0);
  let ticket = Math.floor(random() * total);
  for (const group of eligible) {
    if (ticket < group.size) return { entityId: group.entityId, difficulty };
    ticket -= group.size;
  }
  const last = eligible.at(-1);
  return last ? { entityId: last.entityId, difficulty } : null;
}

export async function buildHints(db: Db, type: TriviaType, id: number): Promise<string[] | null> {
  if (type === 'player') {
    const data = await selectPlayerHintData(db, id);
    return data && buildPlayerHints(data);
  }
  if (type === 'team') {
    const data = await selectTeamHintData(db, id);
    return data && buildTeamHints(data);
  }
  const data = await selectSeasonHintData(db, id);
  return data && buildSeasonHints(data);
}

export async function drawTriviaItem(
  db: Db,
  tokens: RoundTokens,
  type: TriviaType,
  requested: TriviaDifficulty,
  random: () => number = Math.random,
): Promise<TriviaItem> {
  const picked = pickCandidate(type, requested, await selectCandidateGroups(db, type), random);
  if (!picked) throw new AppError('NOT_FOUND', `No ${type} trivia is available yet`);
  const built = await buildHints(db, type, picked.entityId);
  // Only if the entity was deleted between the two reads.
  if (!built) throw notFound('Trivia item');
  const hintCount = triviaHintCount(type, picked.difficulty, built.length);
  return {
    id: tokens.sign({ type, entityId: picked.entityId }),
    type,
    difficulty: picked.difficulty,
    hintCount,
    hints: arrangeHints(built, random).slice(0, hintCount),
  };
}

export async function checkTriviaGuess(
  db: Db,
  tokens: RoundTokens,
  body: TriviaGuessBody,
): Promise<TriviaGuessResult> {
  const guess = body.guess.trim();
  if (guess === '' && !body.giveUp) throw badRequest(EMPTY_GUESS);
  const claims = tokens.verify(body.id);
  if (!claims) throw badRequest(INVALID_ROUND);
  if (claims.type !== body.type) {
    throw badRequest(`This round is a ${claims.type} question, not a ${body.type} one.`);
  }
  const answer = await selectAnswer(db, claims.type, claims.entityId);
  if (answer === null) throw notFound('Trivia item');
  if (isCorrectGuess(claims.type, answer, guess)) {
    return { correct: true, answer, message: `Correct! It was ${answer}.` };
  }
  if (body.giveUp) return { correct: false, answer, message: GAVE_UP };
  return { correct: false, message: WRONG_GUESS };
}
