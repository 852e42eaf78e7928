import type { PlayerOwner } from '@league/shared/schemas/player-claims';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths, teamPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useClaimPlayerPage } from '../api/player-claims-api.ts';
import styles from './player-owner.module.css';

/** The verified mark of a claimed page, beside the player's name. */
export function VerifiedMark({ owner }: { owner: PlayerOwner }) {
  return (
    <span className={styles.verified} title={`Verified: this page belongs to the member ${owner.username}`}>
      <BadgeCheck size={18} aria-hidden="true" />
      Verified
    </span>
  );
}

/** What the owner wrote, and the team they support (docs/product/players.md#claimed-player-pages). */
function OwnerNote({ owner }: { owner: PlayerOwner }) {
  if (!owner.bio && !owner.supportedTeam) return null;
  return (
    <section className={styles.note} aria-label="From the player">
      {owner.bio && <p className={styles.bio}>{owner.bio}</p>}
      {owner.supportedTeam && (
        <p className={styles.supports}>
          Supports{' '}
          <Link to={teamPath(owner.supportedTeam.name, owner.supportedTeam.seasonNumber)}>
            {owner.supportedTeam.name}
          </Link>
        </p>
      )}
      <p className={styles.signed}>— {owner.username}</p>
    </section>
  );
}

/** "Is this you?" for a signed-in member on a page nobody owns yet. */
function ClaimThisPage({ playerId }: { playerId: number }) {
  const claim = useClaimPlayerPage();
  if (claim.data) {
    return (
      <Alert tone="success">
        {claim.data.status === 'confirmed'
          ? 'This page is now yours. Add a bio and your team from your profile.'
          : 'Your claim is waiting for staff to confirm it.'}
      </Alert>
    );
  }
  return (
    <div className={styles.claim}>
      <span className={styles.claimText}>Is this you?</span>
      <Button variant="secondary" size="sm" disabled={claim.isPending} onClick={() => claim.mutate(playerId)}>
        {claim.isPending ? 'Claiming…' : 'Claim this page'}
      </Button>
      {claim.isError && (
        <Alert tone="error">
          {errorMessage(claim.error)} <Link to={paths.profile()}>Your profile</Link>
        </Alert>
      )}
    </div>
  );
}

/** The owner's note on a claimed page, or the claim offer on an unclaimed one (members only). */
export function PlayerOwnerSection({ playerId, owner }: { playerId: number; owner: PlayerOwner | null }) {
  const { token } = useSession();
  if (owner) return <OwnerNote owner={owner} />;
  return token ? <ClaimThisPage playerId={playerId} /> : null;
}
