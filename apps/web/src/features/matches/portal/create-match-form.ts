import { DEFAULT_PHASE } from '@league/shared/schemas/match-groups';
import { CreateMatchBodySchema } from '@league/shared/schemas/matches-admin';
import { formSchema } from '../../../components/form/use-zod-form.ts';
import { localInputToIso } from './match-datetime.ts';

/**
 * The Create New Match modal's fields as typed (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#rules-and-constants).
 */
export const EMPTY_MATCH_FORM = {
  matchNumber: '',
  status: 'scheduled',
  round: '',
  phase: 'qualifiers',
  division: '',
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
 * The form checked as the POST /api/matches body with the server's schema: missing required fields give
 * 'Please fill in all required fields'; phase is chosen (the regular phase unless staff pick the playoffs),
 * the division too (none by default), region 'na' (docs/product/schedule-and-matches.md#rules-and-constants);
 * tags are typed comma-separated; the date is the browser's local time sent as UTC.
 */
export const MatchFormSchema = formSchema(
  (form: MatchForm) => ({
    ...form,
    phase: form.phase || DEFAULT_PHASE,
    region: 'na',
    date: localInputToIso(form.date),
    seasonId: form.seasonId ? Number(form.seasonId) : undefined,
    team1Score: optionalNumber(form.team1Score),
    team2Score: optionalNumber(form.team2Score),
  }),
  CreateMatchBodySchema,
);
