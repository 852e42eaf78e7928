import { describe, expect, it } from 'vitest';
import {
  classifyPlayerDifficulty,
  classifySeasonDifficulty,
  classifyTeamDifficulty,
  isCorrectGuess,
  isTimerWarning,
  nearestDifficulty,
  normalizeGuess,
  scoreTrivia,
  TRIVIA_TIMER_SECONDS,
  triviaHintCount,
} from './trivia.ts';

describe('scoreTrivia', () => {
  const correct = { outcome: 'correct' as const, hintsUsed: 1, secondsLeft: 0 };

  it('uses the base score of each difficulty', () => {
    expect(scoreTrivia({ ...correct, difficulty: 'easy' }).total).toBe(100);
    expect(scoreTrivia({ ...correct, difficulty: 'medium' }).total).toBe(200);
    expect(scoreTrivia({ ...correct, difficulty: 'hard' }).total).toBe(300);
    expect(scoreTrivia({ ...correct, difficulty: 'impossible' }).total).toBe(500);
  });

  it('charges 20 per hint beyond the first', () => {
    expect(scoreTrivia({ ...correct, difficulty: 'hard', hintsUsed: 0 }).hintPenalty).toBe(0);
    expect(scoreTrivia({ ...correct, difficulty: 'hard', hintsUsed: 1 }).hintPenalty).toBe(0);
    expect(scoreTrivia({ ...correct, difficulty: 'hard', hintsUsed: 2 }).hintPenalty).toBe(20);
    expect(scoreTrivia({ ...correct, difficulty: 'hard', hintsUsed: 10 }).total).toBe(300 - 180);
  });

  it('adds 5 per remaining second, within 0..60', () => {
    expect(scoreTrivia({ ...correct, difficulty: 'easy', secondsLeft: 42 })).toEqual({
      base: 100,
      hintPenalty: 0,
      timeBonus: 210,
      total: 310,
    });
    expect(scoreTrivia({ ...correct, difficulty: 'easy', secondsLeft: 42.9 }).timeBonus).toBe(210);
    expect(scoreTrivia({ ...correct, difficulty: 'easy', secondsLeft: 90 }).timeBonus).toBe(300);
    expect(scoreTrivia({ ...correct, difficulty: 'easy', secondsLeft: -3 }).timeBonus).toBe(0);
  });

  it('never goes below 0', () => {
    // easy 100 − 11 × 20 = −120 → 0; with 24 s left −120 + 120 = 0; with 25 s left 5.
    expect(scoreTrivia({ ...correct, difficulty: 'easy', hintsUsed: 12 }).total).toBe(0);
    expect(scoreTrivia({ ...correct, difficulty: 'easy', hintsUsed: 12, secondsLeft: 24 }).total).toBe(0);
    expect(scoreTrivia({ ...correct, difficulty: 'easy', hintsUsed: 12, secondsLeft: 25 }).total).toBe(5);
  });

  it('scores a failed or timed-out game 0', () => {
    const fail = { difficulty: 'impossible' as const, hintsUsed: 1, secondsLeft: 50 };
    expect(scoreTrivia({ ...fail, outcome: 'failed' }).total).toBe(0);
    expect(scoreTrivia({ ...fail, outcome: 'timeout' })).toEqual({
      base: 0,
      hintPenalty: 0,
      timeBonus: 0,
      total: 0,
    });
  });
});

describe('timer', () => {
  it('runs 60 s and warns at 10 s or less', () => {
    expect(TRIVIA_TIMER_SECONDS).toBe(60);
    expect(isTimerWarning(11)).toBe(false);
    expect(isTimerWarning(10)).toBe(true);
    expect(isTimerWarning(9)).toBe(true);
  });
});

