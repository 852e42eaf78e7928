import { CreateSeasonBodySchema } from '@league/shared/schemas/seasons-writes';
import { useState } from 'react';
import { CREATE_FAILED, failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreateSeason } from '../api/seasons-admin-api.ts';

const EMPTY = { seasonNumber: '', theme: '', image: '', startDate: '', endDate: '' };

/**
 * The 'Create Season' modal (docs/product/seasons.md#seasons-in-the-portal,
 * docs/product/seasons.md#rules-and-constants).
 */
export function CreateSeasonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSeason();
  const { showToast } = useToast();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    const parsed = CreateSeasonBodySchema.safeParse(form);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError(null);
    try {
      const season = await create.mutateAsync(parsed.data);
      showToast(`Season ${season.seasonNumber} created`, { tone: 'success' });
      setForm(EMPTY);
      onClose();
    } catch (caught) {
      setError(failureText(caught, LOGIN_REQUIRED.create, CREATE_FAILED));
    }
  };

  return (
    <FormDialog
      open={open}
      title="Create Season"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Season"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <FieldRow>
        <TextField
          label="Season number"
          type="number"
          min={1}
          step={1}
          required
          value={form.seasonNumber}
          onChange={set('seasonNumber')}
        />
        <TextField label="Theme" required value={form.theme} onChange={set('theme')} />
      </FieldRow>
      <TextField
        label="Image URL (optional)"
        type="url"
        placeholder="https://…"
        value={form.image}
        onChange={set('image')}
      />
      <FieldRow>
        <TextField
          label="Start date"
          type="date"
          required
          value={form.startDate}
          onChange={set('startDate')}
        />
        <TextField
          label="End date (optional)"
          type="date"
          hint="Leave empty while the season is ongoing."
          value={form.endDate}
          onChange={set('endDate')}
        />
      </FieldRow>
    </FormDialog>
  );
}
