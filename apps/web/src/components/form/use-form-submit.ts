/**
 * The submit of a portal form that sends its checked body with one mutation: success says so in a toast and
 * finishes (resets and closes); failure shows the failure text above the fields and each error the server
 * ties to a field on that field.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useToast } from '../ui/toast.tsx';
import { showServerFailure, type ZodForm } from './use-zod-form.ts';

interface FormSubmitOptions<TAnswer> {
  /** The success toast's text. */
  success: (answer: TAnswer) => string;
  /** The banner's text for a refused request (login missing, the server's message, a fallback). */
  failure: (error: unknown) => string;
  /** After the toast: reset the form and close. */
  done: () => void;
  /** The server's error path → the form's field name, where they differ. */
  fieldOf?: (path: string) => string | null;
}

export function useFormSubmit<TValues extends FieldValues, TBody, TAnswer>(
  form: ZodForm<TValues, TBody>,
  mutation: UseMutationResult<TAnswer, Error, TBody>,
  { success, failure, done, fieldOf }: FormSubmitOptions<TAnswer>,
): (body: TBody) => void {
  const { showToast } = useToast();
  return (body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        showToast(success(answer), { tone: 'success' });
        done();
      },
      onError: (error) => showServerFailure(form, error, failure(error), fieldOf),
    });
}
