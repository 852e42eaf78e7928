import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import {
  attemptsColumnOf,
  describeQualification,
  isQualified,
  minimumOf,
  QUALIFY_PERCENT,
  type QualificationRule,
  qualificationApplies,
  qualificationRule,
} from './qualification.ts';

const row = (sets: number, partial: Partial<StatNumbers> = {}) => ({
  sets,
  totals: { ...emptyStatNumbers(), ...partial },
});

describe('minimumOf', () => {
  it('is 30% of the most, rounded up, at each boundary', () => {
    expect(QUALIFY_PERCENT).toBe(30);
    expect(minimumOf(40)).toBe(12);
    expect(minimumOf(41)).toBe(13);
    expect(minimumOf(39)).toBe(12);
    expect(minimumOf(10)).toBe(3);
    expect(minimumOf(100)).toBe(30);
    expect(minimumOf(1)).toBe(1);
  });

  it('is 0 when nobody played, or for nonsense', () => {
    expect(minimumOf(0)).toBe(0);
    expect(minimumOf(-5)).toBe(0);
    expect(minimumOf(Number.NaN)).toBe(0);
  });

  it('takes another share', () => {
    expect(minimumOf(40, 50)).toBe(20);
    expect(minimumOf(7, 50)).toBe(4);
  });
});

describe('qualificationApplies', () => {
  it('applies to Per Game and Per Set whatever the sort, and to percentage sorts in Total', () => {
    expect(qualificationApplies('perGame', 'blocks')).toBe(true);
    expect(qualificationApplies('perSet', 'name')).toBe(true);
    expect(qualificationApplies('total', 'totalSpikePct')).toBe(true);
    expect(qualificationApplies('total', 'totalEfficiency')).toBe(true);
    expect(qualificationApplies('total', 'blocks')).toBe(false);
    expect(qualificationApplies('total', 'name')).toBe(false);
  });

  it('knows the attempts behind each percentage', () => {
    expect(attemptsColumnOf('spikePct')).toBe('spikeAttempts');
    expect(attemptsColumnOf('spikeEfficiency')).toBe('spikeAttempts');
    expect(attemptsColumnOf('apePct')).toBe('apeAttempts');
    expect(attemptsColumnOf('totalSpikePct')).toBe('totalAttempts');
    expect(attemptsColumnOf('totalEfficiency')).toBe('totalAttempts');
    expect(attemptsColumnOf('blocks')).toBeNull();
    expect(attemptsColumnOf('name')).toBeNull();
  });
});

describe('qualificationRule and isQualified', () => {
  const rows = [
    row(57, { spikeAttempts: 100, apeAttempts: 20 }),
    row(2, { spikeAttempts: 2 }),
    row(17, { spikeAttempts: 30, apeAttempts: 6 }),
    row(18, { spikeAttempts: 5 }),
  ];

  it('sets the bar at 30% of the most sets: a row at the bar qualifies, one below does not', () => {
    const rule = qualificationRule(rows, { mode: 'perSet', sortColumn: 'blocks', qualify: 'auto' });
    expect(rule).toEqual({ percent: 30, sets: { min: 18, most: 57 }, attempts: null });
    expect(rows.map((r) => isQualified(r, rule))).toEqual([true, false, false, true]);
  });

  it('adds the attempts of a percentage sort, total = spike + ape', () => {
    const rule = qualificationRule(rows, { mode: 'total', sortColumn: 'totalSpikePct', qualify: 'auto' });
    // Most total attempts 120: the bar is 36; row 3 has 36 attempts but 17 sets.
    expect(rule?.attempts).toEqual({ column: 'totalAttempts', min: 36, most: 120 });
    expect(isQualified(row(18, { spikeAttempts: 30, apeAttempts: 6 }), rule)).toBe(true);
    expect(isQualified(row(18, { spikeAttempts: 30, apeAttempts: 5 }), rule)).toBe(false);
    expect(isQualified(row(17, { spikeAttempts: 40 }), rule)).toBe(false);
  });

  it('has no rule for count totals, when off, and lets every row through without one', () => {
    expect(qualificationRule(rows, { mode: 'total', sortColumn: 'blocks', qualify: 'auto' })).toBeNull();
    expect(qualificationRule(rows, { mode: 'perSet', sortColumn: 'blocks', qualify: 'off' })).toBeNull();
    expect(isQualified(row(0), null)).toBe(true);
  });

  it('lets everyone through an empty view', () => {
    const rule = qualificationRule([], { mode: 'perGame', sortColumn: 'spikePct', qualify: 'auto' });
    expect(rule).toEqual({
      percent: 30,
      sets: { min: 0, most: 0 },
      attempts: { column: 'spikeAttempts', min: 0, most: 0 },
    });
    expect(isQualified(row(0), rule)).toBe(true);
  });
});

describe('describeQualification', () => {
  it('states the rule with its numbers', () => {
    const sets: QualificationRule = { percent: 30, sets: { min: 12, most: 40 }, attempts: null };
    expect(describeQualification(sets)).toBe(
      'Qualified: at least 12 sets (30% of the most sets played in this view, 40).',
    );
    const attempts: QualificationRule = {
      ...sets,
      attempts: { column: 'totalAttempts', min: 45, most: 150 },
    };
    expect(describeQualification(attempts)).toBe(
      'Qualified: at least 12 sets (30% of the most sets played in this view, 40) and 45 total attempts (30% of the most, 150).',
    );
  });

  it('speaks of one set and one attempt in the singular', () => {
    const rule: QualificationRule = {
      percent: 30,
      sets: { min: 1, most: 3 },
      attempts: { column: 'spikeAttempts', min: 1, most: 2 },
    };
    expect(describeQualification(rule)).toBe(
      'Qualified: at least 1 set (30% of the most sets played in this view, 3) and 1 spike attempt (30% of the most, 2).',
    );
  });
});
