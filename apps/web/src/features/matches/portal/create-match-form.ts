import {
  CreateMatchBodySchema,
  type CreateMatchInput,
  DEFAULT_PHASE,
} from '@league/shared/schemas/matches-writes';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { localInputToIso } from './match-datetime.ts';

/**
 * The Create New Match modal's fields as typed (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#rules-and-constants).
 */
export const EMPTY_MATCH_FORM = {
  matchNumber: '',
  status: 'scheduled',
  round: '',
  date: '',
  seasonId: '',
  team1Name: '',
  team2Name: '',
  team1Score: '',
  team2Score: '',
  set1Score: '',
  set2Score: '',
  set3Score: '',
  set4Score: '',
  set5Score: '',
  tags: '',
};
export type MatchForm = typeof EMPTY_MATCH_FORM;

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The POST /api/matches body of the form, checked with the server's schema: missing required fields give
 * 'Please fill in all required fields'; phase is 'qualifiers' and region 'na'
 * (docs/product/schedule-and-matches.md#rules-and-constants); tags are typed comma-separated; the date is the
 * browser's local time sent as UTC.
 */
export function buildMatchBody(
  form: MatchForm,
): { ok: true; body: CreateMatchInput } | { ok: false; message: string } {
  const parsed = CreateMatchBodySchema.safeParse({
    matchNumber: form.matchNumber,
    status: form.status,
    round: form.round,
    phase: DEFAULT_PHASE,
    region: 'na',
    date: localInputToIso(form.date),
    seasonId: form.seasonId ? Number(form.seasonId) : undefined,
    team1Name: form.team1Name,
    team2Name: form.team2Name,
    team1Score: optionalNumber(form.team1Score),
    team2Score: optionalNumber(form.team2Score),
    set1Score: form.set1Score,
    set2Score: form.set2Score,
    set3Score: form.set3Score,
    set4Score: form.set4Score,
    set5Score: form.set5Score,
    tags: form.tags,
  });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  return { ok: true, body: parsed.data };
}
