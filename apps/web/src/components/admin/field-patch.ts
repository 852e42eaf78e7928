/**
 * Turns one edited cell into a PATCH body with the same zod schema the server validates with, so a bad value
 * is refused in the browser with the server's own message (docs/product/portal.md#inline-editing: changed
 * fields only).
 */
import type { z } from 'zod';

export type FieldPatch<T> = { ok: true; body: T } | { ok: false; message: string };

/** The first issue's message of a failed parse. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid value';
}

/** Parses `{[field]: value}` with a PATCH body schema. */
export function parseFieldPatch<S extends z.ZodType>(
  schema: S,
  field: string,
  value: unknown,
): FieldPatch<z.output<S>> {
  const result = schema.safeParse({ [field]: value });
  return result.success ? { ok: true, body: result.data } : { ok: false, message: firstIssue(result.error) };
}

/** The message for an inline editor's `validate`, or null when the value is acceptable. */
export function fieldProblem<S extends z.ZodType>(schema: S, field: string, value: unknown): string | null {
  const parsed = parseFieldPatch(schema, field, value);
  return parsed.ok ? null : parsed.message;
}

/**
 * The fields whose values differ between two objects (docs/product/portal.md#inline-editing: PATCH only what
 * changed).
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== undefined && after[key] !== before[key]) changes[key] = after[key];
  }
  return changes;
}
