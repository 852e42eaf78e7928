import { REGIONS } from '@league/shared/domain/league';
import { ChallongeImportBodySchema } from '@league/shared/schemas/match-imports';
import { formSchema } from '../../../components/form/use-zod-form.ts';
import { localInputToIso } from './match-datetime.ts';

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

/** A bare number is Challonge's own round number (negative for the losers bracket); other text is a name. */
const roundOf = (text: string) => {
  const round = text.trim();
  return round === '' ? undefined : /^-?\d+$/.test(round) ? Number(round) : round;
};

/**
 * The import request, checked in the browser before anything is sent with the server's schema: URL, season,
 * start and end are required ('Please fill in all required fields'), the start must precede the end
 * ('Round start date must be before round end date'), 15–120 minutes between matches, region na/eu/as/sa.
 * The dates are the browser's local time sent as UTC.
 */
export const ChallongeFormSchema = formSchema(
  (form: ChallongeForm) => ({
    ...form,
    seasonId: form.seasonId ? Number(form.seasonId) : undefined,
    round: roundOf(form.round),
    roundStartDate: localInputToIso(form.roundStartDate),
    roundEndDate: localInputToIso(form.roundEndDate),
    matchSpacingMinutes: form.matchSpacingMinutes.trim() === '' ? 30 : Number(form.matchSpacingMinutes),
  }),
  ChallongeImportBodySchema,
);
