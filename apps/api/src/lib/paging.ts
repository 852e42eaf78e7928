/**
 * `?limit=&offset=` paging for every list (docs/product/api-contract.md#lists-and-paging): the body stays a
 * bare array and the total goes in the X-Total-Count header.
 */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';

export interface PageParams {
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function isPaged(page: PageParams): boolean {
  return page.limit !== undefined || page.offset !== undefined;
}

/** Adds LIMIT / OFFSET to a dynamic select when the client asked for a page. */
export function withPage<T extends PgSelect>(query: T, page: PageParams): T {
  let paged = query;
  if (page.limit !== undefined) paged = paged.limit(page.limit) as T;
  if (page.offset !== undefined) paged = paged.offset(page.offset) as T;
  return paged;
}

/**
 * Loads one page and its total. The count query runs only when it cannot be inferred: an unpaged list is
 * its own total, and so is a short, non-empty last page.
 */
export async function loadPage<T>(
  page: PageParams,
  loadRows: () => Promise<T[]>,
  countRows: () => Promise<number>,
): Promise<Page<T>> {
  const items = await loadRows();
  if (!isPaged(page)) return { items, total: items.length };
  const offset = page.offset ?? 0;
  const shortPage = items.length > 0 && (page.limit === undefined || items.length < page.limit);
  if (shortPage) return { items, total: offset + items.length };
  return { items, total: await countRows() };
}

/** Puts the total in X-Total-Count and answers the bare array. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}

/** Replaces the rows of a page, keeping its total (after embedding relations). */
export function mapPage<T, U>(page: Page<T>, items: U[]): Page<U> {
  return { items, total: page.total };
}
