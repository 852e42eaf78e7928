import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormBody } from './form-fields.tsx';
import type { ZodForm } from './use-zod-form.ts';

interface FormFrameProps<TValues extends FieldValues, TBody>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'> {
  /** The form (useZodForm); its schema checks the fields before onSubmit runs. */
  form: ZodForm<TValues, TBody>;
  /** Runs with the checked body; never while busy. */
  onSubmit: (body: TBody) => unknown;
  /** Runs instead when the check failed, with the failed fields (e.g. to list them in a dialog). */
  onCheckFailed?: (errors: FieldErrors<TValues>) => void;
  busy?: boolean;
  /** Keeps the browser's own check of `required` fields before the schema's (the login form). */
  nativeValidation?: boolean;
  /** Banner content of the form's own, after the form's messages. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The <form> of a useZodForm form, on a page or in a dialog: submitting runs the schema, then `onSubmit`
 * with the checked body; the banner above the fields shows the form's messages (see FormBody).
 */
export function FormFrame<TValues extends FieldValues, TBody>({
  form,
  onSubmit,
  onCheckFailed,
  busy = false,
  nativeValidation = false,
  extra,
  children,
  ...formProps
}: FormFrameProps<TValues, TBody>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void form.handleSubmit(onSubmit, onCheckFailed)(event);
  };
  return (
    <form {...formProps} onSubmit={submit} noValidate={!nativeValidation}>
      <FormBody form={form} extra={extra}>
        {children}
      </FormBody>
    </form>
  );
}
