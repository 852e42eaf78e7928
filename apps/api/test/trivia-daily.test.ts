import { TRIVIA_TIMER_SECONDS } from '@league/shared/domain/trivia';
import { dailyPuzzleNumber } from '@league/shared/domain/trivia-daily';
import type {
  DailyBoard,
  DailyGuessResult,
  DailyHistory,
  DailyPlay,
  DailyPuzzle,
  PublicDailyPuzzle,
} from '@league/shared/schemas/trivia-daily';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { players, seasons, teamPlayers, teams, triviaDailyPuzzles } from '../src/db/schema.ts';
import { createDailyTrivia } from '../src/features/trivia/daily-puzzle-service.ts';
import {
  ALREADY_PLAYED,
  getDailyPuzzle,
  guessDailyPuzzle,
  INVALID_PLAY,
  MEMBER_PLAY,
  MOVED_ON,
  startDailyPuzzle,
  TIME_RAN_OUT,
} from '../src/features/trivia/daily-service.ts';
import { EMPTY_GUESS } from '../src/features/trivia/service.ts';
import { resolveJwtSecret } from '../src/lib/auth-token.ts';
import { useLeagueApp, withLeagueApp } from './helpers/league-app.ts';

/*
 * Six teams of 16 players each: every team counts 16 players (easy), every player one team (impossible), so the
 * daily answer is always one of the six teams, answered "Name (s3)".
 */
const TEAM_NAMES = ['Aces', 'Blockers', 'Cobras', 'Diggers', 'Eagles', 'Falcons'];
const answerOf = (name: string) => `${name} (s3)`;

const t = useLeagueApp();
let tz: string;

/** A fresh member, and the headers to act as them. */
async function authAs() {
  const member = t.another('user');
  return { headers: await member.headers(), user: (await member.user())! };
}

beforeAll(async () => {
  tz = t.config.league.timeZone;
  const [season] = await t.db
    .insert(seasons)
    .values({ seasonNumber: 3, theme: 'Daily', startDate: '2026-09-01' })
    .returning({ id: seasons.id });
  const seasonId = season?.id as number;
  const teamRows = await t.db
    .insert(teams)
    .values(TEAM_NAMES.map((name) => ({ name, seasonId })))
    .returning({ id: teams.id });
  const playerRows = await t.db
    .insert(players)
    .values(Array.from({ length: TEAM_NAMES.length * 16 }, (_, i) => ({ name: `Player ${i + 1}` })))
    .returning({ id: players.id });
  await t.db
    .insert(teamPlayers)
    .values(
      playerRows.map((p, i) => ({ playerId: p.id, teamId: teamRows[Math.floor(i / 16)]?.id as number })),
    );
});

async function call<T>(method: 'GET' | 'POST', url: string, headers = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

/** A day's answer, read from the kept puzzle (test only: replaying a token to try names is refused). */
async function answerOfDay(date: string): Promise<string> {
  const [row] = await t.db
    .select({ name: teams.name })
    .from(triviaDailyPuzzles)
    .innerJoin(teams, eq(teams.id, triviaDailyPuzzles.entityId))
    .where(eq(triviaDailyPuzzles.puzzleDate, date));
  if (!row) throw new Error(`no puzzle kept for ${date}`);
  return answerOf(row.name);
}

const todaysAnswer = async () => answerOfDay((await call<DailyPuzzle>('GET', '/api/trivia/daily')).body.date);

/** Teams of the league that are not today's answer: wrong guesses, yet names a guess may be. */
async function wrongGuesses(): Promise<[string, string]> {
  const answer = await todaysAnswer();
  const [first, second] = TEAM_NAMES.map(answerOf).filter((name) => name !== answer);
  return [first as string, second as string];
}
const wrongGuess = async () => (await wrongGuesses())[0];

describe('GET /api/trivia/daily', () => {
  it("answers today's puzzle, the same for everyone, without hints or answer", async () => {
    const first = await call<DailyPuzzle>('GET', '/api/trivia/daily');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { headers } = await authAs();
    const second = await call<DailyPuzzle>('GET', '/api/trivia/daily', headers);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      number: 1,
      type: 'team',
      difficulty: 'easy',
      timerSeconds: 60,
      play: null,
    });
    expect(first.body.hintCount).toBe(6);
    expect(JSON.stringify(first.body)).not.toMatch(/\(s3\)|Aces|Blockers|Cobras|Diggers|Eagles|Falcons/);
  });
});

