import { AWARD_TYPES } from '@league/shared/domain/league';
import { CreateAwardBodySchema } from '@league/shared/schemas/awards-admin';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { FormSeasonField } from '../../../components/admin/season-field.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSeasonIdChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useCreateAward } from '../api/awards-admin-api.ts';

// The season select holds the season's id; the schema lower-cases the player's name.
const EMPTY = { type: '', description: '', seasonId: '', playerName: '', imageUrl: '' };
const TYPE_OPTIONS = AWARD_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The Create Award modal (docs/product/awards.md#awards-in-the-portal,
 * docs/product/awards.md#rules-and-constants): type, description, season, player name and image URL.
 */
export function CreateAwardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: CreateAwardBodySchema, defaultValues: EMPTY });
  const create = useCreateAward();
  const seasons = useSeasonIdChoices();
  const { control } = form;

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose,
    keepOnCancel: true,
    success: (award) => `${award.type} award created for ${award.players.map((p) => p.name).join(', ')}`,
    failure: (error) => failureText(error, LOGIN_REQUIRED.create, 'Failed to create award'),
  });

  return (
    <FormDialog {...dialog} open={open} title="Create Award" submitLabel="Create Award" busyLabel="Creating…">
      <FieldRow>
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          placeholder="Select a type"
          required
        />
        <FormSeasonField control={control} name="seasonId" choices={seasons} />
      </FieldRow>
      <FormTextAreaField control={control} name="description" label="Description" rows={3} required />
      <FormTextField
        control={control}
        name="playerName"
        label="Player name"
        required
        autoComplete="off"
        hint="Lower-case, as the player is listed."
      />
      <FormTextField
        control={control}
        name="imageUrl"
        label="Image URL (optional)"
        type="url"
        placeholder="https://…"
      />
    </FormDialog>
  );
}
