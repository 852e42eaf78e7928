/**
 * The records page's tables as the page groups them and as a file (docs/product/records.md#pages,
 * docs/product/records.md#exports): one list per record of a kind, each by rank; the export writes the
 * lists of one kind one after the other, each row naming its record.
 */
import type { RecordType } from './records.ts';
import { formatRecordValue, isPercentRecord } from './stat-columns.ts';
import type { ExportColumn } from './table-export.ts';

/** What the tables need of a record entry (the API's LeagueRecord has it). */
export interface RecordEntry {
  type: RecordType;
  record: string;
  rank: number;
  value: number;
  date: string | null;
  gameId: number | null;
  player: { id: number; name: string } | null;
  season: { id: number; seasonNumber: number } | null;
}

export interface RecordGroup<R extends RecordEntry = RecordEntry> {
  /** The record's label, e.g. 'Most Spike Kills'. */
  label: string;
  percent: boolean;
  entries: R[];
}

/** Headers of a record's table. */
export const RECORD_LABELS = {
  record: 'Record',
  rank: 'Rank',
  player: 'Player',
  value: 'Value',
  date: 'Date',
  game: 'Game',
  season: 'Season',
} as const;

export const UNKNOWN_PLAYER = 'Unknown Player';

/**
 * One group per record of a type, in the order the API answers them (its fixed order,
 * docs/product/records.md#rules-and-constants), each group's entries by rank.
 */
export function groupRecords<R extends RecordEntry>(
  records: readonly R[],
  type: RecordType,
): RecordGroup<R>[] {
  const groups = new Map<string, RecordGroup<R>>();
  for (const record of records) {
    if (record.type !== type) continue;
    let group = groups.get(record.record);
    if (!group) {
      group = { label: record.record, percent: isPercentRecord(record.record), entries: [] };
      groups.set(record.record, group);
    }
    group.entries.push(record);
  }
  for (const group of groups.values()) group.entries.sort((a, b) => a.rank - b.rank);
  return [...groups.values()];
}

/** The rows of a kind's export: every group's entries, in the page's order. */
export function recordExportRows<R extends RecordEntry>(records: readonly R[], type: RecordType): R[] {
  return groupRecords(records, type).flatMap((group) => group.entries);
}

/**
 * The export's columns: the record's name, then the table's (Rank, Player, Value as the table rounds it,
 * Date as an ISO day, the game's id or the season's number).
 */
export function recordExportColumns(type: RecordType): ExportColumn<RecordEntry>[] {
  const value = (entry: RecordEntry) => {
    const text = formatRecordValue(entry.value, isPercentRecord(entry.record));
    return text === 'N/A' ? null : Number(text.replace('%', ''));
  };
  return [
    { key: 'record', label: RECORD_LABELS.record, value: (entry) => entry.record },
    { key: 'rank', label: RECORD_LABELS.rank, value: (entry) => entry.rank },
    { key: 'player', label: RECORD_LABELS.player, value: (entry) => entry.player?.name ?? UNKNOWN_PLAYER },
    { key: 'value', label: RECORD_LABELS.value, value },
    { key: 'date', label: RECORD_LABELS.date, value: (entry) => entry.date?.slice(0, 10) ?? null },
    type === 'game'
      ? { key: 'gameId', label: RECORD_LABELS.game, value: (entry) => entry.gameId }
      : {
          key: 'seasonNumber',
          label: RECORD_LABELS.season,
          value: (entry) => entry.season?.seasonNumber ?? null,
        },
  ];
}
