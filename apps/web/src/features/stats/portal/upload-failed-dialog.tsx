import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import styles from './upload-dialogs.module.css';

/**
 * The 'Upload Failed' modal (docs/product/stat-uploads.md#upload-csv, docs/product/stat-uploads.md#errors):
 * the server's message, one line per problem.
 */
export function UploadFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const lines = (message ?? '').split('\n').filter(Boolean);
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title="Upload Failed"
      tone="danger"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <div role="alert">
        {lines.length <= 1 ? (
          <p className={styles.message}>{lines[0]}</p>
        ) : (
          <>
            <p className={styles.message}>{lines[0]}</p>
            <ul className={styles.list}>
              {lines.slice(1).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.note}>Nothing was saved. Correct the sheet and upload it again.</p>
      </div>
    </Dialog>
  );
}
