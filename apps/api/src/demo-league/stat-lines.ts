/**
 * One player's stat line in one game. Every count is drawn around a per-set rate that depends on the
 * position (spikers attack, setters assist, liberos dig and follow blocks), scaled by the sets played
 * and the player's skill. Kills are drawn out of attempts, so kills never exceed attempts.
 */
import type { Position, StatNumbers } from '@league/shared/domain/league';
import type { Random } from './random.ts';

interface PositionProfile {
  spikeAttempts: number;
  spikeKillRate: number;
  apeAttempts: number;
  apeKillRate: number;
  digs: number;
  blocks: number;
  assists: number;
  aces: number;
  blockFollows: number;
  settingErrors: number;
  servingErrors: number;
  miscErrors: number;
}

/** Per-set rates for a player of skill 1. */
const PROFILES: Record<Position, PositionProfile> = {
  Spiker: {
    spikeAttempts: 5.2,
    spikeKillRate: 0.44,
    apeAttempts: 1.3,
    apeKillRate: 0.36,
    digs: 1.0,
    blocks: 0.35,
    assists: 0.25,
    aces: 0.22,
    blockFollows: 0.35,
    settingErrors: 0.03,
    servingErrors: 0.3,
    miscErrors: 0.12,
  },
  Setter: {
    spikeAttempts: 0.8,
    spikeKillRate: 0.35,
    apeAttempts: 0.9,
    apeKillRate: 0.4,
    digs: 1.0,
    blocks: 0.2,
    assists: 5.6,
    aces: 0.3,
    blockFollows: 0.3,
    settingErrors: 0.35,
    servingErrors: 0.28,
    miscErrors: 0.12,
  },
  Libero: {
    spikeAttempts: 0.3,
    spikeKillRate: 0.3,
    apeAttempts: 0.2,
    apeKillRate: 0.3,
    digs: 3.8,
    blocks: 0.05,
    assists: 0.9,
    aces: 0.18,
    blockFollows: 1.4,
    settingErrors: 0.08,
    servingErrors: 0.22,
    miscErrors: 0.1,
  },
  Blocker: {
    spikeAttempts: 2.6,
    spikeKillRate: 0.42,
    apeAttempts: 0.5,
    apeKillRate: 0.35,
    digs: 0.8,
    blocks: 1.1,
    assists: 0.2,
    aces: 0.18,
    blockFollows: 0.9,
    settingErrors: 0.03,
    servingErrors: 0.28,
    miscErrors: 0.14,
  },
  'All-Rounder': {
    spikeAttempts: 3.0,
    spikeKillRate: 0.42,
    apeAttempts: 0.8,
    apeKillRate: 0.37,
    digs: 2.0,
    blocks: 0.5,
    assists: 1.6,
    aces: 0.25,
    blockFollows: 0.7,
    settingErrors: 0.12,
    servingErrors: 0.28,
    miscErrors: 0.12,
  },
  'N/A': {
    spikeAttempts: 2.2,
    spikeKillRate: 0.38,
    apeAttempts: 0.6,
    apeKillRate: 0.33,
    digs: 1.5,
    blocks: 0.35,
    assists: 1.0,
    aces: 0.18,
    blockFollows: 0.5,
    settingErrors: 0.12,
    servingErrors: 0.32,
    miscErrors: 0.16,
  },
};

export interface StatContext {
  position: Position;
  skill: number;
  /** Sets played in the game: team 1's score plus team 2's. */
  sets: number;
  won: boolean;
}

export function generateStatLine(random: Random, { position, skill, sets, won }: StatContext): StatNumbers {
  const profile = PROFILES[position];
  // Winners touch the ball in better positions; errors shrink as skill grows.
  const volume = sets * skill * (won ? 1.05 : 0.95);
  const care = sets / skill;
  const count = (rate: number, base: number) => random.poisson(rate * base);
  const killRate = (rate: number) => Math.min(0.8, Math.max(0.1, rate * (0.75 + skill * 0.25)));

  const spikeAttempts = count(profile.spikeAttempts, volume);
  const spikeKills = random.binomial(spikeAttempts, killRate(profile.spikeKillRate));
  const apeAttempts = count(profile.apeAttempts, volume);
  const apeKills = random.binomial(apeAttempts, killRate(profile.apeKillRate));
  // Errors come out of the attacks that did not score.
  const spikingErrors = random.binomial(spikeAttempts - spikeKills + apeAttempts - apeKills, 0.12 / skill);
  return {
    spikeKills,
    spikeAttempts,
    apeKills,
    apeAttempts,
    spikingErrors,
    digs: count(profile.digs, volume),
    blocks: count(profile.blocks, volume),
    assists: count(profile.assists, volume),
    aces: count(profile.aces, volume),
    settingErrors: count(profile.settingErrors, care),
    blockFollows: count(profile.blockFollows, volume),
    servingErrors: count(profile.servingErrors, care),
    miscErrors: count(profile.miscErrors, care),
  };
}
