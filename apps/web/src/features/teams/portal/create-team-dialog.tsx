import { DEFAULT_PLACEMENT } from '@league/shared/domain/league';
import type { Season } from '@league/shared/schemas/seasons';
import { CreateTeamBodySchema } from '@league/shared/schemas/teams-admin';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { seasonNumberOptions } from '../../seasons/api/season-choices-api.ts';
import { useCreateTeam } from '../api/teams-admin-api.ts';
import { placementOptions } from './placement-options.ts';

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
  seasons: readonly Season[];
  /** The season the table is filtered to, preselected. */
  defaultSeason: number | null;
}

const emptyDraft = (season: number | null) => ({
  name: '',
  seasonNumber: season === null ? '' : String(season),
  placement: DEFAULT_PLACEMENT,
  logoUrl: '',
});

/**
 * 'Create Team' (docs/product/teams.md#teams-in-the-portal, docs/product/teams.md#rules-and-constants): name,
 * season number, placement (default "Didn't make playoffs") and an optional logo URL; 'Name and Season Number
 * are required.' when either is missing.
 */
export function CreateTeamDialog({ open, onClose, seasons, defaultSeason }: CreateTeamDialogProps) {
  const form = useZodForm({ schema: CreateTeamBodySchema, defaultValues: emptyDraft(defaultSeason) });
  const create = useCreateTeam();
  const { control } = form;

  const dialog = useFormDialog(form, create, {
    empty: () => emptyDraft(defaultSeason),
    onClose,
    success: (team) => `Team ${team.name} created in season ${team.season.seasonNumber}.`,
    failure: (error) => createFailureText(error, DATA_LOGIN_REQUIRED.create, CREATE_FAILED),
  });

  return (
    <FormDialog {...dialog} open={open} title="Create Team" submitLabel="Create Team" busyLabel="Creating…">
      <FormTextField control={control} name="name" label="Name" autoComplete="off" required />
      <FieldRow>
        <FormSelectField
          control={control}
          name="seasonNumber"
          label="Season Number"
          placeholder="Select a season"
          options={seasonNumberOptions(seasons)}
          required
        />
        <FormSelectField control={control} name="placement" label="Placement" options={placementOptions()} />
      </FieldRow>
      <FormTextField
        control={control}
        name="logoUrl"
        label="Logo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
      />
    </FormDialog>
  );
}
