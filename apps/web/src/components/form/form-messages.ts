/**
 * Where a form's validation messages are shown. A message only one field failed with sits under that
 * field; a message several fields share (such as 'Please fill in all required fields') is written once, in
 * the form's banner, and each of those fields points at it. Either way the field itself is marked.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface FieldMessage {
  /** The field's path as react-hook-form names it, e.g. `rows.1.name`. */
  name: string;
  message: string;
}

export interface MessagePlan {
  /** Every failed field with its message, in the order the schema reported them. */
  fields: FieldMessage[];
  /** The messages shared by two or more fields, in first-seen order: these go in the banner. */
  shared: string[];
}

const isFieldError = (value: object): value is { message: string; type: unknown } =>
  'type' in value && typeof (value as { message?: unknown }).message === 'string';

/** The failed fields of react-hook-form's nested errors; form-level (`root`) errors are left out. */
export function fieldMessages<T extends FieldValues>(errors: FieldErrors<T>, prefix = ''): FieldMessage[] {
  const found: FieldMessage[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || !value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) found.push({ name, message: value.message });
    else found.push(...fieldMessages(value as FieldErrors, name));
  }
  return found;
}

/**
 * The form-level messages (react-hook-form's `root.*`), each line on its own: the server's failure text
 * (`root.server`) first, then any a schema reported about the form as a whole (an issue whose path starts
 * with `root`, such as `root.passwords` for a confirmation that differs).
 */
export function formMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const root = (errors.root ?? {}) as Record<string, unknown>;
  const { server, ...others } = root;
  return [server, ...Object.values(others)].flatMap((value) =>
    value && typeof value === 'object' && isFieldError(value)
      ? value.message.split('\n').filter(Boolean)
      : [],
  );
}

export function planMessages<T extends FieldValues>(errors: FieldErrors<T>): MessagePlan {
  const fields = fieldMessages(errors);
  const counts = new Map<string, number>();
  for (const { message } of fields) counts.set(message, (counts.get(message) ?? 0) + 1);
  const shared = [...counts].filter(([, count]) => count > 1).map(([message]) => message);
  return { fields, shared };
}
