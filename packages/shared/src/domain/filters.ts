/**
 * Advanced leaderboard filters (docs/product/leaderboard.md#data,
 * docs/product/leaderboard.md#advanced-filters).
 */
import { isPercentColumn, isStatColumnKey, type StatColumnKey } from './stat-columns.ts';

/** Operator keys with their display symbols, in the order the operator select offers them. */
export const FILTER_OPERATORS = { eq: '=', neq: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤' } as const;
export type FilterOperator = keyof typeof FILTER_OPERATORS;
export const FILTER_OPERATOR_KEYS = Object.keys(FILTER_OPERATORS) as FilterOperator[];

/** = and ≠ treat values closer than this as equal (docs/product/leaderboard.md#advanced-filters). */
export const FILTER_TOLERANCE = 0.001;

export interface StatFilter {
  id: string;
  stat: StatColumnKey;
  operator: FilterOperator;
  /** Stored value: percent columns as a fraction 0..1, others as entered. */
  value: number;
}

/** A new condition (docs/product/leaderboard.md#advanced-filters): totalKills > 0. */
export function createDefaultFilter(id: string): StatFilter {
  return { id, stat: 'totalKills', operator: 'gt', value: 0 };
}

/** Whether a string is an operator key (for query strings). */
export function isFilterOperator(value: string): value is FilterOperator {
  return Object.hasOwn(FILTER_OPERATORS, value);
}

/**
 * Entered value as a number (docs/product/leaderboard.md#advanced-filters): non-numeric becomes 0, the
 * minimum is 0.
 */
export function parseFilterInput(input: string | number): number {
  const value = typeof input === 'number' ? input : Number(input);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Entered value → stored value (docs/product/leaderboard.md#advanced-filters): percent columns are entered
 * 0–100 (more than 100 counts as 100: no share is larger) and stored / 100.
 */
export function toStoredFilterValue(stat: StatColumnKey, input: string | number): number {
  const value = parseFilterInput(input);
  return isPercentColumn(stat) ? Math.min(value, 100) / 100 : value;
}

/** Stored value → the number shown in the input: percent columns × 100 (rounded to hide float noise). */
export function toDisplayFilterValue(stat: StatColumnKey, stored: number): number {
  return isPercentColumn(stat) ? Number((stored * 100).toFixed(6)) : stored;
}

/**
 * One comparison (docs/product/leaderboard.md#advanced-filters): eq is |actual − target| < 0.001, neq its
 * negation; gt, gte, lt, lte are exact comparisons.
 */
export function compareWithOperator(actual: number, operator: FilterOperator, target: number): boolean {
  switch (operator) {
    case 'eq':
      return Math.abs(actual - target) < FILTER_TOLERANCE;
    case 'neq':
      return Math.abs(actual - target) >= FILTER_TOLERANCE;
    case 'gt':
      return actual > target;
    case 'gte':
      return actual >= target;
    case 'lt':
      return actual < target;
    case 'lte':
      return actual <= target;
  }
}

/**
 * Whether a displayed row passes every condition (docs/product/leaderboard.md#advanced-filters: all
 * conditions combine with AND); an empty list passes everything. Compare against the row's values in the
 * current mode; a missing column is 0.
 */
export function matchesFilters(
  row: Partial<Record<StatColumnKey, number>>,
  filters: readonly StatFilter[],
): boolean {
  return filters.every((f) => compareWithOperator(row[f.stat] ?? 0, f.operator, f.value));
}

/** Text of a condition for chips and summaries, e.g. "totalSpikePct ≥ 50". */
export function describeFilter(filter: StatFilter, label: string = filter.stat): string {
  const suffix = isPercentColumn(filter.stat) ? '%' : '';
  return `${label} ${FILTER_OPERATORS[filter.operator]} ${toDisplayFilterValue(filter.stat, filter.value)}${suffix}`;
}

/**
 * A condition in a query string, `stat.operator.value` with the value as entered (percent columns 0–100),
 * e.g. `totalKills.gt.10` or `totalSpikePercent.gte.45.5`: the page's URL and the leaderboard API share it.
 */
export function encodeStatFilter(filter: Pick<StatFilter, 'stat' | 'operator' | 'value'>): string {
  return `${filter.stat}.${filter.operator}.${toDisplayFilterValue(filter.stat, filter.value)}`;
}

/**
 * Reads `stat.operator.value`; null when the stat or operator is unknown. A value that is not a number
 * becomes 0 (docs/product/leaderboard.md#advanced-filters) unless `strict`, where it makes the condition
 * unreadable too (for the API).
 */
export function parseStatFilter(raw: string, id: string, strict = false): StatFilter | null {
  const [stat, operator, ...rest] = raw.split('.');
  if (!stat || !operator || !isStatColumnKey(stat) || !isFilterOperator(operator)) return null;
  const entered = rest.join('.');
  if (strict && !(entered.trim() !== '' && Number.isFinite(Number(entered)) && Number(entered) >= 0)) {
    return null;
  }
  return { id, stat, operator, value: toStoredFilterValue(stat, entered) };
}
