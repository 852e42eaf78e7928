/**
 * The standings settings form (docs/product/standings.md#settings): what the portal's fields hold (text, as
 * typed) and the body the shared StandingsSettingsSchema checks, so the browser refuses what the server
 * would, with the same messages.
 */

import type { MatchFormatId } from '@league/shared/domain/match-formats';
import { DEFAULT_TIE_BREAKERS } from '@league/shared/domain/tie-breakers';
import {
  type StandingsSettingsBody,
  type StandingsSettingsRead,
  StandingsSettingsSchema,
} from '@league/shared/schemas/standings-admin';
import { formSchema } from '../../../components/form/use-zod-form.ts';

export interface SettingsValues {
  format: string;
  tieBreakers: string[];
  playoffSpots: string;
  /** One line per coin flip: team names separated by commas, the winner of the draw first. */
  coinFlips: string[];
  adjustments: { teamName: string; points: string; reason: string }[];
}

export function valuesOf(settings: StandingsSettingsRead): SettingsValues {
  return {
    format: settings.format,
    tieBreakers: [...settings.tieBreakers],
    playoffSpots: String(settings.playoffSpots),
    coinFlips: settings.coinFlips.map((flip) => flip.join(', ')),
    adjustments: settings.adjustments.map((a) => ({ ...a, points: String(a.points) })),
  };
}

/** The request body of what the fields hold: blank coin-flip lines are left out, names split on commas. */
export function bodyOf(values: SettingsValues): unknown {
  return {
    format: values.format,
    tieBreakers: values.tieBreakers,
    playoffSpots: values.playoffSpots.trim(),
    coinFlips: values.coinFlips
      .filter((line) => line.trim() !== '')
      .map((line) => line.split(',').map((name) => name.trim())),
    adjustments: values.adjustments.map((a) => ({ ...a, points: a.points.trim() })),
  };
}

export const SettingsFormSchema = formSchema<SettingsValues, typeof StandingsSettingsSchema>(
  bodyOf,
  StandingsSettingsSchema,
);
export type SettingsFormBody = StandingsSettingsBody;

/** The chain a format starts with, offered when staff change the format. */
export const defaultChainOf = (format: string): string[] => [
  ...(DEFAULT_TIE_BREAKERS[format as MatchFormatId] ?? DEFAULT_TIE_BREAKERS.bestOf5),
];

/** The chain with the item at `index` moved by `step` (−1 up, 1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
