import { MATCH_STATUSES } from '@league/shared/domain/league';
import { useState } from 'react';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSeasonChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useCreateMatch } from '../api/matches-admin-api.ts';
import { buildMatchBody, EMPTY_MATCH_FORM, type MatchForm } from './create-match-form.ts';
import styles from './matches-admin-page.module.css';

const STATUS_OPTIONS = MATCH_STATUSES.map((status) => ({ value: status, label: status }));
const SETS = ['set1Score', 'set2Score', 'set3Score', 'set4Score', 'set5Score'] as const;

/**
 * The 'Create Match' modal (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#rules-and-constants); success reads 'Match created successfully!'.
 */
export function CreateMatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<MatchForm>(EMPTY_MATCH_FORM);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMatch();
  const seasons = useSeasonChoices();
  const { showToast } = useToast();
  const set = (key: keyof MatchForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof MatchForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  });

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    const built = buildMatchBody(form);
    if (!built.ok) {
      setError(built.message);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(built.body);
      showToast('Match created successfully!', { tone: 'success' });
      setForm(EMPTY_MATCH_FORM);
      onClose();
    } catch (caught) {
      setError(failureText(caught, LOGIN_REQUIRED.create, CREATE_MATCH_FAILED));
    }
  };

  return (
    <FormDialog
      open={open}
      title="Create New Match"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Match"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <FieldRow>
        <TextField label="Match number" required placeholder="Round 1 - Match 1" {...text('matchNumber')} />
        <SelectField
          label="Status"
          required
          value={form.status}
          onChange={set('status')}
          options={STATUS_OPTIONS}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Round" required placeholder="Round 1" {...text('round')} />
        <TextField label="Date and time (your time)" type="datetime-local" required {...text('date')} />
      </FieldRow>
      <SelectField
        label="Season"
        required
        value={form.seasonId}
        onChange={set('seasonId')}
        options={seasons.options}
        placeholder={seasons.isPending ? 'Loading seasons…' : 'Select a season'}
      />
      <FieldRow>
        <TextField label="Team 1 name" required {...text('team1Name')} />
        <TextField label="Team 2 name" required {...text('team2Name')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Team 1 score (optional)" type="number" min={0} step={1} {...text('team1Score')} />
        <TextField label="Team 2 score (optional)" type="number" min={0} step={1} {...text('team2Score')} />
      </FieldRow>
      <fieldset className={styles.setFieldset}>
        <legend className={styles.legend}>Set scores (optional, e.g. 25-21)</legend>
        <div className={styles.setGrid}>
          {SETS.map((key, index) => (
            <TextField key={key} label={`Set ${index + 1}`} placeholder="25-21" {...text(key)} />
          ))}
        </div>
      </fieldset>
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas."
        placeholder="Playoffs, Week 1"
        {...text('tags')}
      />
    </FormDialog>
  );
}

const CREATE_MATCH_FAILED = 'Create failed';
