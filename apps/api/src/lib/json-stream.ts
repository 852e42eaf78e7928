/**
 * Whole-league lists answered as a stream of JSON text, page by page (ADR 31): each page of rows is
 * read by bounded queries, written by the schema's JSON writer (lib/json-writer.ts) and let go before
 * the next one is read. The public read cache compresses the stream as it comes; a URL the cache does
 * not keep is compressed on the way out by @fastify/compress.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Pages of a list with its total (the X-Total-Count of docs/product/api-contract.md#lists-and-paging). */
export interface PagedList<T> {
  total: number;
  pages: AsyncIterable<readonly T[]>;
}

async function* arrayText<T>(pages: AsyncIterable<readonly T[]>, write: (item: T) => string) {
  let first = true;
  yield Buffer.from('[');
  for await (const page of pages) {
    let text = '';
    for (const item of page) {
      text += (first ? '' : ',') + write(item);
      first = false;
    }
    if (text) yield Buffer.from(text);
  }
  yield Buffer.from(']');
}

/**
 * Puts the total in X-Total-Count and answers the list as a JSON array written page by page: the same
 * bytes as the route's serializer would give for the whole array, with the same content type.
 */
export function sendJsonPages<T>(
  reply: FastifyReply,
  list: PagedList<T>,
  write: (item: T) => string,
): FastifyReply {
  reply.header('X-Total-Count', String(list.total));
  reply.type('application/json; charset=utf-8');
  return reply.send(Readable.from(arrayText(list.pages, write), { objectMode: false }));
}
