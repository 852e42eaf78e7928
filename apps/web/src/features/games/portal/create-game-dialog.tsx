import { CreateGameBodySchema, REQUIRED_FIELDS } from '@league/shared/schemas/games-writes';
import type { Season } from '@league/shared/schemas/seasons';
import { useState } from 'react';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { schemaProblems } from '../../../components/admin/schema-problems.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { seasonIdOptions } from '../../seasons/api/season-choices-api.ts';
import { useSeasonTeams } from '../../teams/api/teams-admin-api.ts';
import { useCreateGame } from '../api/games-admin-api.ts';
import { CREATE_GAME_FAILED, fromLocalInput, parseScore } from './game-edit-values.ts';

interface Draft {
  name: string;
  seasonId: string;
  stage: string;
  team1: string;
  team2: string;
  team1Score: string;
  team2Score: string;
  date: string;
  videoUrl: string;
}

const EMPTY: Draft = {
  name: '',
  seasonId: '',
  stage: '',
  team1: '',
  team2: '',
  team1Score: '0',
  team2Score: '0',
  date: '',
  videoUrl: '',
};

/**
 * Required fields first as the alert of docs/product/games.md#rules-and-constants, then any other problem (a
 * bad score or URL).
 */
function problemText(problems: string[]): string | null {
  if (problems.length === 0) return null;
  const ordered = problems.includes(REQUIRED_FIELDS)
    ? [REQUIRED_FIELDS, ...problems.filter((p) => p !== REQUIRED_FIELDS)]
    : problems;
  return ordered.join(' ');
}

/**
 * 'Create Game' (docs/product/games.md#games-in-the-portal, docs/product/games.md#rules-and-constants,
 * docs/product/games.md#api): name, season (sent as its id), stage, both teams chosen among that season's
 * teams, scores, date and an optional video, sent to POST /api/games/createByNames.
 */
export function CreateGameDialog(props: { open: boolean; onClose: () => void; seasons: readonly Season[] }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateGame();
  const { showToast } = useToast();
  const season = props.seasons.find((s) => String(s.id) === draft.seasonId) ?? null;
  const teams = useSeasonTeams(season?.seasonNumber ?? null);
  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.name, label: t.name }));
  const teamPlaceholder =
    season === null ? 'Select a season first' : teams.isPending ? 'Loading teams…' : 'Select a team';

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((d) =>
      field === 'seasonId' ? { ...d, seasonId: value, team1: '', team2: '' } : { ...d, [field]: value },
    );
  const close = () => {
    setDraft(EMPTY);
    setError(null);
    create.reset();
    props.onClose();
  };

  const submit = () => {
    const body = {
      name: draft.name,
      seasonId: draft.seasonId ? Number(draft.seasonId) : undefined,
      teamNames: [draft.team1, draft.team2],
      team1Score: parseScore(draft.team1Score) ?? undefined,
      team2Score: parseScore(draft.team2Score) ?? undefined,
      date: fromLocalInput(draft.date) ?? '',
      videoUrl: draft.videoUrl.trim() || null,
      stage: draft.stage,
    };
    const problems = schemaProblems(CreateGameBodySchema, {
      ...body,
      team1Score: draft.team1Score.trim() === '' ? undefined : (body.team1Score ?? -1),
      team2Score: draft.team2Score.trim() === '' ? undefined : (body.team2Score ?? -1),
    });
    if (draft.team1 && draft.team1 === draft.team2) problems.push('The two teams must be different');
    const text = problemText(problems);
    setError(text);
    if (text) return;
    create.mutate(CreateGameBodySchema.parse(body), {
      onSuccess: (game) => {
        showToast(`Game ${game.name ?? game.id} created.`, { tone: 'success' });
        close();
      },
      onError: (failure) =>
        setError(createFailureText(failure, DATA_LOGIN_REQUIRED.create, CREATE_GAME_FAILED)),
    });
  };

  return (
    <FormDialog
      open={props.open}
      title="Create Game"
      onClose={close}
      onSubmit={submit}
      submitLabel="Create Game"
      busyLabel="Creating…"
      busy={create.isPending}
      error={error}
    >
      <TextField
        label="Name"
        value={draft.name}
        onChange={(e) => set('name')(e.target.value)}
        autoComplete="off"
      />
      <FieldRow>
        <SelectField
          label="Season"
          value={draft.seasonId}
          onChange={set('seasonId')}
          placeholder="Select a season"
          options={seasonIdOptions(props.seasons)}
        />
        <SelectField
          label="Stage"
          value={draft.stage}
          onChange={set('stage')}
          placeholder="Select a stage"
          options={STAGE_OPTIONS}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Team 1"
          value={draft.team1}
          onChange={set('team1')}
          placeholder={teamPlaceholder}
          options={teamOptions}
          disabled={season === null}
        />
        <SelectField
          label="Team 2"
          value={draft.team2}
          onChange={set('team2')}
          placeholder={teamPlaceholder}
          options={teamOptions}
          disabled={season === null}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Team 1 Score"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.team1Score}
          onChange={(e) => set('team1Score')(e.target.value)}
        />
        <TextField
          label="Team 2 Score"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.team2Score}
          onChange={(e) => set('team2Score')(e.target.value)}
        />
      </FieldRow>
      <TextField
        label="Date"
        type="datetime-local"
        value={draft.date}
        onChange={(e) => set('date')(e.target.value)}
        hint="Your local time."
      />
      <TextField
        label="Video URL (optional)"
        type="url"
        inputMode="url"
        value={draft.videoUrl}
        onChange={(e) => set('videoUrl')(e.target.value)}
        placeholder="https://…"
      />
    </FormDialog>
  );
}
