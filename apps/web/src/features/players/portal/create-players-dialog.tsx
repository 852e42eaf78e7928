import { POSITIONS } from '@league/shared/domain/league';
import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { seasonNumberOptions, useSeasonChoices } from '../../seasons/api/season-choices-api.ts';
import { useCreatePlayers } from '../api/players-admin-api.ts';
import { BatchRowsFormSchema, batchFailureMessages, batchFieldOf, emptyBatchRow } from './batch-rows.ts';
import styles from './create-players-dialog.module.css';

const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p }));
const EMPTY = { rows: [emptyBatchRow()] };

/**
 * 'Create Players' (docs/product/players.md#players-in-the-portal,
 * docs/product/players.md#rules-and-constants): rows of name, position, comma-separated team names and an
 * optional season, sent together to POST /api/players/batch/by-team-name.
 */
export function CreatePlayersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: BatchRowsFormSchema, defaultValues: EMPTY });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const seasons = useSeasonChoices();
  const create = useCreatePlayers();

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose,
    success: (players) =>
      players.length === 1 ? `Player ${players[0]?.name ?? ''} saved.` : `${players.length} players saved.`,
    failure: (error) => batchFailureMessages(error).join('\n'),
    fieldOf: batchFieldOf,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title="Create Players"
      submitLabel="Create Players"
      busyLabel="Creating…"
    >
      <p className={styles.hint}>
        Names are saved in lowercase. Team names are comma-separated; without a season each name means that
        team's most recent season.
      </p>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className={styles.row}>
          <legend className={styles.legend}>Player {index + 1}</legend>
          {rows.fields.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              onClick={() => rows.remove(index)}
              aria-label={`Remove player ${index + 1}`}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          )}
          <FieldRow>
            <FormTextField control={control} name={`rows.${index}.name`} label="Name" autoComplete="off" />
            <FormSelectField
              control={control}
              name={`rows.${index}.position`}
              label="Position"
              placeholder="Select a position"
              options={POSITION_OPTIONS}
            />
          </FieldRow>
          <FieldRow>
            <FormTextField
              control={control}
              name={`rows.${index}.teamNames`}
              label="Team names"
              placeholder="team one, team two"
              autoComplete="off"
            />
            <FormSelectField
              control={control}
              name={`rows.${index}.season`}
              label="Season (optional)"
              placeholder="Most recent"
              options={seasonNumberOptions(seasons.data)}
            />
          </FieldRow>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => rows.append(emptyBatchRow())} className={styles.add}>
        <Plus size={16} aria-hidden="true" />
        Add Row
      </Button>
    </FormDialog>
  );
}
