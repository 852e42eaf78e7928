/**
 * Reading answers in route tests: the ids of a list, and the messages of a validation error
 * (`{ errors: [{ path, message }] }`, lib/errors.ts), in the order the API gave them.
 */
import { expect } from 'vitest';

export const ids = (body: { id: number }[]): number[] => body.map((row) => row.id);

export const messages = (res: { json(): { errors?: { message: string }[] } }): string[] =>
  (res.json().errors ?? []).map((error) => error.message);

/** Checks a refused body: 400 `Validation failed` with exactly these field messages, in this order. */
export function expectValidationFailed(
  res: { statusCode: number; json(): { message?: string; errors?: { message: string }[] } },
  expected: string[],
): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Validation failed');
  expect(messages(res)).toEqual(expected);
}
