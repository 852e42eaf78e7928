import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom; a Close button is always in the corner. */
  actions?: ReactNode;
  tone?: 'default' | 'danger';
  /** 'wide' for forms with tables or several columns (up to 960 px). */
  size?: 'default' | 'wide';
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside and makes the page inert, Escape closes
 * it, and focus goes back to whatever was focused before it opened.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  tone = 'default',
  size = 'default',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        previous?.focus();
      };
    }
  }, [open]);

  // A click on the backdrop lands on the dialog element itself (keyboard users have Escape).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-tone={tone}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close dialog">
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {actions && <footer className={styles.actions}>{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
