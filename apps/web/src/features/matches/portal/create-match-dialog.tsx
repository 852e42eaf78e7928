import { DIVISIONS, MATCH_PHASE_LABELS, MATCH_PHASES, MATCH_STATUSES } from '@league/shared/domain/league';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormSeasonField } from '../../../components/admin/season-field.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useCreateMatch } from '../api/matches-admin-api.ts';
import { EMPTY_MATCH_FORM, MatchFormSchema } from './create-match-form.ts';
import styles from './matches-admin-page.module.css';

const STATUS_OPTIONS = MATCH_STATUSES.map((status) => ({ value: status, label: status }));
const SETS = ['set1Score', 'set2Score', 'set3Score', 'set4Score', 'set5Score'] as const;
const CREATE_MATCH_FAILED = 'Create failed';

/**
 * The 'Create Match' modal (docs/product/schedule-and-matches.md#matches-in-the-portal,
 * docs/product/schedule-and-matches.md#rules-and-constants); success reads 'Match created successfully!'.
 */
const PHASE_OPTIONS = MATCH_PHASES.map((phase) => ({ value: phase, label: MATCH_PHASE_LABELS[phase] }));
const DIVISION_OPTIONS = [
  { value: '', label: 'No division' },
  ...DIVISIONS.map((d) => ({ value: d, label: d })),
];

export function CreateMatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: MatchFormSchema, defaultValues: EMPTY_MATCH_FORM });
  const { control } = form;
  const create = useCreateMatch();
  const seasons = useSeasonIdChoices();

  const dialog = useFormDialog(form, create, {
    empty: EMPTY_MATCH_FORM,
    onClose,
    keepOnCancel: true,
    success: () => 'Match created successfully!',
    failure: (error) => failureText(error, LOGIN_REQUIRED.create, CREATE_MATCH_FAILED),
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title="Create New Match"
      submitLabel="Create Match"
      busyLabel="Creating…"
    >
      <FieldRow>
        <FormTextField
          control={control}
          name="matchNumber"
          label="Match number"
          required
          placeholder="Round 1 - Match 1"
        />
        <FormSelectField control={control} name="status" label="Status" required options={STATUS_OPTIONS} />
      </FieldRow>
      <FieldRow>
        <FormTextField control={control} name="round" label="Round" required placeholder="Round 1" />
        <FormTextField
          control={control}
          name="date"
          label="Date and time (your time)"
          type="datetime-local"
          required
        />
      </FieldRow>
      <FormSeasonField control={control} name="seasonId" choices={seasons} />
      <FieldRow>
        <FormSelectField control={control} name="phase" label="Phase" options={PHASE_OPTIONS} />
        <FormSelectField
          control={control}
          name="division"
          label="Division"
          options={DIVISION_OPTIONS}
          hint="The table the match counts in, when the season has divisions."
        />
      </FieldRow>
      <FieldRow>
        <FormTextField control={control} name="team1Name" label="Team 1 name" required />
        <FormTextField control={control} name="team2Name" label="Team 2 name" required />
      </FieldRow>
      <FieldRow>
        <FormNumberField control={control} name="team1Score" label="Team 1 score (optional)" />
        <FormNumberField control={control} name="team2Score" label="Team 2 score (optional)" />
      </FieldRow>
      <fieldset className={styles.setFieldset}>
        <legend className={styles.legend}>Set scores (optional, e.g. 25-21)</legend>
        <div className={styles.setGrid}>
          {SETS.map((name, index) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={`Set ${index + 1}`}
              placeholder="25-21"
            />
          ))}
        </div>
      </fieldset>
      <FormTextField
        control={control}
        name="tags"
        label="Tags (optional)"
        hint="Separate tags with commas."
        placeholder="Playoffs, Week 1"
      />
    </FormDialog>
  );
}
