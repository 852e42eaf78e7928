import { useState } from 'react';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { ImportProgress } from '../../../components/admin/import-progress.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSeasonChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useChallongeImport } from '../api/matches-admin-api.ts';
import {
  buildChallongeBody,
  type ChallongeForm,
  EMPTY_CHALLONGE_FORM,
  REGION_OPTIONS,
} from './challonge-form.ts';

/**
 * 'Import from Challonge' (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#data, docs/product/schedule-and-matches.md#challonge-import).
 */
export function ChallongeImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ChallongeForm>(EMPTY_CHALLONGE_FORM);
  const [error, setError] = useState<string | null>(null);
  const runImport = useChallongeImport();
  const seasons = useSeasonChoices();
  const { showToast } = useToast();
  const set = (key: keyof ChallongeForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof ChallongeForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  });

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    const built = buildChallongeBody(form);
    if (!built.ok) {
      setError(built.message);
      return;
    }
    setError(null);
    try {
      const result = await runImport.mutateAsync(built.body);
      showToast(`Successfully imported ${result.matches.length} matches from Challonge!`, {
        tone: 'success',
      });
      setForm(EMPTY_CHALLONGE_FORM);
      onClose();
    } catch (caught) {
      setError(
        `Failed to import matches: ${failureText(caught, LOGIN_REQUIRED.create, 'Unknown error occurred')}`,
      );
    }
  };

  return (
    <FormDialog
      open={open}
      title="Import from Challonge"
      onClose={close}
      onSubmit={submit}
      submitLabel="Import Matches"
      busyLabel="Importing…"
      busy={runImport.isPending}
      error={error}
    >
      {runImport.isPending && <ImportProgress label="Importing matches from Challonge…" />}
      <TextField
        label="Challonge URL"
        type="url"
        required
        placeholder="https://challonge.com/your_bracket"
        {...text('challongeUrl')}
      />
      <FieldRow>
        <SelectField
          label="Season"
          required
          value={form.seasonId}
          onChange={set('seasonId')}
          options={seasons.options}
          placeholder={seasons.isPending ? 'Loading seasons…' : 'Select a season'}
        />
        <TextField label="Round (optional)" hint="e.g. 2, or -1 for Losers Round 1" {...text('round')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Round start (your time)"
          type="datetime-local"
          required
          {...text('roundStartDate')}
        />
        <TextField label="Round end (your time)" type="datetime-local" required {...text('roundEndDate')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Minutes between matches"
          type="number"
          min={15}
          max={120}
          step={1}
          {...text('matchSpacingMinutes')}
        />
        <SelectField label="Region" value={form.region} onChange={set('region')} options={REGION_OPTIONS} />
      </FieldRow>
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas."
        placeholder="Playoffs"
        {...text('tags')}
      />
    </FormDialog>
  );
}
