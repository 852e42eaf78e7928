/**
 * Reading answers in route tests: the ids of a list, and the messages of a validation error
 * (`{ errors: [{ path, message }] }`, lib/errors.ts), in the order the API gave them.
 */
export const ids = (body: { id: number }[]): number[] => body.map((row) => row.id);

export const messages = (res: { json(): { errors?: { message: string }[] } }): string[] =>
  (res.json().errors ?? []).map((error) => error.message);
