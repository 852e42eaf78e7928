/**
 * A match's live score (docs/product/live.md#match-state): kept in the match's own row (its set scores, the
 * points of the set being played, its status) by every source: a game server's set update, the final box
 * score, the staff's scorer page, an approval. Each change counts up `liveVersion`, so the scorer page can
 * tell when someone else moved the score.
 */
import {
  checkLiveScore,
  finishedSets,
  formatSetPoints,
  type LiveScore,
  parseSetPoints,
  setsWon,
} from '@league/shared/domain/live-match';
import { liveTopics } from '@league/shared/domain/live-topics';
import { SET_SCORE_KEYS } from '@league/shared/domain/standings-matches';
import type { Match } from '@league/shared/schemas/matches';
import type { LiveScoreInput } from '@league/shared/schemas/matches-admin';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { staffWrite, type WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { tellResult } from './match-chat-facts.ts';
import { matchState } from './match-state.ts';
import { findMatch, findMatchRecord, type MatchRecord, updateMatchRow } from './queries.ts';

/** The score a match's row holds. */
export function liveScoreOf(row: MatchRecord): LiveScore {
  const sets = finishedSets(SET_SCORE_KEYS.map((k) => row[k]));
  const current =
    row.status === 'live' && row.liveTeam1Points !== null && row.liveTeam2Points !== null
      ? { team1: row.liveTeam1Points, team2: row.liveTeam2Points }
      : null;
  return { sets, current };
}

/** A match's row and its score, or a 404. */
export async function readLiveMatch(db: Db, id: number): Promise<{ row: MatchRecord; score: LiveScore }> {
  const row = await findMatchRecord(db, id);
  if (!row) throw notFound(`Match ${id}`);
  return { row, score: liveScoreOf(row) };
}

/**
 * Stores `score` in the match's row with `status` (the overall score is the sets won), counts the change, and
 * tells live pages: the match on the `matches` topic, and its season's standings once it is completed.
 * Answers the match as the API reads it.
 */
export async function saveLiveScore(
  tx: Db,
  effects: WriteEffects,
  row: MatchRecord,
  score: LiveScore,
  status: 'live' | 'completed',
): Promise<Match> {
  const won = setsWon(score.sets);
  const sets = Object.fromEntries(
    SET_SCORE_KEYS.map((k, i) => [k, score.sets[i] ? formatSetPoints(score.sets[i]) : null]),
  );
  // A live match shows its sets won from the first point (0-0); a completed one always has sets.
  const counted = score.sets.length > 0 || status === 'live';
  await updateMatchRow(tx, row.id, {
    ...sets,
    status,
    team1Score: counted ? won.team1 : null,
    team2Score: counted ? won.team2 : null,
    liveTeam1Points: status === 'live' ? (score.current?.team1 ?? null) : null,
    liveTeam2Points: status === 'live' ? (score.current?.team2 ?? null) : null,
    liveVersion: row.liveVersion + 1,
  });
  // A match that starts or ends is a match change its followers hear of (a final result) and the standings'
  // marks follow; the points of a set being played are not.
  if (row.status !== status)
    await effects.matchesChanged([
      { before: matchState(row), after: matchState(await findMatchRecord(tx, row.id)), announce: true },
    ]);
  const match = (await findMatch(tx, row.id))!;
  effects.live(liveTopics.matches, match);
  if (status === 'completed') effects.live(liveTopics.standings, { seasonId: row.seasonId });
  return match;
}

/** The match completed with its sets (an approval): stored, told to live pages and, as a result, to the chat. */
export async function completeWithSets(
  tx: Db,
  effects: WriteEffects,
  row: MatchRecord,
  sets: LiveScore['sets'],
): Promise<Match> {
  const match = await saveLiveScore(tx, effects, row, { sets, current: null }, 'completed');
  await tellResult(effects, await findMatchRecord(tx, row.id));
  return match;
}

const scoreText = (score: LiveScore) =>
  [
    ...score.sets.map(formatSetPoints),
    ...(score.current ? [`(${formatSetPoints(score.current)})`] : []),
  ].join(', ') || 'no points yet';

/**
 * The scorer page's write (docs/product/live.md#the-scorer): the score it shows, drawn from `version`. A
 * score moved meanwhile (another scorer, a game server) is a 409 and changes nothing; `finish` completes the
 * match, which needs a winner.
 */
export async function scoreMatch(db: Db, actor: AuthUser, id: number, body: LiveScoreInput): Promise<Match> {
  return staffWrite(db, actor, async (tx, effects) => {
    const { row, score: before } = await readLiveMatch(tx, id);
    if (row.status === 'completed')
      throw conflict(`Match ${row.matchNumber} is completed; change its score on the Matches page`);
    if (row.liveVersion !== body.version)
      throw conflict('The score changed meanwhile (another scorer or the game server): this is the new one', [
        { path: 'version', message: 'The score changed meanwhile' },
      ]);
    const sets = body.sets.map((text) => parseSetPoints(text)!);
    const score: LiveScore = {
      sets,
      current: body.finish
        ? null
        : body.current && { team1: body.current.team1Points, team2: body.current.team2Points },
    };
    const problem = checkLiveScore(score);
    if (problem) throw badRequest(problem, [{ path: 'sets', message: problem }]);
    const won = setsWon(sets);
    if (body.finish && won.team1 === won.team2)
      throw badRequest('A finished match needs a winner: end the deciding set first', [
        { path: 'finish', message: 'No winner yet' },
      ]);
    const match = await saveLiveScore(tx, effects, row, score, body.finish ? 'completed' : 'live');
    if (body.finish) await tellResult(effects, (await findMatchRecord(tx, id))!);
    return {
      result: match,
      activity: {
        kind: 'edit',
        entityType: 'match',
        entityId: id,
        entityLabel: `${row.matchNumber}: ${row.team1Name} vs ${row.team2Name}`,
        before: { status: row.status, score: scoreText(before) },
        after: { status: match.status, score: scoreText(score) },
      },
    };
  });
}
