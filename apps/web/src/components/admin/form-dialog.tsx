import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import styles from './form-dialog.module.css';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** Label while the request runs; the form cannot be sent twice or closed meanwhile. */
  busyLabel?: string;
  busy?: boolean;
  /** The validation or server message, shown above the fields. */
  error?: ReactNode;
  /** Disables the submit button (e.g. nothing valid to send yet). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A create/import modal: a form in the portal's dialog with Cancel and a submit button that shows progress. */
export function FormDialog(props: FormDialogProps) {
  const formId = useId();
  const { busy = false } = props;
  const close = () => {
    if (!busy) props.onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={props.title}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || props.submitDisabled}>
            {busy && <LoaderCircle size={16} className={styles.spinner} aria-hidden="true" />}
            {busy ? (props.busyLabel ?? 'Saving…') : props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {props.error && <Alert tone="error">{props.error}</Alert>}
        {props.children}
      </form>
    </Dialog>
  );
}

/** Two fields side by side on wider screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
