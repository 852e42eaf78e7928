import { BadgeCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useClaimPlayerPage,
  useMyPlayerClaim,
  useUpdatePlayerOwner,
  useWithdrawPlayerClaim,
} from '../../players/api/player-claims-api.ts';
import styles from './profile-page.module.css';

/**
 * The owner's form shows only on a confirmed claim, below the account's first screen: its code (react-hook-form
 * and zod, a fifth of the profile's download) is asked for once it is to show, so the profile draws without it.
 */
const OwnerForm = lazy(() => import('./owner-form.tsx').then((m) => ({ default: m.OwnerForm })));

/**
 * The profile's player page (docs/product/players.md#claimed-player-pages): the member's claim (confirmed:
 * the page and its bio and team; pending: waiting for staff), else the page their Roblox account matches,
 * else how to get there.
 */
export function PlayerPageSection({ token }: { token: string }) {
  const mine = useMyPlayerClaim(token);
  const claim = useClaimPlayerPage();
  const withdraw = useWithdrawPlayerClaim();
  const update = useUpdatePlayerOwner();
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
          {data.claim.status === 'confirmed' && (
            <Suspense fallback={<p className={styles.muted}>Loading...</p>}>
              <OwnerForm key={data.claim.id} claim={data.claim} update={update} />
            </Suspense>
          )}
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