describe('GET /api/trivia/daily/puzzle', () => {
  it("answers today's puzzle as everyone sees it, kept as a public read, and never a play", async () => {
    const { headers } = await authAs();
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start', headers);
    expect(start.status).toBe(200);
    const own = await call<DailyPuzzle>('GET', '/api/trivia/daily', headers);
    expect(own.body.play).not.toBeNull();

    const asMember = await call<PublicDailyPuzzle>('GET', '/api/trivia/daily/puzzle', headers);
    expect(asMember.status).toBe(200);
    expect(asMember.headers['cache-control']).toBe('public, no-cache');
    const { play: _play, ...shared } = own.body;
    expect(asMember.body).toEqual(shared);
    const asGuest = await call<PublicDailyPuzzle>('GET', '/api/trivia/daily/puzzle');
    expect(asGuest.body).toEqual(shared);
    expect(JSON.stringify(asGuest.body)).not.toMatch(/\(s3\)|Aces|Blockers|Cobras|Diggers|Eagles|Falcons/);
  });
});

describe('a guest plays', () => {
  it('reveals one hint per wrong guess, and the answer only at the end', async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ status: 'playing', answer: null, result: null });
    expect(start.body.hints).toHaveLength(1);
    expect(start.body.hints[0]).toMatch(/^The team name starts with "[A-F]"$/);
    expect(start.body.secondsLeft).toBe(TRIVIA_TIMER_SECONDS);

    const wrong = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: start.body.token,
        guess: await wrongGuess(),
      },
    );
    expect(wrong.body).toMatchObject({ correct: false, play: { status: 'playing', answer: null } });
    expect(wrong.body.play.hints).toHaveLength(2);
    expect(wrong.body.play.hints[0]).toBe(start.body.hints[0]);
    // Everyone sees the same hints in the same order.
    const other = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const otherWrong = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: other.body.token,
        guess: (await wrongGuesses())[1],
      },
    );
    expect(otherWrong.body.play.hints).toEqual(wrong.body.play.hints);

    const answer = await todaysAnswer();
    const right = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: wrong.body.play.token,
        guess: answer.toUpperCase(),
      },
    );
    expect(right.body.correct).toBe(true);
    expect(right.body.play).toMatchObject({ status: 'solved', token: null, answer });
    expect(right.body.play.result).toMatchObject({ number: 1, solved: true, hintsUsed: 2, hintCount: 6 });
    // Easy 100, one hint beyond the first −20, and almost all of the 60 seconds left at 5 a second.
    expect(right.body.play.result?.score).toBeGreaterThan(350);
  });

  it('gives up with the answer and a score of 0', async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const res = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: start.body.token,
        guess: '',
        giveUp: true,
      },
    );
    expect(res.body.play).toMatchObject({
      status: 'failed',
      result: { solved: false, score: 0, hintsUsed: 1 },
    });
    expect(res.body.play.answer).toMatch(/\(s3\)$/);
  });

  it('refuses an empty guess, a forged token and a malformed body, changing nothing', async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const empty = await call<{ message: string }>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: start.body.token,
        guess: '  ',
      },
    );
    expect(empty).toMatchObject({ status: 400, body: { message: EMPTY_GUESS } });
    const forged = await call<{ message: string }>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: `${start.body.token}x`,
        guess: 'a',
      },
    );
    expect(forged).toMatchObject({ status: 400, body: { message: INVALID_PLAY } });
    const noToken = await call<{ message: string }>('POST', '/api/trivia/daily/guess', {}, { guess: 'a' });
    expect(noToken.status).toBe(400);
    // The play itself is untouched: the same token still takes a guess at hint 1.
    const still = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      {
        token: start.body.token,
        guess: await wrongGuess(),
      },
    );
    expect(still.body.play.hints).toHaveLength(2);
  });
});

describe('guesses are names (issue 34, item 6)', () => {
  it('refuses a name nobody has without spending a hint, and the play goes on from the same step', async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const typo = await call<{ message: string }>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      { token: start.body.token, guess: 'Acse' },
    );
    expect(typo).toMatchObject({
      status: 400,
      body: { message: 'No team is named "Acse": pick a name from the suggestions.' },
    });
    // The same token still works, with the one hint the play had.
    const wrong = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      { token: start.body.token, guess: await wrongGuess() },
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.play.hints).toHaveLength(2);
    // A plain team name (without its season) is a name too.
    const plain = await call<DailyGuessResult>(
      'POST',
      '/api/trivia/daily/guess',
      {},
      { token: wrong.body.play.token, guess: (await wrongGuesses())[1].replace(/ \(s3\)$/, '') },
    );
    expect(plain.status).toBe(200);
  });

  it('suggests names of the puzzle’s kind that start with what was typed', async () => {
    const teams = await call<string[]>('GET', '/api/trivia/daily/suggestions?type=team&q=co');
    expect(teams).toMatchObject({ status: 200, body: ['Cobras (s3)'] });
    const players = await call<string[]>('GET', '/api/trivia/daily/suggestions?type=player&q=player%201');
    expect(players.body).toHaveLength(8);
    expect(players.body.every((name) => name.startsWith('Player 1'))).toBe(true);
    const bad = await call<{ message: string }>('GET', '/api/trivia/daily/suggestions?type=season&q=1');
    expect(bad.status).toBe(400);
  });
});

