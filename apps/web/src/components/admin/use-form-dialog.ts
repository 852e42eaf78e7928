import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useFormSubmit } from '../form/use-form-submit.ts';
import type { ZodForm } from '../form/use-zod-form.ts';

interface FormDialogOptions<TValues extends FieldValues, TAnswer> {
  /** What the form goes back to after a success (and after Cancel, unless `keepOnCancel`). */
  empty: TValues | (() => TValues);
  onClose: () => void;
  /** Cancel only clears the messages, so the dialog opens again with what was typed. */
  keepOnCancel?: boolean;
  /** The success toast's text. */
  success: (answer: TAnswer) => string;
  /** The banner's text for a refused request. */
  failure: (error: unknown) => string;
  /** The server's error path → the form's field name, where they differ. */
  fieldOf?: (path: string) => string | null;
}

/**
 * A create or import dialog's form, mutation and closing, as FormDialog takes them (`<FormDialog {...dialog}>`):
 * a success says so in a toast, empties the form and closes; Cancel closes, emptying the form too unless
 * `keepOnCancel`; the dialog is busy while the request runs.
 */
export function useFormDialog<TValues extends FieldValues, TBody, TAnswer>(
  form: ZodForm<TValues, TBody>,
  mutation: UseMutationResult<TAnswer, Error, TBody>,
  { empty, onClose, keepOnCancel = false, success, failure, fieldOf }: FormDialogOptions<TValues, TAnswer>,
) {
  const finish = () => {
    form.reset(typeof empty === 'function' ? empty() : empty);
    mutation.reset();
    onClose();
  };
  const cancel = () => {
    form.clearErrors();
    onClose();
  };
  const onSubmit = useFormSubmit(form, mutation, { success, failure, fieldOf, done: finish });
  return { form, onSubmit, onClose: keepOnCancel ? cancel : finish, busy: mutation.isPending };
}
