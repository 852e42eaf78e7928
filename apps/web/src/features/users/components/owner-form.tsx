import { PLAYER_BIO_MAX_LENGTH } from '@league/shared/domain/player-claims';
import { type PlayerClaim, PlayerOwnerBodySchema } from '@league/shared/schemas/player-claims';
import { FormBody, FormSelectField, FormTextAreaField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useUpdatePlayerOwner } from '../../players/api/player-claims-api.ts';
import { useSeasonTeams } from '../../teams/api/teams-admin-api.ts';
import styles from './profile-page.module.css';

interface OwnerValues {
  bio: string;
  supportedTeamId: string;
}

const ownerSchema = formSchema(
  (v: OwnerValues) => ({ bio: v.bio, supportedTeamId: v.supportedTeamId === '' ? null : v.supportedTeamId }),
  PlayerOwnerBodySchema,
);

/** The owner's bio and supported team (one of this season's teams, or the one they chose before). */
export function OwnerForm({
  claim,
  update,
}: {
  claim: PlayerClaim;
  /** The section's save of the claim, beside its claim and withdrawal (player-page-section.tsx). */
  update: ReturnType<typeof useUpdatePlayerOwner>;
}) {
  const teams = useSeasonTeams(SETTINGS.currentSeason);
  const form = useZodForm({
    schema: ownerSchema,
    defaultValues: {
      bio: claim.bio ?? '',
      supportedTeamId: claim.supportedTeam ? String(claim.supportedTeam.id) : '',
    },
  });
  const submit = useFormSubmit(form, update, {
    success: () => 'Your player page is updated',
    failure: (error) => errorMessage(error, 'Could not save your player page'),
    done: () => undefined,
  });
  const chosen = claim.supportedTeam;
  const options = [
    ...(chosen && !teams.data?.some((t) => t.id === chosen.id)
      ? [{ value: String(chosen.id), label: `${chosen.name} (Season ${chosen.seasonNumber})` }]
      : []),
    ...(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
  ];
  return (
    <form className={styles.ownerForm} onSubmit={form.handleSubmit(submit)} noValidate>
      <FormBody form={form}>
        <FormTextAreaField
          control={form.control}
          name="bio"
          label="Bio"
          rows={3}
          maxLength={PLAYER_BIO_MAX_LENGTH}
          hint={`Shown on your player page; up to ${PLAYER_BIO_MAX_LENGTH} characters.`}
        />
        <FormSelectField
          control={form.control}
          name="supportedTeamId"
          label="Team you support"
          placeholder="No team"
          options={options}
        />
      </FormBody>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
