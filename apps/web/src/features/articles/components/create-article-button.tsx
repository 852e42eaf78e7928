import { PenLine } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useArticleEntry } from '../use-article-entry.ts';
import styles from './create-article-button.module.css';

/**
 * The Create Article button with its entry rule and 3-second refusal message
 * (docs/product/articles.md#writing-an-article).
 */
export function CreateArticleButton({ initialRefusal }: { initialRefusal?: string | null }) {
  const { refusal, enter, showRefusal } = useArticleEntry();

  useEffect(() => {
    if (initialRefusal) showRefusal(initialRefusal);
  }, [initialRefusal, showRefusal]);

  return (
    <div className={styles.wrap}>
      <Button onClick={enter}>
        <PenLine size={18} aria-hidden="true" />
        Create Article
      </Button>
      <p className={styles.refusal} role="status">
        {refusal}
      </p>
    </div>
  );
}
