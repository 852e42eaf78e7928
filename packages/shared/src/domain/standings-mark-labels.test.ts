import { describe, expect, it } from 'vitest';
import { proofText, rowMarks } from './standings-mark-labels.ts';

const codes = (marks: ReturnType<typeof rowMarks>) => marks.map((m) => `${m.code} ${m.meaning}`);

describe('standings marks', () => {
  it('show first place over a playoff spot, and the playoffs race where there are spots', () => {
    expect(codes(rowMarks({ playoffs: 'clinched', first: 'clinched' }, 4))).toEqual([
      'y Clinched first place',
    ]);
    expect(codes(rowMarks({ playoffs: 'clinched', first: 'eliminated' }, 4))).toEqual([
      'x Clinched a playoff spot',
    ]);
    expect(codes(rowMarks({ playoffs: 'eliminated', first: 'eliminated' }, 4))).toEqual([
      'e Eliminated from the playoffs',
    ]);
    expect(codes(rowMarks({ playoffs: null, first: null }, 4))).toEqual([]);
  });

  it('mark the race for first place alone in a season without playoff spots', () => {
    expect(codes(rowMarks({ playoffs: null, first: 'eliminated' }, 0))).toEqual([
      'e Eliminated from first place',
    ]);
    expect(codes(rowMarks({ playoffs: null, first: 'clinched' }, 0))).toEqual(['y Clinched first place']);
  });

  it('say which proof gave the marks', () => {
    expect(proofText({ method: 'exact', outcomes: 4096, openMatches: 6 })).toBe(
      'proven over all 4,096 outcomes of the 6 open matches',
    );
    expect(proofText({ method: 'bound', outcomes: null, openMatches: 1 })).toBe(
      'proven by the points bound over the 1 open match (too many outcomes to try each)',
    );
    expect(proofText({ method: 'exact', outcomes: 1, openMatches: 0 })).toBe('every match has been played');
  });
});
