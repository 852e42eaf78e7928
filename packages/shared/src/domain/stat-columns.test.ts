import { describe, expect, it } from 'vitest';
import { STAT_FIELDS } from './league.ts';
import {
  defaultColumnVisibility,
  formatRecordValue,
  formatStat,
  getStatColumn,
  isPercentColumn,
  isPercentRecord,
  isStatColumnKey,
  PERCENT_STAT_KEYS,
  STAT_COLUMN_KEYS,
  STAT_COLUMNS,
  toggleAllColumns,
  toggleColumn,
  visibleColumns,
} from './stat-columns.ts';

describe('stat column registry', () => {
  it('has the 24 columns of docs/product/stats.md#stat-columns in order', () => {
    expect(STAT_COLUMN_KEYS).toEqual([
      'spikeKills',
      'spikeAttempts',
      'spikePct',
      'apeKills',
      'apeAttempts',
      'apePct',
      'totalKills',
      'totalAttempts',
      'totalSpikePct',
      'spikeEfficiency',
      'totalEfficiency',
      'spikingErrors',
      'blocks',
      'assists',
      'settingErrors',
      'digs',
      'blockFollows',
      'totalReceives',
      'aces',
      'servingErrors',
      'prf',
      'plusMinus',
      'totalErrors',
      'miscErrors',
    ]);
    expect(new Set(STAT_COLUMN_KEYS).size).toBe(24);
  });

  it('contains every recorded stat field', () => {
    for (const field of STAT_FIELDS) expect(STAT_COLUMN_KEYS).toContain(field);
  });

  it('gives every column a definition, and every derived column its formula', () => {
    for (const column of STAT_COLUMNS) {
      expect(column.definition.length, column.key).toBeGreaterThan(10);
      expect(column.definition.endsWith('.'), column.key).toBe(true);
      const recorded = (STAT_FIELDS as readonly string[]).includes(column.key);
      expect(column.formula === null, column.key).toBe(recorded);
    }
    expect(new Set(STAT_COLUMNS.map((c) => c.label)).size).toBe(STAT_COLUMNS.length);
  });

  it('says in the total efficiency definition that ape shots have no error counter', () => {
    expect(getStatColumn('totalEfficiency').definition).toContain('Ape shots have no error counter');
    expect(getStatColumn('totalEfficiency').formula).toBe('(Total Kills − Spiking Errors) / Total Attempts');
    expect(getStatColumn('spikeEfficiency').formula).toBe('(Spike Kills − Spiking Errors) / Spike Attempts');
  });

  it('marks exactly the percent and efficiency columns as percents, with human labels', () => {
    expect(PERCENT_STAT_KEYS).toEqual([
      'spikePct',
      'apePct',
      'totalSpikePct',
      'spikeEfficiency',
      'totalEfficiency',
    ]);
    expect(getStatColumn('spikePct').label).toBe('Spike%');
    expect(getStatColumn('apePct').label).toBe('Ape%');
    expect(getStatColumn('totalSpikePct').label).toBe('Total Spike%');
    expect(isPercentColumn('totalKills')).toBe(false);
  });

  it('shows the eight default columns of docs/product/stats.md#stat-columns', () => {
    const visible = STAT_COLUMNS.filter((c) => c.defaultVisible).map((c) => c.key);
    expect(visible.sort()).toEqual(
      [
        'blocks',
        'assists',
        'aces',
        'totalAttempts',
        'totalKills',
        'totalSpikePct',
        'totalReceives',
        'totalErrors',
      ].sort(),
    );
  });

  it('recognises column keys', () => {
    expect(isStatColumnKey('prf')).toBe(true);
    expect(isStatColumnKey('PRF')).toBe(false);
    expect(isStatColumnKey('Spike%')).toBe(false);
  });
});

describe('column visibility', () => {
  it('toggles one column without touching the others', () => {
    const before = defaultColumnVisibility();
    const after = toggleColumn(before, 'digs');
    expect(after.digs).toBe(true);
    expect(before.digs).toBe(false);
    expect(visibleColumns(after)).toHaveLength(9);
  });

  it('turns all on unless all are on, then all off', () => {
    const allOn = toggleAllColumns(defaultColumnVisibility());
    expect(visibleColumns(allOn)).toHaveLength(24);
    expect(visibleColumns(toggleAllColumns(allOn))).toHaveLength(0);
    const oneOff = toggleColumn(allOn, 'aces');
    expect(visibleColumns(toggleAllColumns(oneOff))).toHaveLength(24);
  });

  it('keeps registry order', () => {
    expect(visibleColumns(defaultColumnVisibility()).map((c) => c.key)).toEqual([
      'totalKills',
      'totalAttempts',
      'totalSpikePct',
      'blocks',
      'assists',
      'totalReceives',
      'aces',
      'totalErrors',
    ]);
  });
});

describe('formatStat', () => {
  it('shows percents as fraction × 100 with 2 decimals in every mode', () => {
    expect(formatStat('totalSpikePct', 0.45123, 'total')).toBe('45.12%');
    expect(formatStat('spikePct', 0.45125, 'perSet')).toBe('45.13%');
    expect(formatStat('apePct', 0, 'perGame')).toBe('0.00%');
    expect(formatStat('apePct', 1, 'total')).toBe('100.00%');
    expect(formatStat('totalEfficiency', -0.125, 'total')).toBe('-12.50%');
  });

  it('shows counts whole in Total mode, with 1 decimal per game and 2 per set', () => {
    expect(formatStat('totalKills', 42, 'total')).toBe('42');
    expect(formatStat('totalKills', 2.5, 'perGame')).toBe('2.5');
    expect(formatStat('totalKills', 2.25, 'perGame')).toBe('2.3');
    expect(formatStat('totalKills', 2.25, 'perSet')).toBe('2.25');
    expect(formatStat('blocks', 0.35, 'perSet')).toBe('0.35');
    expect(formatStat('blocks', 3, 'perSet')).toBe('3.00');
    expect(formatStat('plusMinus', -4, 'total')).toBe('-4');
    expect(formatStat('plusMinus', -0.04, 'perGame')).toBe('0.0');
    expect(formatStat('plusMinus', -0.004, 'perSet')).toBe('0.00');
  });

  it('shows N/A for values that are not finite', () => {
    expect(formatStat('blocks', Number.NaN, 'total')).toBe('N/A');
    expect(formatStat('spikePct', Number.POSITIVE_INFINITY, 'total')).toBe('N/A');
  });
});

describe('record values', () => {
  it('detects percentage records by label', () => {
    expect(isPercentRecord('Best Total Spiking % (60+ Attempts)')).toBe(true);
    expect(isPercentRecord('Most Spike Kills')).toBe(false);
  });

  it('shows percent with 1 decimal and other values whole', () => {
    expect(formatRecordValue(45.67, true)).toBe('45.7%');
    expect(formatRecordValue(100, true)).toBe('100.0%');
    expect(formatRecordValue(12.4, false)).toBe('12');
    expect(formatRecordValue(12.5, false)).toBe('13');
    expect(formatRecordValue(0, false)).toBe('0');
  });

  it('shows N/A for non-numbers', () => {
    expect(formatRecordValue('12', false)).toBe('N/A');
    expect(formatRecordValue(null, true)).toBe('N/A');
    expect(formatRecordValue(undefined, false)).toBe('N/A');
    expect(formatRecordValue(Number.NaN, false)).toBe('N/A');
  });
});
