/**
 * The portal's one way to run a form: react-hook-form holds what is typed, the shared zod schema (the one
 * the API validates with) checks it on submit, so the browser refuses bad input with the server's own
 * messages, and each message lands on the field it is about.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

export type ZodForm<TValues extends FieldValues, TBody> = UseFormReturn<TValues, unknown, TBody>;

/**
 * A schema over what the form holds: `toBody` turns the typed text into the request body the shared
 * schema checks. Name the form's fields as the body's keys, so every issue's path is a field.
 */
export function formSchema<TValues, S extends z.ZodType>(toBody: (values: TValues) => unknown, schema: S) {
  return z.preprocess((values) => toBody(values as TValues), schema);
}

interface ZodFormOptions<TValues extends FieldValues, TBody> {
  /** Checks the values on submit; its output is what the submit handler gets. */
  schema: z.ZodType<TBody>;
  defaultValues: TValues;
}

/**
 * A form checked by `schema` on submit. Messages stay until the next submit (nothing jumps while typing),
 * and the first failed field takes the focus.
 */
export function useZodForm<TValues extends FieldValues, TBody>({
  schema,
  defaultValues,
}: ZodFormOptions<TValues, TBody>): ZodForm<TValues, TBody> {
  return useForm<TValues, unknown, TBody>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    // The resolver's own types want the schema's input to be the form's values; a schema made with
    // formSchema takes anything and maps it, so its input type is unknown.
    resolver: zodResolver(schema as z.ZodType<TBody, TValues>) as unknown as Resolver<
      TValues,
      unknown,
      TBody
    >,
    reValidateMode: 'onSubmit',
  });
}

/** The banner's key among react-hook-form's form-level errors. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Shows a refused request: `banner` (the failure text) above the fields, and each error the server tied to
 * a field (a 400's `errors`, a 409 naming the taken value) on that field. `fieldOf` maps the server's path
 * to the form's field name where they differ; a path that names no field stays in the banner only.
 */
export function showServerFailure<TValues extends FieldValues, TBody>(
  form: ZodForm<TValues, TBody>,
  failure: unknown,
  banner: string,
  fieldOf: (path: string) => string | null = (path) => path,
): void {
  form.setError(SERVER_ERROR, { type: 'server', message: banner });
  if (!(failure instanceof ApiError)) return;
  for (const item of failure.errors) {
    const name = fieldOf(item.path) as Path<TValues> | null;
    // Only paths that hold one typed value: a field's own message needs a field to sit under.
    if (name !== null && typeof form.getValues(name) === 'string') {
      form.setError(name, { type: 'server', message: item.message });
    }
  }
}
