import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmOptions {
  /** The question, word for word from docs/product, e.g. 'Are you sure you want to delete this award?'. */
  message: string;
  /** What the action will touch, shown under the question (e.g. the matches and webhooks of a chat post). */
  details?: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletions: a red confirm button and a red top edge. */
  tone?: 'default' | 'danger';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * One accessible confirmation dialog for the whole portal (never window.confirm): `await confirm({...})`
 * answers true on Confirm, false on Cancel, Escape, the close button or a backdrop click.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);
  // Keeps the last question on screen while the dialog closes.
  const lastOptions = useRef<ConfirmOptions>({ message: '' });

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces a first one that was never answered.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        lastOptions.current = options;
        setQuestion(options);
      }),
    [],
  );

  const settle = useCallback((answer: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setQuestion(null);
    resolve?.(answer);
  }, []);
  const cancel = useCallback(() => settle(false), [settle]);

  const options = question ?? lastOptions.current;
  const tone = options.tone ?? 'default';
  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext value={value}>
      {children}
      <Dialog
        open={question !== null}
        onClose={cancel}
        title={options.title ?? (tone === 'danger' ? 'Confirm deletion' : 'Please confirm')}
        tone={tone}
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {options.cancelLabel ?? 'Cancel'}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => settle(true)}>
              {options.confirmLabel ?? (tone === 'danger' ? 'Delete' : 'Confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.message}>{options.message}</p>
        {options.details}
      </Dialog>
    </ConfirmContext>
  );
}

/** The portal's confirmation: `if (await confirm({ message })) …`. Needs a ConfirmProvider above. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
