import { CloudOff } from 'lucide-react';
import { useConnectionStatus } from '../../lib/connection-status.ts';
import styles from './offline-note.module.css';

/** The offline note (docs/product/offline.md#pages): says when pages show a kept copy, not live data. */
export function OfflineNote() {
  const { offline, savedCopy } = useConnectionStatus();
  const message = offline
    ? 'Offline: showing pages as they were when you last saw them.'
    : savedCopy
      ? 'Offline copy: the league could not be reached, so this shows what you last saw.'
      : '';
  // The live region stays in the page so that the message is announced when it appears.
  return (
    <div className={styles.note} role="status">
      {message && (
        <p className={styles.text}>
          <CloudOff size={16} aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
