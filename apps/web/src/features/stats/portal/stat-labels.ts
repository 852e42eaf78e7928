import type { StatField } from '@league/shared/domain/league';
import { getStatColumn } from '@league/shared/domain/stat-columns';

/** Short headers for the compact stat tables (the full label goes in the header's title). */
export const STAT_SHORT_LABELS: Record<StatField, string> = {
  spikeKills: 'SpK',
  spikeAttempts: 'SpA',
  apeKills: 'ApK',
  apeAttempts: 'ApA',
  spikingErrors: 'SpE',
  digs: 'Dig',
  blocks: 'Blk',
  assists: 'Ast',
  aces: 'Ace',
  settingErrors: 'StE',
  blockFollows: 'BF',
  servingErrors: 'SvE',
  miscErrors: 'MsE',
};

/** The full label of a stat field, from the stat-column registry. */
export function statLabel(field: StatField): string {
  return getStatColumn(field).label;
}
