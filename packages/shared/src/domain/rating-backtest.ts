/**
 * The back-test of the ratings (docs/product/ratings.md#calibration): over every rated result of the
 * league's history, how good the probabilities given before each match were. The Brier score per season
 * against always saying 50/50, and reliability bins: of the matches the model gave about 70%, did about 70%
 * happen?
 */
import type { ResultForecast } from './team-ratings.ts';

/** Saying 50/50 every time scores (0.5 − outcome)² = 0.25 on every match. */
export const BASELINE_BRIER = 0.25;
export const RELIABILITY_BINS = 10;

export interface BrierScore {
  results: number;
  /** Mean of (probability − outcome)²; lower is better; 0.25 is the 50/50 baseline. */
  brier: number;
  /** 1 − brier / 0.25: above 0 beats the baseline. */
  skill: number;
}

export interface ReliabilityBin {
  /** The bin holds probabilities in [from, to), the last one including 1. */
  from: number;
  to: number;
  count: number;
  /** Null when the bin is empty. */
  meanPredicted: number | null;
  observed: number | null;
}

export interface BacktestReport {
  overall: BrierScore;
  seasons: (BrierScore & { seasonId: number })[];
  bins: ReliabilityBin[];
}

function brierOf(forecasts: readonly ResultForecast[]): BrierScore {
  let sum = 0;
  for (const f of forecasts) sum += (f.team1Probability - (f.team1Won ? 1 : 0)) ** 2;
  const brier = forecasts.length > 0 ? sum / forecasts.length : BASELINE_BRIER;
  return { results: forecasts.length, brier, skill: 1 - brier / BASELINE_BRIER };
}

/**
 * Reliability bins (docs/product/ratings.md#calibration): each result counts from both sides, (p, won) and
 * (1 − p, lost), so the table does not depend on which team was listed first; a probability p falls in bin
 * min(floor(p × 10), 9).
 */
export function reliabilityBins(forecasts: readonly ResultForecast[]): ReliabilityBin[] {
  const bins = Array.from({ length: RELIABILITY_BINS }, (_, i) => ({
    i,
    count: 0,
    predicted: 0,
    happened: 0,
  }));
  const add = (p: number, happened: boolean) => {
    const bin = bins[Math.min(Math.floor(p * RELIABILITY_BINS), RELIABILITY_BINS - 1)];
    if (!bin) return;
    bin.count++;
    bin.predicted += p;
    if (happened) bin.happened++;
  };
  for (const f of forecasts) {
    add(f.team1Probability, f.team1Won);
    add(1 - f.team1Probability, !f.team1Won);
  }
  return bins.map(({ i, count, predicted, happened }) => ({
    from: i / RELIABILITY_BINS,
    to: (i + 1) / RELIABILITY_BINS,
    count,
    meanPredicted: count > 0 ? predicted / count : null,
    observed: count > 0 ? happened / count : null,
  }));
}

/** The whole report: Brier overall and per season (seasons in the order their first result came), and the bins. */
export function backtestRatings(forecasts: readonly ResultForecast[]): BacktestReport {
  const bySeason = new Map<number, ResultForecast[]>();
  for (const f of forecasts) {
    const list = bySeason.get(f.seasonId);
    if (list) list.push(f);
    else bySeason.set(f.seasonId, [f]);
  }
  return {
    overall: brierOf(forecasts),
    seasons: [...bySeason].map(([seasonId, list]) => ({ seasonId, ...brierOf(list) })),
    bins: reliabilityBins(forecasts),
  };
}
