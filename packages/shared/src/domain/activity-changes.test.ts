import { describe, expect, it } from 'vitest';
import {
  activityChanges,
  formatActivityValue,
  toActivitySnapshot,
  toActivityValue,
} from './activity-changes.ts';

describe('toActivityValue', () => {
  it('keeps scalars and turns dates, lists and objects into text', () => {
    expect(toActivityValue('a')).toBe('a');
    expect(toActivityValue(3)).toBe(3);
    expect(toActivityValue(false)).toBe(false);
    expect(toActivityValue(undefined)).toBeNull();
    expect(toActivityValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toActivityValue(['x', 2])).toBe('x, 2');
    expect(toActivityValue({ a: 1 })).toBe('{"a":1}');
    expect(toActivityValue(Number.NaN)).toBe('NaN');
  });
});

describe('toActivitySnapshot', () => {
  it('leaves out fields the write did not touch', () => {
    expect(toActivitySnapshot({ name: 'a', logoUrl: undefined, placement: null })).toEqual({
      name: 'a',
      placement: null,
    });
  });
});

describe('activityChanges', () => {
  it('lists only the fields an edit changed, before then after', () => {
    expect(
      activityChanges(
        { name: 'old', placement: '1st Place', seasonNumber: 3 },
        { name: 'new', placement: '1st Place', seasonNumber: 3 },
      ),
    ).toEqual([{ field: 'name', before: 'old', after: 'new' }]);
  });

  it('lists the values a create set and a delete removed', () => {
    expect(activityChanges(null, { name: 'a', logoUrl: null })).toEqual([
      { field: 'name', before: null, after: 'a' },
    ]);
    expect(activityChanges({ name: 'a', position: 'Setter' }, null)).toEqual([
      { field: 'name', before: 'a', after: null },
      { field: 'position', before: 'Setter', after: null },
    ]);
  });

  it('treats a field missing on one side as null', () => {
    expect(activityChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1, after: null },
      { field: 'b', before: null, after: 2 },
    ]);
    expect(activityChanges(null, null)).toEqual([]);
  });
});

describe('formatActivityValue', () => {
  it('shows empty values as a dash and booleans as words', () => {
    expect(formatActivityValue(null)).toBe('—');
    expect(formatActivityValue('')).toBe('—');
    expect(formatActivityValue(true)).toBe('yes');
    expect(formatActivityValue(12)).toBe('12');
  });
});
