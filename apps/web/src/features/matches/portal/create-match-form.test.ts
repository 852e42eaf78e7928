import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { EMPTY_MATCH_FORM, type MatchForm, MatchFormSchema } from './create-match-form.ts';

/** The body the dialog sends, or the form's first problem. */
function buildMatchBody(form: MatchForm) {
  const parsed = MatchFormSchema.safeParse(form);
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, message: firstIssue(parsed.error) } as const);
}

const filled = {
  ...EMPTY_MATCH_FORM,
  matchNumber: 'Round 5 - Match 1',
  round: 'Round 5',
  date: '2026-11-29T19:00',
  seasonId: '105',
  team1Name: 'Storm Crows',
  team2Name: 'Tidal Wave',
};

describe('MatchFormSchema', () => {
  it('asks for every required field', () => {
    expect(buildMatchBody(EMPTY_MATCH_FORM)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
    expect(buildMatchBody({ ...filled, team2Name: ' ' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
  });

  it("sends phase 'qualifiers', region 'na', the season's id and the tags", () => {
    const result = buildMatchBody({ ...filled, tags: 'Playoffs, Week 5', team1Score: '2', team2Score: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      phase: 'qualifiers',
      region: 'na',
      seasonId: 105,
      status: 'scheduled',
      tags: ['Playoffs', 'Week 5'],
      team1Score: 2,
      team2Score: null,
    });
    expect(result.body.date).toMatch(/Z$/);
  });

  it('sends the phase and division chosen, the division as none when left blank', () => {
    const playoffs = buildMatchBody({ ...filled, phase: 'playoffs', division: 'D2' });
    expect(playoffs.ok && playoffs.body).toMatchObject({ phase: 'playoffs', division: 'D2' });
    const none = buildMatchBody({ ...filled, division: '' });
    expect(none.ok && none.body).toMatchObject({ phase: 'qualifiers', division: null });
  });

  it('refuses negative scores and malformed set scores', () => {
    expect(buildMatchBody({ ...filled, team1Score: '-1' })).toEqual({
      ok: false,
      message: 'Scores must be whole numbers of 0 or more',
    });
    expect(buildMatchBody({ ...filled, set1Score: '25:20' })).toEqual({
      ok: false,
      message: 'Set scores look like 25-21',
    });
  });
});
