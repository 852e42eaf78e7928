import type { Article } from '@league/shared/schemas/articles';
import { Check, X } from 'lucide-react';
import rowStyles from '../../../components/admin/row-actions.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { moderationActions } from './article-status.ts';

interface ModerationButtonsProps {
  article: Article;
  busy: boolean;
  onDecide: (article: Article, approved: boolean) => void;
}

/** Approve and Reject for one row; each is hidden when the article is already in that state. */
export function ModerationButtons({ article, busy, onDecide }: ModerationButtonsProps) {
  const offered = moderationActions(article.approved);
  return (
    <div className={rowStyles.actions}>
      {offered.approve && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onDecide(article, true)}
          aria-label={`Approve "${article.title}"`}
        >
          <Check size={16} aria-hidden="true" />
          Approve
        </Button>
      )}
      {offered.reject && (
        <Button
          size="sm"
          variant="ghost"
          className={rowStyles.delete}
          disabled={busy}
          onClick={() => onDecide(article, false)}
          aria-label={`Reject "${article.title}"`}
        >
          <X size={16} aria-hidden="true" />
          Reject
        </Button>
      )}
    </div>
  );
}
