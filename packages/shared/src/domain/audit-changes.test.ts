import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue, toAuditSnapshot, toAuditValue } from './audit-changes.ts';

describe('toAuditValue', () => {
  it('keeps scalars and turns dates, lists and objects into text', () => {
    expect(toAuditValue('a')).toBe('a');
    expect(toAuditValue(3)).toBe(3);
    expect(toAuditValue(false)).toBe(false);
    expect(toAuditValue(undefined)).toBeNull();
    expect(toAuditValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toAuditValue(['x', 2])).toBe('x, 2');
    expect(toAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(toAuditValue(Number.NaN)).toBe('NaN');
  });
});

describe('toAuditSnapshot', () => {
  it('leaves out fields the write did not touch', () => {
    expect(toAuditSnapshot({ name: 'a', logoUrl: undefined, placement: null })).toEqual({
      name: 'a',
      placement: null,
    });
  });
});

describe('auditChanges', () => {
  it('lists only the fields an edit changed, before then after', () => {
    expect(
      auditChanges(
        { name: 'old', placement: '1st Place', seasonNumber: 3 },
        { name: 'new', placement: '1st Place', seasonNumber: 3 },
      ),
    ).toEqual([{ field: 'name', before: 'old', after: 'new' }]);
  });

  it('lists the values a create set and a delete removed', () => {
    expect(auditChanges(null, { name: 'a', logoUrl: null })).toEqual([
      { field: 'name', before: null, after: 'a' },
    ]);
    expect(auditChanges({ name: 'a', position: 'Setter' }, null)).toEqual([
      { field: 'name', before: 'a', after: null },
      { field: 'position', before: 'Setter', after: null },
    ]);
  });

  it('treats a field missing on one side as null', () => {
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1, after: null },
      { field: 'b', before: null, after: 2 },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('shows empty values as a dash and booleans as words', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(12)).toBe('12');
  });
});
