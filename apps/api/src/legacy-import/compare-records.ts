/**
 * The old site's records table is not imported: our records are recalculated from the imported stat lines
 * by our rules. This compares the two, rank by rank, and says why entries differ.
 */
import { type RecordType, recordDefinitions } from '@league/shared/domain/records';
import type { LegacyRecord } from './read-legacy.ts';
import type { RecalculatedRecord } from './write-league.ts';

export type RecordDifference =
  | 'tie ordered differently'
  | 'different value'
  | 'no longer ranks'
  | 'not a record kind of ours';

export const DIFFERENCE_EXPLANATIONS: Record<RecordDifference, string> = {
  'tie ordered differently':
    'same value, another player or line: ties now go to the earlier date, then the lower id',
  'different value': 'the old list was stale, or counted duplicate or orphan stat lines the import skipped',
  'no longer ranks': 'fewer lines or seasons qualify for that list now',
  'not a record kind of ours': 'our rules keep no such list, such as a percentage threshold outside ours',
};

export interface RecordComparison {
  oldRecords: number;
  same: number;
  differences: Partial<Record<RecordDifference, number>>;
}

/** "most spike kills" → "Most Spike Kills"; "best total spiking % with 60+ attempts" → "Best Total Spiking % (60+ Attempts)". */
export function ourRecordLabel(type: string, oldLabel: string): string | null {
  if (type !== 'game' && type !== 'season') return null;
  const definitions = recordDefinitions(type as RecordType);
  const percent = /^best total spiking % with (\d+)\+ attempts$/i.exec(oldLabel.trim());
  const found = percent
    ? definitions.find((d) => d.kind === 'percent' && d.minAttempts === Number(percent[1]))
    : definitions.find((d) => d.label.toLowerCase() === oldLabel.trim().toLowerCase());
  return found?.label ?? null;
}

export function compareRecords(
  old: readonly LegacyRecord[],
  fresh: readonly RecalculatedRecord[],
  playerIds: ReadonlyMap<number, number>,
): RecordComparison {
  const byKey = new Map(fresh.map((r) => [`${r.type}|${r.record}|${r.rank}`, r]));
  const differences: Partial<Record<RecordDifference, number>> = {};
  const count = (d: RecordDifference) => {
    differences[d] = (differences[d] ?? 0) + 1;
  };
  let same = 0;
  for (const r of old) {
    const label = ourRecordLabel(r.type, r.record);
    if (!label) {
      count('not a record kind of ours');
      continue;
    }
    const now = byKey.get(`${r.type}|${label}|${r.rank}`);
    if (!now) {
      count('no longer ranks');
      continue;
    }
    const sameValue = Math.abs(now.value - r.value) < 0.005;
    const samePlayer = now.playerId === (playerIds.get(r.playerId) ?? r.playerId);
    const sameLine = r.type === 'game' ? now.gameId === r.gameId : now.seasonId === r.seasonId;
    if (sameValue && samePlayer && sameLine) same++;
    else count(sameValue ? 'tie ordered differently' : 'different value');
  }
  return { oldRecords: old.length, same, differences };
}
