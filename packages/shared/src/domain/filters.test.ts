import { describe, expect, it } from 'vitest';
import {
  compareWithOperator,
  createDefaultFilter,
  describeFilter,
  FILTER_OPERATOR_KEYS,
  FILTER_OPERATORS,
  isFilterOperator,
  matchesFilters,
  parseFilterInput,
  type StatFilter,
  toDisplayFilterValue,
  toStoredFilterValue,
} from './filters.ts';

const f = (stat: StatFilter['stat'], operator: StatFilter['operator'], value: number): StatFilter => ({
  id: `${stat}-${operator}`,
  stat,
  operator,
  value,
});

describe('operators', () => {
  it('offers the six operators with their symbols', () => {
    expect(FILTER_OPERATOR_KEYS).toEqual(['eq', 'neq', 'gt', 'gte', 'lt', 'lte']);
    expect(Object.values(FILTER_OPERATORS)).toEqual(['=', '≠', '>', '≥', '<', '≤']);
    expect(isFilterOperator('gte')).toBe(true);
    expect(isFilterOperator('>=')).toBe(false);
    expect(isFilterOperator('toString')).toBe(false);
  });

  it('treats = and ≠ with a tolerance of 0.001', () => {
    expect(compareWithOperator(5.0009, 'eq', 5)).toBe(true);
    expect(compareWithOperator(4.9991, 'eq', 5)).toBe(true);
    expect(compareWithOperator(5.0011, 'eq', 5)).toBe(false);
    expect(compareWithOperator(5.0009, 'neq', 5)).toBe(false);
    expect(compareWithOperator(5.0011, 'neq', 5)).toBe(true);
  });

  it('compares > ≥ < ≤ exactly at the boundary', () => {
    expect(compareWithOperator(4, 'gt', 5)).toBe(false);
    expect(compareWithOperator(5, 'gt', 5)).toBe(false);
    expect(compareWithOperator(6, 'gt', 5)).toBe(true);
    expect(compareWithOperator(4, 'gte', 5)).toBe(false);
    expect(compareWithOperator(5, 'gte', 5)).toBe(true);
    expect(compareWithOperator(4, 'lt', 5)).toBe(true);
    expect(compareWithOperator(5, 'lt', 5)).toBe(false);
    expect(compareWithOperator(5, 'lte', 5)).toBe(true);
    expect(compareWithOperator(6, 'lte', 5)).toBe(false);
  });
});

describe('filter values', () => {
  it('turns non-numeric input into 0 and keeps the minimum at 0', () => {
    expect(parseFilterInput('abc')).toBe(0);
    expect(parseFilterInput('')).toBe(0);
    expect(parseFilterInput('-3')).toBe(0);
    expect(parseFilterInput(Number.NaN)).toBe(0);
    expect(parseFilterInput('12')).toBe(12);
    expect(parseFilterInput(2.5)).toBe(2.5);
  });

  it('stores percents entered 0–100 as fractions and shows them back', () => {
    expect(toStoredFilterValue('totalSpikePct', '50')).toBe(0.5);
    expect(toStoredFilterValue('spikePct', 45.5)).toBe(0.455);
    expect(toStoredFilterValue('totalKills', '50')).toBe(50);
    expect(toStoredFilterValue('apePct', 'x')).toBe(0);
    // A percent is 0 to 100: 150 counts as 100 (issue 34, seed wording).
    expect(toStoredFilterValue('spikePct', '150')).toBe(1);
    expect(toStoredFilterValue('totalKills', '150')).toBe(150);
    expect(toDisplayFilterValue('apePct', 0.57)).toBe(57);
    expect(toDisplayFilterValue('totalSpikePct', toStoredFilterValue('totalSpikePct', 33.3))).toBe(33.3);
    expect(toDisplayFilterValue('blocks', 3)).toBe(3);
  });

  it('defaults a new filter to totalKills > 0', () => {
    expect(createDefaultFilter('a')).toEqual({ id: 'a', stat: 'totalKills', operator: 'gt', value: 0 });
  });

  it('describes a condition with its symbol', () => {
    expect(describeFilter(f('totalSpikePct', 'gte', 0.5))).toBe('totalSpikePct ≥ 50%');
    expect(describeFilter(f('blocks', 'neq', 2), 'Blocks')).toBe('Blocks ≠ 2');
  });
});

describe('matchesFilters', () => {
  it('passes everything with no conditions', () => {
    expect(matchesFilters({}, [])).toBe(true);
  });

  it('matches a percent "≥ 50" against exactly 0.5', () => {
    const filter = f('totalSpikePct', 'gte', toStoredFilterValue('totalSpikePct', '50'));
    expect(matchesFilters({ totalSpikePct: 0.5 }, [filter])).toBe(true);
    expect(matchesFilters({ totalSpikePct: 10 / 20 }, [filter])).toBe(true);
    expect(matchesFilters({ totalSpikePct: 0.4999 }, [filter])).toBe(false);
    expect(matchesFilters({ totalSpikePct: 0.5001 }, [filter])).toBe(true);
  });

  it('combines conditions with AND', () => {
    const filters = [f('totalKills', 'gt', 10), f('blocks', 'lte', 2)];
    expect(matchesFilters({ totalKills: 11, blocks: 2 }, filters)).toBe(true);
    expect(matchesFilters({ totalKills: 11, blocks: 3 }, filters)).toBe(false);
    expect(matchesFilters({ totalKills: 10, blocks: 0 }, filters)).toBe(false);
  });

  it('reads a missing column as 0 (the default filter drops zero-kill rows)', () => {
    expect(matchesFilters({}, [createDefaultFilter('x')])).toBe(false);
    expect(matchesFilters({ totalKills: 1 }, [createDefaultFilter('x')])).toBe(true);
  });
});
