import { randomBytes } from 'node:crypto';
import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import type { TriviaGuessResult, TriviaItem } from '@league/shared/schemas/trivia';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  awardPlayers,
  awards,
  games,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
} from '../src/db/schema.ts';
import { createRoundTokens, ROUND_TOKEN_TTL_MS } from '../src/features/trivia/round-token.ts';
import {
  EMPTY_GUESS,
  GAVE_UP,
  INVALID_ROUND,
  pickCandidate,
  WRONG_GUESS,
} from '../src/features/trivia/service.ts';
import { resolveJwtSecret } from '../src/lib/auth-token.ts';
import { useLeagueApp } from './helpers/league-app.ts';

/*
 * Difficulty counts of the fixture (docs/product/trivia.md#difficulty):
 *  players  Nightowl 2 teams + 16 lines + 1 award + 1 record = 20 easy (the only easy one, no medium one);
 *           quickset 9, spikeking 6, wave_a…wave_d 9: hard; benchwarmer 1: impossible; Zed 0: no question.
 *  teams    Storm Crows s10 and Tidal Wave s10: 4 players + 16 games = 20 easy; Lone Wolves s2: 1
 *           impossible; Empty Nets s6: 0, no question. No medium or hard team.
 *  seasons  #10 easy, #6 medium, #2 hard (season ids differ from numbers).
 */
const S = { s10: 51, s6: 52, s2: 53 } as const;
const T = { crows: 61, wave: 62, wolves: 63, empty: 64 } as const;
const P = {
  nightowl: 71,
  quickset: 72,
  spikeking: 73,
  bench: 74,
  waveA: 75,
  waveB: 76,
  waveC: 77,
  waveD: 78,
  zed: 79,
};
const GAME_IDS = Array.from({ length: 16 }, (_, i) => 801 + i);

const numbers = (seed: number): StatNumbers =>
  Object.fromEntries(STAT_FIELDS.map((f, i) => [f, (seed + i) % 5])) as StatNumbers;

const t = useLeagueApp();
const guest = t.as('guest');

beforeAll(async () => {
  await t.db.insert(seasons).values([
    { id: S.s10, seasonNumber: 10, theme: 'Golden Net', startDate: '2025-01-04' },
    { id: S.s6, seasonNumber: 6, theme: 'Middle Court', startDate: '2024-06-01', endDate: '2024-08-01' },
    { id: S.s2, seasonNumber: 2, theme: 'Early Days', startDate: '2023-01-07', endDate: '2023-03-01' },
  ]);
  await t.db.insert(teams).values([
    { id: T.crows, name: 'Storm Crows', seasonId: S.s10, placement: '1st Place' },
    { id: T.wave, name: 'Tidal Wave', seasonId: S.s10, placement: '2nd Place (D1)' },
    { id: T.wolves, name: 'Lone Wolves', seasonId: S.s2, placement: "Didn't make playoffs" },
    { id: T.empty, name: 'Empty Nets', seasonId: S.s6 },
  ]);
  await t.db.insert(players).values([
    { id: P.nightowl, name: 'Nightowl', position: 'Spiker' },
    { id: P.quickset, name: 'quickset' },
    { id: P.spikeking, name: 'spikeking' },
    { id: P.bench, name: 'benchwarmer' },
    { id: P.waveA, name: 'wave_a' },
    { id: P.waveB, name: 'wave_b' },
    { id: P.waveC, name: 'wave_c' },
    { id: P.waveD, name: 'wave_d' },
    { id: P.zed, name: 'Zed' },
  ]);
  const roster: [number, number[]][] = [
    [T.crows, [P.nightowl, P.quickset, P.spikeking, P.bench]],
    [T.wave, [P.waveA, P.waveB, P.waveC, P.waveD]],
    [T.wolves, [P.nightowl]],
  ];
  await t.db
    .insert(teamPlayers)
    .values(roster.flatMap(([teamId, ids]) => ids.map((playerId) => ({ teamId, playerId }))));
  await t.db.insert(games).values(
    GAME_IDS.map((id, i) => ({
      id,
      seasonId: S.s10,
      team1Id: i % 2 === 0 ? T.crows : T.wave,
      team2Id: i % 2 === 0 ? T.wave : T.crows,
      team1Score: 2,
      team2Score: 1,
      date: new Date(Date.UTC(2025, 0, 10 + i)),
    })),
  );
  const lines = GAME_IDS.flatMap((gameId, i) => [
    { gameId, playerId: P.nightowl, ...numbers(i) },
    ...(i < 8 ? [P.quickset, P.waveA, P.waveB, P.waveC, P.waveD] : []).map((playerId) => ({
      gameId,
      playerId,
      ...numbers(i + playerId),
    })),
    ...(i < 5 ? [{ gameId, playerId: P.spikeking, ...numbers(i + 3) }] : []),
  ]);
  await t.db.insert(stats).values(lines);
  await t.db.insert(awards).values({ id: 91, type: 'MVP', description: 'Season 10 MVP', seasonId: S.s10 });
  await t.db.insert(awardPlayers).values({ awardId: 91, playerId: P.nightowl });
  await t.db.insert(records).values({
    type: 'game',
    record: 'Most Spike Kills',
    sortOrder: 0,
    rank: 1,
    value: 9,
    gameId: GAME_IDS[0],
    playerId: P.nightowl,
    seasonId: S.s10,
  });
});

