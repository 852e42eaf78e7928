/** Form checks with the API's own zod schemas (the portal's forms validate with what the server uses). */

type SafeParser = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** The distinct messages of a failed schema check (the forms reuse the API's own zod schemas). */
export function schemaProblems(schema: SafeParser, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** The first message of a failed schema check, or null when the value passes. */
export function schemaProblem(schema: SafeParser, value: unknown): string | null {
  return schemaProblems(schema, value)[0] ?? null;
}
