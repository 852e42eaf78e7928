import { UpdateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
import { describe, expect, it } from 'vitest';
import { changedFields, fieldProblem, parseFieldPatch } from './field-patch.ts';

describe('parseFieldPatch', () => {
  it('gives the body the server expects', () => {
    expect(parseFieldPatch(UpdateSeasonBodySchema, 'seasonNumber', '15')).toEqual({
      ok: true,
      body: { seasonNumber: 15 },
    });
    expect(parseFieldPatch(UpdateSeasonBodySchema, 'endDate', '')).toEqual({
      ok: true,
      body: { endDate: null },
    });
  });

  it("refuses a bad value with the schema's message", () => {
    expect(fieldProblem(UpdateSeasonBodySchema, 'image', 'not a url')).toBe('Please enter a valid URL');
    expect(fieldProblem(UpdateSeasonBodySchema, 'theme', '  ')).toBe(
      'Season number, theme, and start date are required.',
    );
    expect(fieldProblem(UpdateSeasonBodySchema, 'theme', 'Golden Hour')).toBeNull();
  });
});

describe('changedFields', () => {
  it('keeps only the values that differ', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: null })).toEqual({ b: 'y' });
    expect(changedFields({ a: 1 }, {})).toEqual({});
  });
});