async function draw(type: string, difficulty: string): Promise<TriviaItem> {
  const res = await guest.get(`/api/trivia/${type}?difficulty=${difficulty}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as TriviaItem;
}

async function guess(payload: Record<string, unknown>) {
  return guest.post('/api/trivia/guess', payload);
}

async function guessOk(payload: Record<string, unknown>): Promise<TriviaGuessResult> {
  const res = await guess(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TriviaGuessResult;
}

describe('trivia items', () => {
  it('answer hints and an opaque token, never the answer or the entity id', async () => {
    const item = await draw('player', 'easy');
    expect(Object.keys(item).sort()).toEqual(['difficulty', 'hintCount', 'hints', 'id', 'type']);
    expect(item).toMatchObject({ type: 'player', difficulty: 'easy', hintCount: 6 });
    expect(item.hints).toHaveLength(6);
    expect(item.hints[0]).toBe('Their name starts with "N"');
    // The token is sealed: decoding it shows no claims.
    const decoded = Buffer.from(item.id, 'base64url').toString('latin1');
    expect(decoded).not.toMatch(/entityId|player|issuedAt/);
  });

  it.each([
    ['player', 'easy'],
    ['player', 'hard'],
    ['player', 'impossible'],
    ['team', 'easy'],
    ['team', 'hard'],
    ['team', 'impossible'],
  ])('never leak the %s name (%s difficulty) in the item', async (type, difficulty) => {
    for (let round = 0; round < 4; round++) {
      const item = await draw(type, difficulty);
      const { answer } = await guessOk({ type, id: item.id, guess: '', giveUp: true });
      const name = (answer ?? '').replace(/\s*\(s\d+\)$/, '').toLowerCase();
      expect(name.length).toBeGreaterThan(1);
      const body = JSON.stringify(item).toLowerCase();
      expect(body).not.toContain(name);
      // The only trace of the name is its first letter, in the first (free) hint.
      expect(item.hints[0]).toMatch(/starts with "[A-Z]"$/);
    }
  });

  it('fall back to the nearest difficulty, easier on a tie, and say which one they are', async () => {
    // No medium player: easy and hard are equally near, the easier wins; Nightowl is the only easy one.
    const player = await draw('player', 'medium');
    expect(player).toMatchObject({ difficulty: 'easy', hintCount: 6 });
    expect((await guessOk({ type: 'player', id: player.id, guess: 'nightowl' })).correct).toBe(true);
    // Teams are easy or impossible only: hard → impossible (Lone Wolves), medium → easy.
    expect(await draw('team', 'hard')).toMatchObject({ difficulty: 'impossible' });
    expect(await draw('team', 'medium')).toMatchObject({ difficulty: 'easy' });
    // A season is never impossible: hard (season 2) instead.
    expect(await draw('season', 'impossible')).toMatchObject({ difficulty: 'hard', hintCount: 10 });
    expect(await draw('season', 'medium')).toMatchObject({ difficulty: 'medium', hintCount: 8 });
  });

  it('cap hintCount by the hints available for the type', async () => {
    const team = await draw('team', 'impossible');
    expect(team).toMatchObject({ difficulty: 'impossible', hintCount: 10 });
    expect(team.hints).toHaveLength(10);
    expect(new Set(team.hints).size).toBe(10);
    expect(team.hints[0]).toBe('The team name starts with "L"');
    const player = await draw('player', 'impossible');
    expect(player).toMatchObject({ difficulty: 'impossible', hintCount: 12 });
    expect(player.hints).toHaveLength(12);
    expect(player.hints).toContain('Has played for 1 team');
  });

  it.each([
    [
      '/api/trivia/player?difficulty=expert',
      'difficulty',
      'difficulty must be easy, medium, hard or impossible',
    ],
    ['/api/trivia/player', 'difficulty', 'difficulty must be easy, medium, hard or impossible'],
    ['/api/trivia/coach?difficulty=easy', 'type', 'type must be player, team or season'],
  ])('answer 400 for %s', async (url, path, message) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path, message }] });
  });

  it('accept the difficulty in any case', async () => {
    expect(await draw('season', 'EASY')).toMatchObject({ difficulty: 'easy', type: 'season' });
  });
});

describe('trivia guesses', () => {
  it('accept a correct guess ignoring case and white space, answering the answer', async () => {
    const item = await draw('player', 'medium');
    expect(await guessOk({ type: 'player', id: item.id, guess: '  NIGHT owl ' })).toEqual({
      correct: true,
      answer: 'Nightowl',
      message: 'Correct! It was Nightowl.',
    });
  });

  it('give no answer for a wrong guess, and the answer on giving up', async () => {
    const item = await draw('player', 'medium');
    const wrong = await guessOk({ type: 'player', id: item.id, guess: 'quickset' });
    expect(wrong).toEqual({ correct: false, message: WRONG_GUESS });
    expect('answer' in wrong).toBe(false);
    expect(await guessOk({ type: 'player', id: item.id, guess: '', giveUp: true })).toEqual({
      correct: false,
      answer: 'Nightowl',
      message: GAVE_UP,
    });
    expect(await guessOk({ type: 'player', id: item.id, giveUp: true })).toMatchObject({
      answer: 'Nightowl',
    });
  });

  it('accept a team name with or without its "(sN)"', async () => {
    const item = await draw('team', 'hard');
    for (const text of ['lone wolves', 'LoneWolves', 'Lone Wolves (s2)']) {
      expect(await guessOk({ type: 'team', id: item.id, guess: text })).toEqual({
        correct: true,
        answer: 'Lone Wolves (s2)',
        message: 'Correct! It was Lone Wolves (s2).',
      });
    }
    expect((await guessOk({ type: 'team', id: item.id, guess: 'Lone Wolves (s3)' })).correct).toBe(false);
  });

  it('accept "Season N" and "N" for a season', async () => {
    const item = await draw('season', 'hard');
    for (const text of ['Season 2', '2', ' season  2 ']) {
      expect(await guessOk({ type: 'season', id: item.id, guess: text })).toMatchObject({
        correct: true,
        answer: 'Season 2',
      });
    }
    expect(await guessOk({ type: 'season', id: item.id, guess: '3' })).toEqual({
      correct: false,
      message: WRONG_GUESS,
    });
  });

  it('refuse an empty guess unless giving up', async () => {
    const item = await draw('player', 'easy');
    for (const payload of [{ guess: '   ' }, {}, { guess: '', giveUp: false }]) {
      const res = await guess({ type: 'player', id: item.id, ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: EMPTY_GUESS });
    }
  });

  it('refuse forged, altered, foreign, expired and mismatched tokens with 400', async () => {
    const item = await draw('player', 'easy');
    const flipped = `${item.id.slice(0, 10)}${item.id[10] === 'A' ? 'B' : 'A'}${item.id.slice(11)}`;
    const foreign = createRoundTokens(randomBytes(32)).sign({ type: 'player', entityId: P.nightowl });
    const secret = resolveJwtSecret(t.config);
    const expired = createRoundTokens(secret, { now: () => Date.now() - ROUND_TOKEN_TTL_MS - 1000 }).sign({
      type: 'player',
      entityId: P.nightowl,
    });
    for (const id of [
      flipped,
      foreign,
      expired,
      'not-a-token',
      `${item.id}x`,
      '!!!!',
      item.id.slice(0, 20),
    ]) {
      const res = await guess({ type: 'player', id, guess: 'Nightowl' });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID_ROUND, code: 'BAD_REQUEST' });
    }
    const mismatched = await guess({ type: 'team', id: item.id, guess: 'Nightowl' });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toMatch(/player question/);
    const badBody = await guess({ type: 'coach', id: item.id, guess: 'x' });
    expect(badBody.statusCode).toBe(400);
  });

  it('trust a token signed with the shared secret (another instance), and 404 a vanished entity', async () => {
    const other = createRoundTokens(resolveJwtSecret(t.config));
    const id = other.sign({ type: 'player', entityId: P.quickset });
    expect(await guessOk({ type: 'player', id, guess: 'QuickSet' })).toMatchObject({
      correct: true,
      answer: 'quickset',
    });
    const gone = await guess({
      type: 'player',
      id: other.sign({ type: 'player', entityId: 999_999 }),
      guess: 'x',
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('round tokens and candidate draw', () => {
  it('expire after the TTL and survive clock skew of other instances', () => {
    let clock = 1_000_000_000;
    const tokens = createRoundTokens(randomBytes(32), { now: () => clock });
    const id = tokens.sign({ type: 'team', entityId: 5 });
    expect(tokens.verify(id)).toEqual({ type: 'team', entityId: 5, issuedAt: 1_000_000_000 });
    clock += ROUND_TOKEN_TTL_MS - 1;
    expect(tokens.verify(id)).not.toBeNull();
    clock += 1;
    expect(tokens.verify(id)).toBeNull();
    clock = 1_000_000_000 - 30_000;
    expect(tokens.verify(id)).not.toBeNull();
    clock = 1_000_000_000 - 120_000;
    expect(tokens.verify(id)).toBeNull();
  });

  it('draw groups in proportion to their size, from the chosen difficulty only', () => {
    const groups = [
      { count: 20, size: 3, entityId: 1 },
      { count: 25, size: 1, entityId: 2 },
      { count: 3, size: 50, entityId: 3 },
    ];
    expect(pickCandidate('player', 'easy', groups, () => 0.74)).toEqual({ entityId: 1, difficulty: 'easy' });
    expect(pickCandidate('player', 'easy', groups, () => 0.76)).toEqual({ entityId: 2, difficulty: 'easy' });
    expect(pickCandidate('player', 'easy', groups, () => 0.999)).toEqual({ entityId: 2, difficulty: 'easy' });
    expect(pickCandidate('player', 'medium', groups, () => 0.5)).toEqual({ entityId: 1, difficulty: 'easy' });
    expect(pickCandidate('team', 'impossible', groups, () => 0)).toEqual({
      entityId: 3,
      difficulty: 'impossible',
    });
    expect(pickCandidate('season', 'easy', [], () => 0)).toBeNull();
  });
});
