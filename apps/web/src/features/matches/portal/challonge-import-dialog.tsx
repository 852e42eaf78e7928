import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { ImportProgress } from '../../../components/admin/import-progress.tsx';
import { FormSeasonField } from '../../../components/admin/season-field.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useChallongeImport } from '../api/matches-admin-api.ts';
import { ChallongeFormSchema, EMPTY_CHALLONGE_FORM, REGION_OPTIONS } from './challonge-form.ts';

/**
 * 'Import from Challonge' (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#data, docs/product/schedule-and-matches.md#challonge-import).
 */
export function ChallongeImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: ChallongeFormSchema, defaultValues: EMPTY_CHALLONGE_FORM });
  const { control } = form;
  const runImport = useChallongeImport();
  const seasons = useSeasonIdChoices();

  const dialog = useFormDialog(form, runImport, {
    empty: EMPTY_CHALLONGE_FORM,
    onClose,
    keepOnCancel: true,
    success: (result) => `Successfully imported ${result.matches.length} matches from Challonge!`,
    failure: (error) =>
      `Failed to import matches: ${failureText(error, LOGIN_REQUIRED.create, 'Unknown error occurred')}`,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title="Import from Challonge"
      submitLabel="Import Matches"
      busyLabel="Importing…"
    >
      {runImport.isPending && <ImportProgress label="Importing matches from Challonge…" />}
      <FormTextField
        control={control}
        name="challongeUrl"
        label="Challonge URL"
        type="url"
        required
        placeholder="https://challonge.com/your_bracket"
      />
      <FieldRow>
        <FormSeasonField control={control} name="seasonId" choices={seasons} />
        <FormTextField
          control={control}
          name="round"
          label="Round (optional)"
          hint="e.g. 2, or -1 for Losers Round 1"
        />
      </FieldRow>
      {/* One a line: side by side, half a dialog is too narrow for a date and time, which lose a digit. */}
      <FormTextField
        control={control}
        name="roundStartDate"
        label="Round start (your time)"
        type="datetime-local"
        required
      />
      <FormTextField
        control={control}
        name="roundEndDate"
        label="Round end (your time)"
        type="datetime-local"
        required
      />
      <FieldRow>
        <FormNumberField
          control={control}
          name="matchSpacingMinutes"
          label="Minutes between matches"
          min={15}
          max={120}
        />
        <FormSelectField control={control} name="region" label="Region" options={REGION_OPTIONS} />
      </FieldRow>
      <FormTextField
        control={control}
        name="tags"
        label="Tags (optional)"
        hint="Separate tags with commas."
        placeholder="Playoffs"
      />
    </FormDialog>
  );
}
