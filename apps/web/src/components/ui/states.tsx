import { RotateCcw, SearchX, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './states.module.css';

/** The designed empty state: the page's documented text plus a way forward. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={styles.state}>
      <SearchX size={32} aria-hidden="true" className={styles.icon} />
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}

/** Load failures read 'Error: {message}' (docs/product/site.md#errors), with a retry when one makes sense. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <TriangleExclamationPoint size={32} aria-hidden="true" className={styles.danger} />
      <p className={styles.message}>Error: {message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw size={16} aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}
