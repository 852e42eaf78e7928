import { REGIONS } from '@league/shared/domain/league';
import { type ChallongeImportBody, ChallongeImportBodySchema } from '@league/shared/schemas/match-imports';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { localInputToIso } from './match-datetime.ts';

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const ORDER_MESSAGE = 'Round start date must be before round end date';

/**
 * The 'Import from Challonge' dialog's fields as typed (docs/product/schedule-and-matches.md#data,
 * docs/product/schedule-and-matches.md#challonge-import).
 */
export const EMPTY_CHALLONGE_FORM = {
  challongeUrl: '',
  seasonId: '',
  round: '',
  roundStartDate: '',
  roundEndDate: '',
  matchSpacingMinutes: '30',
  region: 'na',
  tags: '',
};
export type ChallongeForm = typeof EMPTY_CHALLONGE_FORM;

export const REGION_OPTIONS = REGIONS.map((region) => ({ value: region, label: region.toUpperCase() }));

/**
 * The import request, checked in the browser before anything is sent: URL, season, start and end are
 * required ('Please fill in all required fields'), the start must precede the end ('Round start date must
 * be before round end date'), 15–120 minutes between matches, region na/eu/as/sa.
 */
export function buildChallongeBody(
  form: ChallongeForm,
): { ok: true; body: ChallongeImportBody } | { ok: false; message: string } {
  const start = localInputToIso(form.roundStartDate);
  const end = localInputToIso(form.roundEndDate);
  if (!form.challongeUrl.trim() || !form.seasonId || !start || !end)
    return { ok: false, message: REQUIRED_MESSAGE };
  if (Date.parse(start) >= Date.parse(end)) return { ok: false, message: ORDER_MESSAGE };
  const round = form.round.trim();
  const body: ChallongeImportBody = {
    challongeUrl: form.challongeUrl.trim(),
    seasonId: Number(form.seasonId),
    // A bare number is Challonge's own round number (negative for the losers bracket).
    round: round === '' ? undefined : /^-?\d+$/.test(round) ? Number(round) : round,
    roundStartDate: start,
    roundEndDate: end,
    matchSpacingMinutes: form.matchSpacingMinutes.trim() === '' ? 30 : Number(form.matchSpacingMinutes),
    region: form.region as ChallongeImportBody['region'],
    tags: form.tags,
  };
  const parsed = ChallongeImportBodySchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, message: firstIssue(parsed.error) };
}
