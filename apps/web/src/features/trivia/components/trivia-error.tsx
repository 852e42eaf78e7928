import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { TriviaError as TriviaErrorValue } from '../trivia-state.ts';
import styles from './trivia-error.module.css';

/** An error in a box with a Dismiss button (docs/product/trivia.md#errors). */
export function TriviaError({ error, onDismiss }: { error: TriviaErrorValue; onDismiss: () => void }) {
  return (
    <Alert tone="error" className={styles.box}>
      <div className={styles.row}>
        <div className={styles.text}>
          <p className={styles.message}>{error.message}</p>
          {error.detail && <p className={styles.detail}>{error.detail}</p>}
        </div>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </Alert>
  );
}
