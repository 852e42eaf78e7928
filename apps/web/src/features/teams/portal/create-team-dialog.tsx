import { DEFAULT_PLACEMENT } from '@league/shared/domain/league';
import type { Season } from '@league/shared/schemas/seasons';
import { CreateTeamBodySchema } from '@league/shared/schemas/teams-writes';
import { URL_MESSAGE } from '@league/shared/schemas/write-fields';
import { useState } from 'react';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { CREATE_FAILED } from '../../../components/admin/failure-text.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { schemaProblems } from '../../../components/admin/schema-problems.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
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

interface Draft {
  name: string;
  season: string;
  placement: string;
  logoUrl: string;
}

const emptyDraft = (season: number | null): Draft => ({
  name: '',
  season: season === null ? '' : String(season),
  placement: DEFAULT_PLACEMENT,
  logoUrl: '',
});

/**
 * 'Create Team' (docs/product/teams.md#teams-in-the-portal, docs/product/teams.md#rules-and-constants): name,
 * season number, placement (default "Didn't make playoffs") and an optional logo URL; 'Name and Season Number
 * are required.' when either is missing.
 */
export function CreateTeamDialog({ open, onClose, seasons, defaultSeason }: CreateTeamDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(defaultSeason));
  const [error, setError] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | undefined>();
  const create = useCreateTeam();
  const { showToast } = useToast();

  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const close = () => {
    setDraft(emptyDraft(defaultSeason));
    setError(null);
    setUrlError(undefined);
    create.reset();
    onClose();
  };

  const submit = () => {
    const body = {
      name: draft.name,
      seasonNumber: draft.season === '' ? undefined : Number(draft.season),
      placement: draft.placement,
      logoUrl: draft.logoUrl,
    };
    const problems = schemaProblems(CreateTeamBodySchema, body);
    setUrlError(problems.includes(URL_MESSAGE) ? URL_MESSAGE : undefined);
    const others = problems.filter((p) => p !== URL_MESSAGE);
    setError(others.length > 0 ? others.join(' ') : null);
    if (problems.length > 0) return;
    create.mutate(CreateTeamBodySchema.parse(body), {
      onSuccess: (team) => {
        showToast(`Team ${team.name} created in season ${team.season.seasonNumber}.`, { tone: 'success' });
        close();
      },
      onError: (failure) => setError(createFailureText(failure, DATA_LOGIN_REQUIRED.create, CREATE_FAILED)),
    });
  };

  return (
    <FormDialog
      open={open}
      title="Create Team"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Team"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <TextField
        label="Name"
        value={draft.name}
        onChange={(e) => set('name')(e.target.value)}
        autoComplete="off"
        required
      />
      <FieldRow>
        <SelectField
          label="Season Number"
          value={draft.season}
          onChange={set('season')}
          placeholder="Select a season"
          options={seasonNumberOptions(seasons)}
          required
        />
        <SelectField
          label="Placement"
          value={draft.placement}
          onChange={set('placement')}
          options={placementOptions()}
        />
      </FieldRow>
      <TextField
        label="Logo URL (optional)"
        type="url"
        inputMode="url"
        value={draft.logoUrl}
        onChange={(e) => set('logoUrl')(e.target.value)}
        placeholder="https://…"
        error={urlError}
      />
    </FormDialog>
  );
}
