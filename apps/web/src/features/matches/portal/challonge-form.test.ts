import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { type ChallongeForm, ChallongeFormSchema, EMPTY_CHALLONGE_FORM } from './challonge-form.ts';

const filled = {
  ...EMPTY_CHALLONGE_FORM,
  challongeUrl: 'https://challonge.com/vl_s14',
  seasonId: '105',
  roundStartDate: '2026-11-28T18:00',
  roundEndDate: '2026-11-28T23:00',
};

/** The body the dialog sends, or the form's first problem. */
function buildChallongeBody(form: ChallongeForm) {
  const parsed = ChallongeFormSchema.safeParse(form);
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, message: firstIssue(parsed.error) } as const);
}

describe('ChallongeFormSchema', () => {
  it('needs the URL, season, start and end', () => {
    expect(buildChallongeBody(EMPTY_CHALLONGE_FORM)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
    expect(buildChallongeBody({ ...filled, roundEndDate: '' })).toMatchObject({ ok: false });
  });

  it('needs the start before the end, and says so on the end', () => {
    const parsed = ChallongeFormSchema.safeParse({ ...filled, roundEndDate: filled.roundStartDate });
    expect(parsed.error?.issues).toMatchObject([
      { message: 'Round start date must be before round end date', path: ['roundEndDate'] },
    ]);
  });

  it('keeps minutes between matches within 15 to 120', () => {
    expect(buildChallongeBody({ ...filled, matchSpacingMinutes: '10' })).toEqual({
      ok: false,
      message: 'Minutes between matches must be between 15 and 120',
    });
  });

  it('builds the request with its defaults', () => {
    const result = buildChallongeBody({ ...filled, round: '-2', tags: 'Playoffs' });
    expect(result).toMatchObject({
      ok: true,
      body: { seasonId: 105, round: -2, matchSpacingMinutes: 30, region: 'na', tags: ['Playoffs'] },
    });
  });
});
