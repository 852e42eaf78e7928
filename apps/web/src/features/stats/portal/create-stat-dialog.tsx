import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { CreateStatByNameBodySchema } from '@league/shared/schemas/stats-admin';
import { z } from 'zod';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormNumberField, FormTextField } from '../../../components/form/form-fields.tsx';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { useCreateStat } from '../api/stats-admin-api.ts';
import styles from './create-stat-dialog.module.css';
import { statLabel } from './stat-labels.ts';
import { parseCount, STAT_NUMBER_MESSAGE } from './stats-admin-columns.tsx';

type Numbers = Record<StatField, string>;
const EMPTY = {
  playerName: '',
  gameId: '',
  ...(Object.fromEntries(STAT_FIELDS.map((f) => [f, '0'])) as Numbers),
};
type StatForm = typeof EMPTY;

/** Each number as the stats table's editor says it: a whole number of 0 or more, typed as text. */
const typedCounts = Object.fromEntries(
  STAT_FIELDS.map((f) => [f, z.number({ error: STAT_NUMBER_MESSAGE })]),
) as Record<StatField, z.ZodNumber>;

/**
 * The POST /api/stats/by-name body: 'Player name and Game ID are required.' when either is missing; a
 * number that is not a whole number of 0 or more is refused on its field.
 */
const StatFormSchema = formSchema(
  (form: StatForm) => ({
    ...Object.fromEntries(STAT_FIELDS.map((f) => [f, parseCount(form[f]) ?? Number.NaN])),
    playerName: form.playerName,
    gameId: parseCount(form.gameId) ?? undefined,
  }),
  CreateStatByNameBodySchema.extend(typedCounts),
);

/**
 * 'Create Stat' (docs/product/stat-uploads.md#create-stat): a player by name, a game id and the 13 numbers
 * (minimum 0); 'Player name and Game ID are required.' when either is missing. Sent to POST
 * /api/stats/by-name.
 */
export function CreateStatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: StatFormSchema, defaultValues: EMPTY });
  const { control } = form;
  const create = useCreateStat();

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose,
    success: (entry) => `Stat line ${entry.id} created for ${entry.player.name} in game ${entry.gameId}.`,
    failure: (error) => createFailureText(error, DATA_LOGIN_REQUIRED.create, CREATE_FAILED),
  });

  return (
    <FormDialog {...dialog} open={open} title="Create Stat" submitLabel="Create Stat" busyLabel="Creating…">
      <FieldRow>
        <FormTextField control={control} name="playerName" label="Player name" autoComplete="off" />
        <FormNumberField control={control} name="gameId" label="Game ID" min={1} />
      </FieldRow>
      <fieldset className={styles.numbers}>
        <legend className={styles.legend}>Stats</legend>
        {STAT_FIELDS.map((field) => (
          <FormNumberField key={field} control={control} name={field} label={statLabel(field)} />
        ))}
      </fieldset>
    </FormDialog>
  );
}
