import type { RecordType } from '@league/shared/domain/records';
import { isPercentRecord } from '@league/shared/domain/stat-columns';
import type { LeagueRecord } from '@league/shared/schemas/records';

export interface RecordGroup {
  /** The record's label, e.g. 'Most Spike Kills'. */
  label: string;
  percent: boolean;
  entries: LeagueRecord[];
}

/**
 * One group per record of a type, in the order the API answers them (its fixed order,
 * docs/product/records.md#rules-and-constants), each group's entries by rank.
 */
export function groupRecords(records: readonly LeagueRecord[], type: RecordType): RecordGroup[] {
  const groups = new Map<string, RecordGroup>();
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

export const UNKNOWN_ERROR = 'Unknown error';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The recalculation failure text (docs/product/records.md#errors): the error's message, then its error text,
 * then the server response's error, else 'Unknown error'.
 */
export function recalculationErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return text(error) ?? UNKNOWN_ERROR;
  const e = error as {
    message?: unknown;
    error?: unknown;
    response?: { error?: unknown; data?: { error?: unknown } };
  };
  return (
    text(e.message) ??
    text(e.error) ??
    text(e.response?.error) ??
    text(e.response?.data?.error) ??
    UNKNOWN_ERROR
  );
}