describe('a member plays', () => {
  it('plays once a day, resumes, and lands on the board and in the history', async () => {
    const { headers, user } = await authAs();
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start', headers);
    const wrong = await call<DailyGuessResult>('POST', '/api/trivia/daily/guess', headers, {
      token: start.body.token,
      guess: await wrongGuess(),
    });
    expect(wrong.body.play.hints).toHaveLength(2);

    // A second window with the first token is refused: the play moved on.
    const stale = await call<{ message: string }>('POST', '/api/trivia/daily/guess', headers, {
      token: start.body.token,
      guess: await wrongGuess(),
    });
    expect(stale).toMatchObject({ status: 409, body: { message: MOVED_ON } });

    // Reloading the page resumes the play where it was, clock included.
    const reload = await call<DailyPuzzle>('GET', '/api/trivia/daily', headers);
    expect(reload.body.play).toMatchObject({ status: 'playing', answer: null });
    expect(reload.body.play?.hints).toEqual(wrong.body.play.hints);
    const restarted = await call<DailyPlay>('POST', '/api/trivia/daily/start', headers);
    expect(restarted.body.hints).toEqual(wrong.body.play.hints);

    const answer = await todaysAnswer();
    const right = await call<DailyGuessResult>('POST', '/api/trivia/daily/guess', headers, {
      token: restarted.body.token,
      guess: answer,
    });
    expect(right.body.play).toMatchObject({ status: 'solved', result: { hintsUsed: 2 } });

    const again = await call<{ message: string }>('POST', '/api/trivia/daily/guess', headers, {
      token: restarted.body.token,
      guess: answer,
    });
    expect(again).toMatchObject({ status: 409, body: { message: ALREADY_PLAYED } });
    const after = await call<DailyPuzzle>('GET', '/api/trivia/daily', headers);
    expect(after.body.play).toMatchObject({ status: 'solved', answer, token: null });

    const board = await call<DailyBoard>('GET', '/api/trivia/daily/board');
    expect(board.body.number).toBe(1);
    expect(board.body.entries).toContainEqual(
      expect.objectContaining({ rank: 1, username: user.username, solved: true, hintsUsed: 2 }),
    );
    const history = await call<DailyHistory>('GET', '/api/trivia/daily/history', headers);
    expect(history.body.streaks).toEqual({ current: 1, best: 1, played: 1, solved: 1 });
    expect(history.body.results).toEqual([right.body.play.result]);
  });

  it('keeps the history for members only, and answers an empty board for a day without a puzzle', async () => {
    expect((await call('GET', '/api/trivia/daily/history')).status).toBe(401);
    const empty = await call<DailyBoard>('GET', '/api/trivia/daily/board?date=2001-01-01');
    expect(empty.body).toEqual({ date: '2001-01-01', number: null, entries: [] });
    const bad = await call<{ message: string }>('GET', '/api/trivia/daily/board?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('That date does not exist');
  });
});

describe("each step of a play is single-use, and a member's play is bound to the account", () => {
  const guess = (token: string, body: object, headers = {}) =>
    call<DailyGuessResult & { message?: string }>('POST', '/api/trivia/daily/guess', headers, {
      token,
      guess: '',
      ...body,
    });

  it("refuses a guest's token used a second time: candidates cannot be tried on one step", async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const token = start.body.token as string;
    const first = await guess(token, { guess: await wrongGuess() });
    expect(first.body.play.hints).toHaveLength(2);
    const answer = await todaysAnswer();
    // Replaying the first step, even with the right answer or to give up, reveals nothing.
    for (const body of [{ guess: answer }, { guess: (await wrongGuesses())[1] }, { giveUp: true }]) {
      const replay = await guess(token, body);
      expect(replay).toMatchObject({ status: 409, body: { message: MOVED_ON } });
      expect(JSON.stringify(replay.body)).not.toContain(answer);
    }
    // The play goes on from the step it reached.
    const next = await guess(first.body.play.token as string, { guess: answer });
    expect(next.body).toMatchObject({ correct: true, play: { status: 'solved' } });
  });

  it('takes one of two guesses sent at once with the same token', async () => {
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start');
    const token = start.body.token as string;
    const [one, two] = await wrongGuesses();
    const answers = await Promise.all([guess(token, { guess: one }), guess(token, { guess: two })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("refuses a member's token without the login, or with another member's, and the play stays theirs", async () => {
    const member = await authAs();
    const other = await authAs();
    const start = await call<DailyPlay>('POST', '/api/trivia/daily/start', member.headers);
    const token = start.body.token as string;
    const answer = await todaysAnswer();

    const asGuest = await guess(token, { giveUp: true });
    expect(asGuest).toMatchObject({ status: 401, body: { message: MEMBER_PLAY } });
    expect(JSON.stringify(asGuest.body)).not.toContain(answer);
    const asOther = await guess(token, { guess: answer }, other.headers);
    expect(asOther).toMatchObject({ status: 400, body: { message: INVALID_PLAY } });

    // Neither changed the member's play: still open at its first hint, and the same token carries on.
    const view = await call<DailyPuzzle>('GET', '/api/trivia/daily', member.headers);
    expect(view.body.play).toMatchObject({ status: 'playing', answer: null });
    expect(view.body.play?.hints).toHaveLength(1);
    const otherView = await call<DailyPuzzle>('GET', '/api/trivia/daily', other.headers);
    expect(otherView.body.play).toBeNull();
    const right = await guess(token, { guess: answer }, member.headers);
    expect(right.body).toMatchObject({ correct: true, play: { status: 'solved', result: { hintsUsed: 1 } } });
  });
});

describe('the days', () => {
  /** A daily context whose clock the test moves. */
  function clocked(start: string) {
    let now = new Date(start);
    const ctx = createDailyTrivia(t.db, resolveJwtSecret(t.config), tz, () => now);
    return {
      ctx,
      set: (iso: string) => (now = new Date(iso)),
      advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    };
  }

  it('draws a new answer each day, none repeated while others remain, numbered from the first day', async () => {
    const { ctx, set } = clocked('2030-03-01T18:00:00Z');
    const seen: string[] = [];
    // The league's first puzzle is today's, made by the tests above: numbers count days from it.
    const [first] = await t.db.select().from(triviaDailyPuzzles);
    for (let day = 1; day <= TEAM_NAMES.length; day += 1) {
      const date = `2030-03-${String(day).padStart(2, '0')}`;
      set(`${date}T18:00:00Z`);
      const puzzle = await getDailyPuzzle(ctx, null);
      expect(puzzle).toMatchObject({ date, number: dailyPuzzleNumber(first?.puzzleDate as string, date) });
      seen.push(await answerOfDay(puzzle.date));
    }
    expect(new Set(seen).size).toBe(TEAM_NAMES.length);
    // Asking again for a day gives the kept answer.
    set('2030-03-02T18:00:00Z');
    const again = await startDailyPuzzle(ctx, null);
    const kept = await guessDailyPuzzle(ctx, null, {
      token: again.token as string,
      guess: seen[1] as string,
    });
    expect(kept.correct).toBe(true);
  });

  it("ends a play that ran past the clock, and a member's abandoned play counts as not solved", async () => {
    const { ctx, advance } = clocked('2030-05-10T18:00:00Z');
    const play = await startDailyPuzzle(ctx, null);
    advance((TRIVIA_TIMER_SECONDS + 30) * 1000);
    const late = await guessDailyPuzzle(ctx, null, { token: play.token as string, guess: 'Aces (s3)' });
    expect(late).toMatchObject({ correct: false, message: TIME_RAN_OUT, play: { status: 'failed' } });
    expect(late.play.result).toMatchObject({ secondsTaken: TRIVIA_TIMER_SECONDS, score: 0 });

    const { user } = await authAs();
    await startDailyPuzzle(ctx, user);
    advance(10 * 60 * 1000);
    const view = await getDailyPuzzle(ctx, user);
    expect(view.play).toMatchObject({ status: 'failed', result: { solved: false, score: 0 } });
    await expect(startDailyPuzzle(ctx, user)).resolves.toMatchObject({ status: 'failed' });
  });

  it('follows the league time zone: the day changes at local midnight', async () => {
    const { ctx, set } = clocked('2030-07-01T03:00:00Z');
    const zone = tz;
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
      new Date('2030-07-01T03:00:00Z'),
    );
    expect((await getDailyPuzzle(ctx, null)).date).toBe(local);
    set('2030-07-01T23:00:00Z');
    const later = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
      new Date('2030-07-01T23:00:00Z'),
    );
    expect((await getDailyPuzzle(ctx, null)).date).toBe(later);
  });

  it('answers a clear 404 while the league has nobody to ask about', async () => {
    await withLeagueApp({}, async (empty) => {
      const res = await empty.app.inject({ method: 'GET', url: '/api/trivia/daily' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/no daily puzzle yet/i);
    });
  });
});
