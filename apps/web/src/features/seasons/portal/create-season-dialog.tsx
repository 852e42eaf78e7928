import { CreateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
import { CREATE_FAILED, failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormNumberField, FormTextField } from '../../../components/form/form-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useCreateSeason } from '../api/seasons-admin-api.ts';

const EMPTY = { seasonNumber: '', theme: '', image: '', startDate: '', endDate: '' };

/**
 * The 'Create Season' modal (docs/product/seasons.md#seasons-in-the-portal,
 * docs/product/seasons.md#rules-and-constants).
 */
export function CreateSeasonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm({ schema: CreateSeasonBodySchema, defaultValues: EMPTY });
  const create = useCreateSeason();
  const { control } = form;

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose,
    keepOnCancel: true,
    success: (season) => `Season ${season.seasonNumber} created`,
    failure: (error) => failureText(error, LOGIN_REQUIRED.create, CREATE_FAILED),
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title="Create Season"
      submitLabel="Create Season"
      busyLabel="Creating…"
    >
      <FieldRow>
        <FormNumberField control={control} name="seasonNumber" label="Season number" min={1} required />
        <FormTextField control={control} name="theme" label="Theme" required />
      </FieldRow>
      <FormTextField
        control={control}
        name="image"
        label="Image URL (optional)"
        type="url"
        placeholder="https://…"
      />
      <FieldRow>
        <FormTextField control={control} name="startDate" label="Start date" type="date" required />
        <FormTextField
          control={control}
          name="endDate"
          label="End date (optional)"
          type="date"
          hint="Leave empty while the season is ongoing."
        />
      </FieldRow>
    </FormDialog>
  );
}
