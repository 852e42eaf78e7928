import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFrame } from '../form/form-frame.tsx';
import type { ZodForm } from '../form/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import styles from './form-dialog.module.css';

interface FormDialogProps<TValues extends FieldValues, TBody> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form (useZodForm); its schema checks the fields before onSubmit runs. */
  form: ZodForm<TValues, TBody>;
  /** Runs with the checked body; never while busy. */
  onSubmit: (body: TBody) => unknown;
  submitLabel: string;
  /** Label while the request runs; the form cannot be sent twice or closed meanwhile. */
  busyLabel?: string;
  busy?: boolean;
  /** Banner content of the dialog's own, after the form's messages. */
  error?: ReactNode;
  /** Disables the submit button (e.g. nothing valid to send yet). */
  submitDisabled?: boolean;
  size?: 'default' | 'wide';
  children: ReactNode;
}

/** A create/import modal: a form in the portal's dialog with Cancel and a submit button that shows progress. */
export function FormDialog<TValues extends FieldValues, TBody>(props: FormDialogProps<TValues, TBody>) {
  const formId = useId();
  const { busy = false, form } = props;
  const close = () => {
    if (!busy) props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={props.title}
      size={props.size ?? 'default'}
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
      <FormFrame
        id={formId}
        className={styles.form}
        form={form}
        onSubmit={props.onSubmit}
        busy={busy}
        extra={props.error}
        aria-busy={busy || undefined}
      >
        {props.children}
      </FormFrame>
    </Dialog>
  );
}

/** Two fields side by side on wider screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
