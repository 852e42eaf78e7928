import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { findFollow, useCreateFollow, useDeleteFollow, useFollows } from '../api/follows-api.ts';
import styles from './follow-star.module.css';

import type { FollowStarProps, FollowTarget } from './follow-star.tsx';

const nameOf = (target: FollowTarget) => (target.kind === 'team' ? target.team : target.name);

/** The follow star (follow-star.tsx), with its reads and writes of the member's follows. */
export function FollowStarView({ target, compact = false, membersOnly = false }: FollowStarProps) {
  const { token } = useSession();
  const follows = useFollows();
  const create = useCreateFollow();
  const remove = useDeleteFollow();
  const { showToast } = useToast();
  const name = nameOf(target);
  const following = findFollow(follows.data, target);
  const label = following ? `Unfollow ${name}` : `Follow ${name}`;
  const text = following ? 'Following' : 'Follow';

  if (!token && membersOnly) return null;
  if (!token)
    return (
      <Link
        to={paths.login()}
        className={styles.star}
        aria-label={`Log in to follow ${name}`}
        title={`Log in to follow ${name}`}
      >
        <Star size={16} aria-hidden="true" />
        {!compact && <span>Follow</span>}
      </Link>
    );

  const busy = create.isPending || remove.isPending || follows.isPending;
  const toggle = () => {
    const onError = (error: unknown) =>
      showToast(errorMessage(error, 'Could not change the follow'), { tone: 'error' });
    if (following)
      remove.mutate(following.id, {
        onSuccess: () => showToast(`Unfollowed ${name}.`, { tone: 'success' }),
        onError,
      });
    else
      create.mutate(
        target.kind === 'team'
          ? { kind: 'team', team: target.team }
          : { kind: 'player', playerId: target.playerId },
        {
          onSuccess: () => showToast(`Following ${name}.`, { tone: 'success' }),
          onError,
        },
      );
  };
  return (
    <button
      type="button"
      className={styles.star}
      data-on={following ? 'true' : 'false'}
      aria-pressed={Boolean(following)}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={toggle}
    >
      <Star size={16} aria-hidden="true" fill={following ? 'currentColor' : 'none'} />
      {!compact && <span>{text}</span>}
    </button>
  );
}
