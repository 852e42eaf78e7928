import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { deleteFailureText } from './failure-text.ts';
import { useCanDelete } from './portal-actor.ts';
import styles from './row-actions.module.css';

interface DeleteRowButtonProps {
  /**
   * The documented question (docs/product/portal.md#deleting), e.g.
   * 'Are you sure you want to delete this award?'.
   */
  question: string;
  /** Names the row for assistive technology, e.g. 'award 12'. */
  rowLabel: string;
  onDelete: () => Promise<unknown>;
  /** Toast after a successful deletion. */
  doneMessage?: string;
  /** Text shown instead of the button to those who may not delete (docs/product/portal.md#deleting). */
  deniedText?: string;
  /** Only the bin icon (wide tables); the name stays in the label and tooltip. */
  iconOnly?: boolean;
  /** The failure's words before the server's message; 'Delete failed' by default. */
  failedText?: string;
}

/**
 * A row's Delete action: only superadmins get the button (docs/product/portal.md#deleting), others read 'No
 * permission'. The deletion is confirmed first; a failure reads 'Delete failed: {message}'.
 */
export function DeleteRowButton({
  question,
  rowLabel,
  onDelete,
  doneMessage,
  deniedText = 'No permission',
  iconOnly = false,
  failedText,
}: DeleteRowButtonProps) {
  const canDelete = useCanDelete();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  if (!canDelete) return <span className={styles.denied}>{deniedText}</span>;

  const run = async () => {
    if (busy) return;
    if (!(await confirm({ message: question, tone: 'danger' }))) return;
    setBusy(true);
    try {
      await onDelete();
      if (doneMessage) showToast(doneMessage, { tone: 'success' });
    } catch (error) {
      showToast(deleteFailureText(error, failedText), { tone: 'error', durationMs: 12_000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.delete}
      onClick={run}
      disabled={busy}
      aria-label={`Delete ${rowLabel}`}
      title={iconOnly ? 'Delete' : undefined}
    >
      <Trash2 size={16} aria-hidden="true" />
      {!iconOnly && <span className={styles.label}>{busy ? 'Deleting…' : 'Delete'}</span>}
    </Button>
  );
}