describe('difficulty classification', () => {
  const player = (n: number) => classifyPlayerDifficulty({ teams: 0, awards: 0, statLines: n, records: 0 });

  it('classifies players by teams + awards + stat lines + records', () => {
    expect([5, 6, 7].map(player)).toEqual(['impossible', 'hard', 'hard']);
    expect([11, 12, 13].map(player)).toEqual(['hard', 'medium', 'medium']);
    expect([19, 20, 21].map(player)).toEqual(['medium', 'easy', 'easy']);
    expect(classifyPlayerDifficulty({ teams: 5, awards: 5, statLines: 5, records: 5 })).toBe('easy');
    expect(classifyPlayerDifficulty({ teams: 5, awards: 5, statLines: 5, records: 4 })).toBe('medium');
  });

  it('classifies teams by players + games', () => {
    const team = (n: number) => classifyTeamDifficulty({ players: n, games: 0 });
    expect([4, 5, 6].map(team)).toEqual(['impossible', 'hard', 'hard']);
    expect([9, 10, 11].map(team)).toEqual(['hard', 'medium', 'medium']);
    expect([14, 15, 16].map(team)).toEqual(['medium', 'easy', 'easy']);
    expect(classifyTeamDifficulty({ players: 6, games: 9 })).toBe('easy');
  });

  it('classifies seasons by number, never impossible', () => {
    expect([1, 4].map(classifySeasonDifficulty)).toEqual(['hard', 'hard']);
    expect([5, 8].map(classifySeasonDifficulty)).toEqual(['medium', 'medium']);
    expect([9, 14].map(classifySeasonDifficulty)).toEqual(['easy', 'easy']);
  });
});

describe('nearestDifficulty', () => {
  it('keeps the requested difficulty when available', () => {
    expect(nearestDifficulty('hard', ['easy', 'hard'])).toBe('hard');
  });

  it('falls back to the closest, the easier one on a tie', () => {
    expect(nearestDifficulty('impossible', ['easy', 'medium', 'hard'])).toBe('hard');
    expect(nearestDifficulty('impossible', ['easy', 'medium'])).toBe('medium');
    expect(nearestDifficulty('medium', ['easy', 'hard'])).toBe('easy');
    expect(nearestDifficulty('medium', ['hard', 'impossible'])).toBe('hard');
    expect(nearestDifficulty('easy', [])).toBeNull();
  });

  it('treats impossible as hard for seasons', () => {
    const seasonDifficulties = [1, 6, 12].map(classifySeasonDifficulty);
    expect(nearestDifficulty('impossible', seasonDifficulties)).toBe('hard');
  });
});

describe('triviaHintCount', () => {
  it('gives 6/8/10/12 capped by the type maximum', () => {
    expect(triviaHintCount('player', 'easy')).toBe(6);
    expect(triviaHintCount('player', 'medium')).toBe(8);
    expect(triviaHintCount('player', 'hard')).toBe(10);
    expect(triviaHintCount('player', 'impossible')).toBe(12);
    expect(triviaHintCount('team', 'impossible')).toBe(10);
    expect(triviaHintCount('season', 'impossible')).toBe(10);
    expect(triviaHintCount('team', 'hard')).toBe(10);
  });

  it('is capped by the hints actually built', () => {
    expect(triviaHintCount('player', 'impossible', 11)).toBe(11);
    expect(triviaHintCount('player', 'easy', 11)).toBe(6);
  });
});

describe('isCorrectGuess', () => {
  it('ignores case and white space', () => {
    expect(normalizeGuess(' Spike King 42 ')).toBe('spikeking42');
    expect(isCorrectGuess('player', 'spikeking42', '  SpikeKing42 ')).toBe(true);
    expect(isCorrectGuess('player', 'spikeking42', 'spike king42')).toBe(true);
    expect(isCorrectGuess('player', 'spikeking42', 'spikeking4')).toBe(false);
    expect(isCorrectGuess('player', 'spikeking42', '   ')).toBe(false);
  });

  it('accepts a team name with or without its trailing "(sN)"', () => {
    expect(isCorrectGuess('team', 'Storm Crows (s3)', 'storm crows')).toBe(true);
    expect(isCorrectGuess('team', 'Storm Crows (s3)', 'Storm Crows (S3)')).toBe(true);
    expect(isCorrectGuess('team', 'Storm Crows (s3)', 'Storm Crows (s4)')).toBe(false);
    expect(isCorrectGuess('team', 'Storm Crows', 'stormcrows')).toBe(true);
    expect(isCorrectGuess('team', 'Storm Crows', 'Storm')).toBe(false);
  });

  it('accepts "Season N" or "N" for seasons', () => {
    expect(isCorrectGuess('season', 12, '12')).toBe(true);
    expect(isCorrectGuess('season', 12, 'Season 12')).toBe(true);
    expect(isCorrectGuess('season', 12, 'season12')).toBe(true);
    expect(isCorrectGuess('season', 'Season 12', '12')).toBe(true);
    expect(isCorrectGuess('season', 12, '1')).toBe(false);
    expect(isCorrectGuess('season', 12, 'S12')).toBe(false);
    expect(isCorrectGuess('season', 12, 'Season 13')).toBe(false);
  });
});
