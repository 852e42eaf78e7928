import { CreateGameBodySchema } from '@league/shared/schemas/games-admin';
import type { Season } from '@league/shared/schemas/seasons';
import { useWatch } from 'react-hook-form';
import { createFailureText, DATA_LOGIN_REQUIRED } from '../../../components/admin/admin-request.ts';
import { FieldRow, FormDialog } from '../../../components/admin/form-dialog.tsx';
import { STAGE_OPTIONS } from '../../../components/admin/stage-options.ts';
import { useFormDialog } from '../../../components/admin/use-form-dialog.ts';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { seasonIdOptions } from '../../seasons/api/season-choices-api.ts';
import { useSeasonTeams } from '../../teams/api/teams-admin-api.ts';
import { useCreateGame } from '../api/games-admin-api.ts';
import { CREATE_GAME_FAILED, fromLocalInput, parseScore } from './game-edit-values.ts';

const EMPTY = {
  name: '',
  seasonId: '',
  stage: '',
  teamNames: ['', ''] as [string, string],
  team1Score: '0',
  team2Score: '0',
  date: '',
  videoUrl: '',
};
type GameForm = typeof EMPTY;

export const TEAMS_DIFFER = 'The two teams must be different';

/** A blank score is left out (the schema's default 0); anything but a whole number fails the schema. */
const scoreOf = (text: string) => (text.trim() === '' ? undefined : (parseScore(text) ?? -1));

/** The typed game as the POST /api/games/createByNames body; the date is local time sent as UTC. */
const GameFormSchema = formSchema(
  (form: GameForm) => ({
    name: form.name,
    seasonId: form.seasonId ? Number(form.seasonId) : undefined,
    teamNames: form.teamNames,
    team1Score: scoreOf(form.team1Score),
    team2Score: scoreOf(form.team2Score),
    date: fromLocalInput(form.date) ?? '',
    videoUrl: form.videoUrl.trim() || null,
    stage: form.stage,
  }),
  CreateGameBodySchema.refine((body) => !(body.teamNames[0] && body.teamNames[0] === body.teamNames[1]), {
    message: TEAMS_DIFFER,
    path: ['teamNames', 1],
    // Said alongside any other problem, not only once the rest is right.
    when: () => true,
  }),
);

/**
 * 'Create Game' (docs/product/games.md#games-in-the-portal, docs/product/games.md#rules-and-constants,
 * docs/product/games.md#api): name, season (sent as its id), stage, both teams chosen among that season's
 * teams, scores, date and an optional video, sent to POST /api/games/createByNames.
 */
export function CreateGameDialog(props: { open: boolean; onClose: () => void; seasons: readonly Season[] }) {
  const form = useZodForm({ schema: GameFormSchema, defaultValues: EMPTY });
  const { control } = form;
  const create = useCreateGame();
  const seasonId = useWatch({ control, name: 'seasonId' });
  const season = props.seasons.find((s) => String(s.id) === seasonId) ?? null;
  const teams = useSeasonTeams(season?.seasonNumber ?? null);
  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.name, label: t.name }));
  const teamPlaceholder =
    season === null ? 'Select a season first' : teams.isPending ? 'Loading teams…' : 'Select a team';

  const dialog = useFormDialog(form, create, {
    empty: EMPTY,
    onClose: props.onClose,
    success: (game) => `Game ${game.name ?? game.id} created.`,
    failure: (error) => createFailureText(error, DATA_LOGIN_REQUIRED.create, CREATE_GAME_FAILED),
  });

  return (
    <FormDialog
      {...dialog}
      open={props.open}
      title="Create Game"
      submitLabel="Create Game"
      busyLabel="Creating…"
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="off" />
      <FieldRow>
        <FormSelectField
          control={control}
          name="seasonId"
          label="Season"
          placeholder="Select a season"
          options={seasonIdOptions(props.seasons)}
          // The teams belong to a season: a new season clears them.
          onChange={() => form.setValue('teamNames', ['', ''])}
        />
        <FormSelectField
          control={control}
          name="stage"
          label="Stage"
          placeholder="Select a stage"
          options={STAGE_OPTIONS}
        />
      </FieldRow>
      <FieldRow>
        {(['Team 1', 'Team 2'] as const).map((label, index) => (
          <FormSelectField
            key={label}
            control={control}
            name={`teamNames.${index as 0 | 1}`}
            label={label}
            placeholder={teamPlaceholder}
            options={teamOptions}
            disabled={season === null}
          />
        ))}
      </FieldRow>
      <FieldRow>
        {(['team1Score', 'team2Score'] as const).map((name, index) => (
          <FormNumberField key={name} control={control} name={name} label={`Team ${index + 1} Score`} />
        ))}
      </FieldRow>
      <FormTextField
        control={control}
        name="date"
        label="Date"
        type="datetime-local"
        hint="Your local time."
      />
      <FormTextField
        control={control}
        name="videoUrl"
        label="Video URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
      />
    </FormDialog>
  );
}
