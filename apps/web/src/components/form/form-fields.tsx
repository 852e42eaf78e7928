/**
 * The fields of a useZodForm form. Each renders its label, its input and its own message; a failed field
 * is marked (aria-invalid) and names its message with aria-describedby, whether the message sits under it
 * or, shared with other fields, in the banner (see form-messages.ts).
 */
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { SelectField } from '../admin/select-field.tsx';
import { Alert } from '../ui/alert.tsx';
import { TextAreaField, TextField } from '../ui/form-field.tsx';
import { formMessages, planMessages } from './form-messages.ts';
import type { ZodForm } from './use-zod-form.ts';

interface FieldMessageState {
  message: string;
  /** Set when the message is written in the banner: the id of that line. */
  bannerId: string | undefined;
}

interface FormMessages {
  messageOf: (name: string) => FieldMessageState | undefined;
  /** A field says it is on screen, so its message is written under it rather than in the banner. */
  claim: (name: string) => () => void;
}

const FormMessagesContext = createContext<FormMessages | null>(null);

interface FormBodyProps<TValues extends FieldValues, TBody> {
  form: ZodForm<TValues, TBody>;
  /** Banner content of the form's own, after the form's messages (e.g. a list from the server). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The banner and the fields of one form. The banner holds the server's failure text, the messages several
 * fields share, and any message whose field is not on screen; each message is written once.
 */
export function FormBody<TValues extends FieldValues, TBody>({
  form,
  extra,
  children,
}: FormBodyProps<TValues, TBody>) {
  const { errors } = useFormState({ control: form.control });
  const baseId = useId();
  const shown = useRef(new Set<string>());
  const plan = planMessages(errors);
  const bannerLines = [
    ...new Set([
      ...formMessages(errors),
      ...plan.shared,
      ...plan.fields.filter((f) => !shown.current.has(f.name)).map((f) => f.message),
    ]),
  ];
  const lineId = (index: number) => `${baseId}-line-${index}`;
  const byName = new Map(plan.fields.map((f) => [f.name, f.message]));

  const claim = useCallback((name: string) => {
    shown.current.add(name);
    return () => {
      shown.current.delete(name);
    };
  }, []);
  const messages: FormMessages = {
    messageOf: (name) => {
      const message = byName.get(name);
      if (message === undefined) return undefined;
      // A message the banner already says (shared, or the server's own line) is pointed at, not repeated.
      const index = bannerLines.indexOf(message);
      return { message, bannerId: index >= 0 ? lineId(index) : undefined };
    },
    claim,
  };

  return (
    <FormProvider {...form}>
      <FormMessagesContext value={messages}>
        {(bannerLines.length > 0 || extra) && (
          <Alert tone="error">
            {bannerLines.map((line, index) => (
              <p key={line} id={lineId(index)}>
                {line}
              </p>
            ))}
            {extra}
          </Alert>
        )}
        {children}
      </FormMessagesContext>
    </FormProvider>
  );
}

/** The error props of one field: its own message, or a pointer at the banner's line. */
function useFieldMessage(name: string, hint: unknown) {
  const context = useContext(FormMessagesContext);
  const id = useId();
  useEffect(() => context?.claim(name), [context?.claim, name]);
  const state = context?.messageOf(name);
  if (state?.bannerId === undefined) return { id, error: state?.message };
  const describedBy = [hint ? `${id}-hint` : null, state.bannerId].filter(Boolean).join(' ');
  return { id, error: undefined, 'aria-invalid': true, 'aria-describedby': describedBy };
}

interface Bound<TValues extends FieldValues, TBody> {
  control: Control<TValues, unknown, TBody>;
  name: FieldPath<TValues>;
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'id'>;

/**
 * What a bound input needs: the form's value and handlers, and its message props. The field's own
 * `disabled` is left to the caller's props.
 */
function useBound<TValues extends FieldValues, TBody>(
  { control, name }: Bound<TValues, TBody>,
  hint: unknown,
) {
  const { field } = useController({ control, name });
  const message = useFieldMessage(name, hint);
  const { name: fieldName, onChange, onBlur, ref } = field;
  return { name: fieldName, value: field.value ?? '', onChange, onBlur, ref, ...message };
}

export function FormTextField<TValues extends FieldValues, TBody>({
  control,
  name,
  ...props
}: Bound<TValues, TBody> & Unbound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useBound({ control, name }, props.hint)} />;
}

/** A whole number typed in a number input: steps of 1, 0 or more unless `min` says otherwise. */
export function FormNumberField<TValues extends FieldValues, TBody>({
  min = 0,
  ...props
}: Bound<TValues, TBody> & Unbound<ComponentProps<typeof TextField>>) {
  return <FormTextField {...props} type="number" min={min} step={1} inputMode="numeric" />;
}

export function FormTextAreaField<TValues extends FieldValues, TBody>({
  control,
  name,
  ...props
}: Bound<TValues, TBody> & Unbound<ComponentProps<typeof TextAreaField>>) {
  return <TextAreaField {...props} {...useBound({ control, name }, props.hint)} />;
}

/** A select; `onChange` runs after the form took the value (e.g. to clear fields that depend on it). */
export function FormSelectField<TValues extends FieldValues, TBody>({
  control,
  name,
  onChange,
  ...props
}: Bound<TValues, TBody> &
  Unbound<ComponentProps<typeof SelectField>> & { onChange?: (value: string) => void }) {
  const bound = useBound({ control, name }, props.hint);
  return (
    <SelectField
      {...props}
      {...bound}
      onChange={(value) => {
        bound.onChange(value);
        onChange?.(value);
      }}
    />
  );
}

/** A file the user picked, read as text in the browser. */
export interface PickedFile {
  name: string;
  text: string;
}

/**
 * A file picker whose value is the picked file's name and text (null before one is picked). `check`
 * refuses a file with a message, said on the field at once, before any submit.
 */
export function FormFileField<TValues extends FieldValues, TBody>({
  control,
  name,
  check,
  ...props
}: Bound<TValues, TBody> &
  Unbound<ComponentProps<typeof TextField>> & { check?: (file: File) => string | null }) {
  const { field } = useController({ control, name });
  const { setError, clearErrors } = useFormContext<TValues>();
  const message = useFieldMessage(name, props.hint);
  const input = useRef<HTMLInputElement>(null);
  const picked = field.value as PickedFile | null;

  // A reset form forgets the file the browser still shows.
  useEffect(() => {
    if (picked === null && input.current) input.current.value = '';
  }, [picked]);

  const pick = async (file: File | undefined) => {
    field.onChange(null);
    clearErrors(name);
    if (!file) return;
    const refused = check?.(file) ?? null;
    if (refused !== null) return setError(name, { type: 'file', message: refused });
    field.onChange({ name: file.name, text: await file.text() });
  };

  return (
    <TextField
      {...props}
      // TextField passes its other props, ref included, to its <input>.
      {...{ ref: input }}
      type="file"
      name={field.name}
      onBlur={field.onBlur}
      onChange={(event) => void pick(event.target.files?.[0])}
      {...message}
    />
  );
}
