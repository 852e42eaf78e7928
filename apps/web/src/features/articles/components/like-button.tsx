import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useLikeStatus } from '../api/like-status.ts';
import { likeErrorMessage, useToggleLike } from '../api/use-toggle-like.ts';
import styles from './like-button.module.css';

interface LikeButtonProps {
  articleId: number;
  likes: number;
}

/** Like / unlike with the count and every message of docs/product/articles.md#errors. */
export function LikeButton({ articleId, likes }: LikeButtonProps) {
  const { token } = useSession();
  const status = useLikeStatus(articleId);
  const toggle = useToggleLike(articleId);
  const [message, setMessage] = useState<string | null>(null);
  const liked = Boolean(token) && status.hasLiked;
  // Until the member's like is known, the button claims neither state: the count may already hold it.
  const known = !token || !status.isLoading;

  function onClick() {
    const action = liked ? 'unlike' : 'like';
    setMessage(null);
    if (!token) {
      setMessage(`You must be logged in to ${action} articles`);
      return;
    }
    toggle.mutate(action, { onError: (error) => setMessage(likeErrorMessage(action, error)) });
  }

  const shown = message ?? status.error;
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={clsx(styles.button, liked && styles.liked)}
        aria-pressed={known ? liked : undefined}
        aria-busy={!known}
        onClick={onClick}
        disabled={toggle.isPending || !known}
      >
        <Heart size={20} aria-hidden="true" className={styles.icon} />
        {known ? (
          <span>{liked ? 'Liked' : 'Like'}</span>
        ) : (
          <span className="visually-hidden">Checking your like</span>
        )}
        <span className={styles.count}>
          {likes}
          <span className="visually-hidden">{likes === 1 ? ' like' : ' likes'}</span>
        </span>
      </button>
      <p className={styles.message} role="status">
        {shown}
      </p>
    </div>
  );
}
