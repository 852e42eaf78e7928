/**
 * The player rating per set (docs/product/ratings.md#player-rating): one number where 1.00 is the average
 * qualified player, built from five components, each compared with the average of the qualified players.
 * The components and weights are one registry: the computation, the glossary's formula and the page's
 * component columns read it.
 */
import { attackEfficiency, safeRatio } from './derived-stats.ts';
import type { PlayerTotalsRow } from './leaderboard.ts';
import type { StatNumbers } from './league.ts';
import { isQualified, type QualificationRule, qualificationRule } from './qualification.ts';

export interface PlayerRatingComponent {
  key: 'attackEfficiency' | 'blocks' | 'digs' | 'aces' | 'errors';
  label: string;
  weight: number;
  /** 1 when more is better, −1 for errors. */
  direction: 1 | -1;
  value: (totals: StatNumbers, sets: number) => number;
}

export type PlayerRatingKey = PlayerRatingComponent['key'];

const errorsOf = (t: StatNumbers) => t.spikingErrors + t.settingErrors + t.servingErrors + t.miscErrors;

/** The weights add up to 1. */
export const PLAYER_RATING_COMPONENTS: readonly PlayerRatingComponent[] = [
  {
    key: 'attackEfficiency',
    label: 'Attack efficiency',
    weight: 0.35,
    direction: 1,
    value: (t) =>
      attackEfficiency(t.spikeKills + t.apeKills, t.spikingErrors, t.spikeAttempts + t.apeAttempts),
  },
  {
    key: 'blocks',
    label: 'Blocks per set',
    weight: 0.15,
    direction: 1,
    value: (t, sets) => safeRatio(t.blocks, sets),
  },
  {
    key: 'digs',
    label: 'Digs per set',
    weight: 0.2,
    direction: 1,
    value: (t, sets) => safeRatio(t.digs, sets),
  },
  {
    key: 'aces',
    label: 'Aces per set',
    weight: 0.1,
    direction: 1,
    value: (t, sets) => safeRatio(t.aces, sets),
  },
  {
    key: 'errors',
    label: 'Errors per set',
    weight: 0.2,
    direction: -1,
    value: (t, sets) => safeRatio(errorsOf(t), sets),
  },
];

/** The formula in words, for the glossary (one source with the computation). */
export const PLAYER_RATING_FORMULA = `1 + ${PLAYER_RATING_COMPONENTS.map(
  (c, i) =>
    `${i === 0 ? '' : c.direction > 0 ? '+ ' : '− '}${c.weight.toFixed(2)} × (${c.label} − average) / average`,
).join(' ')}`;

/** A player's sums in the view, as the leaderboard's player rows carry them. */
export type PlayerRatingInput = Pick<PlayerTotalsRow, 'id' | 'name' | 'setsPlayed' | 'totals'>;

export interface PlayerRatingRow {
  player: { id: number; name: string };
  sets: number;
  qualified: boolean;
  rating: number;
  components: { key: PlayerRatingKey; value: number; average: number; contribution: number }[];
}

export interface PlayerRatings {
  rule: QualificationRule | null;
  averages: Record<PlayerRatingKey, number>;
  /** Qualified players first, each group by rating, highest first (then by player id). */
  rows: PlayerRatingRow[];
}

/**
 * Ratings of every player in a view (docs/product/ratings.md#player-rating). Qualified: the leaderboard's
 * Per Set rule (at least 30% of the most sets in the view). Each component's average is the mean over the
 * qualified players; rating = 1 + Σ weight × direction × (value − average) / average, a component with an
 * average of 0 or less adding 0. So the qualified players' ratings average exactly 1.00.
 */
export function ratePlayers(players: readonly PlayerRatingInput[]): PlayerRatings {
  const rows = players.map((p) => ({ player: p, sets: p.setsPlayed, totals: p.totals }));
  const rule = qualificationRule(rows, { mode: 'perSet', sortColumn: 'name', qualify: 'auto' });
  const qualified = rows.filter((r) => isQualified(r, rule));
  const averages = Object.fromEntries(
    PLAYER_RATING_COMPONENTS.map((c) => [
      c.key,
      safeRatio(
        qualified.reduce((sum, r) => sum + c.value(r.totals, r.sets), 0),
        qualified.length,
      ),
    ]),
  ) as Record<PlayerRatingKey, number>;
  const rated = rows.map((r): PlayerRatingRow => {
    const components = PLAYER_RATING_COMPONENTS.map((c) => {
      const value = c.value(r.totals, r.sets);
      const average = averages[c.key];
      const contribution = average > 0 ? (c.weight * c.direction * (value - average)) / average : 0;
      return { key: c.key, value, average, contribution };
    });
    const rating = 1 + components.reduce((sum, c) => sum + c.contribution, 0);
    const player = { id: r.player.id, name: r.player.name };
    return { player, sets: r.sets, qualified: isQualified(r, rule), rating, components };
  });
  rated.sort(
    (a, b) => Number(b.qualified) - Number(a.qualified) || b.rating - a.rating || a.player.id - b.player.id,
  );
  return { rule, averages, rows: rated };
}
