import { PLAYER_BIO_MAX_LENGTH } from '@league/shared/domain/player-claims';
import { type PlayerClaim, PlayerOwnerBodySchema } from '@league/shared/schemas/player-claims';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FormBody, FormSelectField, FormTextAreaField } from '../../../components/form/form-fields.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { formSchema, useZodForm } from '../../../components/form/use-zod-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useClaimPlayerPage,
  useMyPlayerClaim,
  useUpdatePlayerOwner,
  useWithdrawPlayerClaim,
} from '../../players/api/player-claims-api.ts';
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
function OwnerForm({ claim }: { claim: PlayerClaim }) {
  const teams = useSeasonTeams(SETTINGS.currentSeason);
  const update = useUpdatePlayerOwner();
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

/**
 * The profile's player page (docs/product/players.md#claimed-player-pages): the member's claim (confirmed:
 * the page and its bio and team; pending: waiting for staff), else the page their Roblox account matches,
 * else how to get there.
 */
export function PlayerPageSection({ token }: { token: string }) {
  const mine = useMyPlayerClaim(token);
  const claim = useClaimPlayerPage();
  const withdraw = useWithdrawPlayerClaim();
  const data = mine.data;
  const failure = claim.error ?? withdraw.error;
  return (
    <section className={styles.card} aria-labelledby="player-page-heading">
      <div className={styles.sectionHead}>
        <h2 id="player-page-heading" className={styles.sectionTitle}>
          Your player page
        </h2>
        {data?.claim?.status === 'confirmed' && (
          <Badge tone="success">
            <BadgeCheck size={14} aria-hidden="true" /> Verified
          </Badge>
        )}
        {data?.claim?.status === 'pending' && <Badge tone="warning">Waiting for staff</Badge>}
      </div>
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      {mine.isPending && <p className={styles.muted}>Loading...</p>}
      {mine.isError && <Alert tone="error">{errorMessage(mine.error)}</Alert>}
      {data?.claim && (
        <>
          <p>
            <Link to={paths.player(data.claim.player.id)}>{data.claim.player.name}</Link>
            {data.claim.status === 'pending' && (
              <span className={styles.muted}> — your claim is waiting for staff to confirm it.</span>
            )}
          </p>
          {data.claim.status === 'confirmed' && <OwnerForm key={data.claim.id} claim={data.claim} />}
          <Button
            variant="ghost"
            size="sm"
            disabled={withdraw.isPending}
            onClick={() => data.claim && withdraw.mutate(data.claim.player.id)}
          >
            {data.claim.status === 'pending' ? 'Withdraw claim' : 'Give up this page'}
          </Button>
        </>
      )}
      {data && !data.claim && data.matchingPlayer && (
        <div className={styles.claimOffer}>
          <p>
            Your Roblox account <strong>{data.robloxUsername}</strong> is the player{' '}
            <Link to={paths.player(data.matchingPlayer.id)}>{data.matchingPlayer.name}</Link>.
          </p>
          <Button
            disabled={claim.isPending}
            onClick={() => data.matchingPlayer && claim.mutate(data.matchingPlayer.id)}
          >
            {claim.isPending ? 'Claiming…' : 'Claim this page'}
          </Button>
        </div>
      )}
      {data && !data.claim && !data.matchingPlayer && (
        <p className={styles.muted}>
          {data.robloxUsername
            ? `No player is named ${data.robloxUsername}. Open your player page and use "Claim this page": staff will confirm it.`
            : 'Link your Roblox account above to claim your player page.'}
        </p>
      )}
    </section>
  );
}
