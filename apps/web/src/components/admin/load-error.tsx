import { RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import styles from './load-error.module.css';

/** A list that failed to load: the exact text given (e.g. 'Error: …' or 'Error 403') and a Retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <TriangleExclamationPoint size={20} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw size={14} aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}
