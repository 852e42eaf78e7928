import { AWARD_TYPES } from '@league/shared/domain/league';
import { CreateAwardBodySchema } from '@league/shared/schemas/awards-writes';
import { useState } from 'react';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { firstIssue } from '../../../components/admin/field-patch.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSeasonChoices } from '../../seasons/api/seasons-admin-api.ts';
import { useCreateAward } from '../api/awards-admin-api.ts';

const EMPTY = { type: '', description: '', seasonId: '', playerName: '', imageUrl: '' };
const TYPE_OPTIONS = AWARD_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The Create Award modal (docs/product/awards.md#awards-in-the-portal,
 * docs/product/awards.md#rules-and-constants): type, description, season, player name and image URL.
 */
export function CreateAwardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAward();
  const seasons = useSeasonChoices();
  const { showToast } = useToast();
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    // The season select holds the season's id; the schema lower-cases the player's name.
    const parsed = CreateAwardBodySchema.safeParse(form);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError(null);
    try {
      const award = await create.mutateAsync(parsed.data);
      showToast(`${award.type} award created for ${award.players.map((p) => p.name).join(', ')}`, {
        tone: 'success',
      });
      setForm(EMPTY);
      onClose();
    } catch (caught) {
      setError(failureText(caught, LOGIN_REQUIRED.create, 'Failed to create award'));
    }
  };

  return (
    <FormDialog
      open={open}
      title="Create Award"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Award"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <FieldRow>
        <SelectField
          label="Type"
          value={form.type}
          onChange={set('type')}
          options={TYPE_OPTIONS}
          placeholder="Select a type"
          required
        />
        <SelectField
          label="Season"
          value={form.seasonId}
          onChange={set('seasonId')}
          options={seasons.options}
          placeholder={seasons.isPending ? 'Loading seasons…' : 'Select a season'}
          required
        />
      </FieldRow>
      <TextAreaField
        label="Description"
        rows={3}
        required
        value={form.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      <TextField
        label="Player name"
        required
        autoComplete="off"
        hint="Lower-case, as the player is listed."
        value={form.playerName}
        onChange={(event) => set('playerName')(event.target.value)}
      />
      <TextField
        label="Image URL (optional)"
        type="url"
        placeholder="https://…"
        value={form.imageUrl}
        onChange={(event) => set('imageUrl')(event.target.value)}
      />
    </FormDialog>
  );
}
