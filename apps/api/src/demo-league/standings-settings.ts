/**
 * The current season's standings settings (docs/product/standings.md#settings): its regular phase is best
 * of 3 with that format's chain, each division sends its top 4 to the playoffs, and one team carries a
 * points deduction with its reason, as staff would record one.
 */
import { DEFAULT_TIE_BREAKERS, type TieBreakerId } from '@league/shared/domain/tie-breakers';
import type { Season } from './model.ts';
import type { PoolResult } from './play-season.ts';

export interface DemoStandingsSettings {
  seasonId: number;
  format: 'bestOf3';
  tieBreakers: TieBreakerId[];
  playoffSpots: number;
  coinFlips: string[][];
  adjustments: { teamName: string; points: number; reason: string }[];
}

export const DEMO_PLAYOFF_SPOTS = 4;
export const DEMO_DEDUCTION_REASON = 'Late roster submission';

export function standingsSettingsOf(season: Season, pools: readonly PoolResult[]): DemoStandingsSettings[] {
  // The fourth seed of the second division: a team in the middle of its table.
  const penalised = pools[1]?.teams[3] ?? pools[0]?.teams[3];
  return [
    {
      seasonId: season.id,
      format: 'bestOf3',
      tieBreakers: [...DEFAULT_TIE_BREAKERS.bestOf3],
      playoffSpots: DEMO_PLAYOFF_SPOTS,
      coinFlips: [],
      adjustments: penalised ? [{ teamName: penalised.name, points: 1, reason: DEMO_DEDUCTION_REASON }] : [],
    },
  ];
}
