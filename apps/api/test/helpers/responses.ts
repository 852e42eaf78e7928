/**
 * Reading answers in route tests: a read's body once it answered 200 (a list's with its X-Total-Count),
 * the ids of a list, and the messages of a validation error (`{ errors: [{ path, message }] }`,
 * lib/errors.ts), in the order the API gave them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: a JSON body, read field by field by the test as res.json() is.
type Json = any;

/** The body of a read, checked to have answered 200. */
export async function bodyOf(answer: Promise<LightMyRequestResponse>): Promise<Json> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The rows of a list read, checked to have answered 200 with `total` in X-Total-Count. */
export async function listOf(answer: Promise<LightMyRequestResponse>, total: number): Promise<Json> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(total));
  return res.json();
}

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
