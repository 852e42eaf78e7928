/**
 * Values that tie-breakers compare, as exact fractions (docs/product/standings.md#tie-breakers): a set
 * ratio of 3/2 and one of 6/4 are level, which floating point could get wrong, and a team that lost no set
 * has an infinite ratio (shown `MAX`), above every finite one.
 */

/** `num / den`; counts have den 1; den 0 with num > 0 is infinite. Never 0/0 (see `fraction`). */
export interface Measure {
  num: number;
  den: number;
}

/** Counts print whole; ratios print with decimals or MAX. */
export type MeasureKind = 'count' | 'ratio';

export const count = (n: number): Measure => ({ num: n, den: 1 });

/** A ratio `won / lost`; nothing won and nothing lost is 0 (a team that has not played has no ratio). */
export function fraction(won: number, lost: number): Measure {
  return won === 0 && lost === 0 ? { num: 0, den: 1 } : { num: won, den: lost };
}

/** Positive when `a` ranks above `b`, negative below, 0 level: cross-multiplied, so exact on integers. */
export function compareMeasures(a: Measure, b: Measure): number {
  return a.num * b.den - b.num * a.den;
}

/** A ratio as a number for the table's columns: null when infinite (no set or point lost). */
export function ratioValue(m: Measure): number | null {
  return m.den === 0 ? null : m.num / m.den;
}

function decimalText(m: Measure, digits: number): string {
  if (m.den === 0) return 'MAX';
  return (m.num / m.den).toFixed(digits);
}

/**
 * Two values as text that shows their difference: counts as whole numbers, ratios with 2 decimals, more
 * (up to 6) when 2 would print two different ratios alike ('1.500 to 1.497').
 */
export function formatMeasurePair(a: Measure, b: Measure, kind: MeasureKind): [string, string] {
  if (kind === 'count') return [String(a.num), String(b.num)];
  for (let digits = 2; digits < 6; digits++) {
    const pair: [string, string] = [decimalText(a, digits), decimalText(b, digits)];
    if (pair[0] !== pair[1] || compareMeasures(a, b) === 0) return pair;
  }
  return [decimalText(a, 6), decimalText(b, 6)];
}

/** One value as text ('12', '1.50', 'MAX'). */
export function formatMeasure(m: Measure, kind: MeasureKind): string {
  return kind === 'count' ? String(m.num) : decimalText(m, 2);
}
