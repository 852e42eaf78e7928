/**
 * GET /api/players and GET /api/stats are built page by page and written straight to JSON text (ADR 31):
 * on a seeded demo league their bytes must be those of the one-shot build (every row at once) encoded by
 * the route serializer the paths used before, for the whole list, a filtered one and a URL the cache does
 * not keep.
 */
import { brotliDecompressSync } from 'node:zlib';
import { PlayerListItemSchema } from '@league/shared/schemas/players';
import { StatEntrySchema } from '@league/shared/schemas/stats';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import type { PlayerFilter } from '../src/features/players/queries.ts';
import { readFullPlayers } from '../src/features/players/service.ts';
import { listStatEntries } from '../src/features/stats/queries.ts';
import { STAT_ENTRIES_PAGE_SIZE } from '../src/features/stats/service.ts';
import { weakEtagOf } from '../src/lib/http-cache.ts';
import type { PageParams } from '../src/lib/paging.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({
  setUp: (app) => seedDemo(app.db, { scale: 1, now: new Date('2026-03-01T12:00:00Z') }),
});

const encodeList = serializerCompiler({
  schema: z.array(PlayerListItemSchema),
  method: 'GET',
  url: '/api/players',
  httpStatus: '200',
});

/** What the route answered before: every player's lines and games in one build, encoded by zod. */
async function oneShot(filter: PlayerFilter, page: PageParams) {
  const list = await readFullPlayers(t.db, filter, page, Number.POSITIVE_INFINITY);
  const items = [];
  for await (const part of list.pages) items.push(...part);
  return { text: encodeList(items), total: list.total, count: items.length };
}

describe('GET /api/players built page by page', () => {
  it('answers the bytes of the one-shot build, in every coding, with its ETag and total', async () => {
    const expected = await oneShot({}, {});
    // A real league: hundreds of players over several pages, megabytes of lines with their games.
    expect(expected.count).toBeGreaterThan(250);
    expect(expected.text.length).toBeGreaterThan(2_000_000);
    const plain = await t.app.inject({ url: '/api/players' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(expected.text);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['x-total-count']).toBe(String(expected.total));
    expect(plain.headers.etag).toBe(weakEtagOf(expected.text));
    const br = await t.app.inject({ url: '/api/players', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected.text);
  });

  it('answers a filtered page and an uncached URL the same bytes as the one-shot build', async () => {
    const expected = await oneShot({ seasonNumber: 2 }, { limit: 150, offset: 7 });
    expect(expected.count).toBeGreaterThan(100);
    const paged = await t.app.inject({ url: '/api/players?seasonNumber=2&limit=150&offset=7' });
    expect(paged.body).toBe(expected.text);
    expect(paged.headers['x-total-count']).toBe(String(expected.total));
    const uncached = await t.app.inject({ url: '/api/players?seasonNumber=2&limit=150&offset=7&refresh=1' });
    expect(uncached.body).toBe(expected.text);
    expect(uncached.headers['x-total-count']).toBe(String(expected.total));
    const none = await t.app.inject({ url: '/api/players?q=nobody-has-this-name' });
    expect(none.body).toBe('[]');
    expect(none.headers['x-total-count']).toBe('0');
  });
});

const encodeStats = serializerCompiler({
  schema: z.array(StatEntrySchema),
  method: 'GET',
  url: '/api/stats',
  httpStatus: '200',
});

describe('GET /api/stats built page by page', () => {
  it('answers the bytes of the one-shot read of every line, across pages, with its total', async () => {
    const all = await listStatEntries(t.db, {}, {});
    // More lines than a page: the answer crosses at least one keyset page boundary.
    expect(all.items.length).toBeGreaterThan(STAT_ENTRIES_PAGE_SIZE);
    const expected = encodeStats(all.items);
    const res = await t.app.inject({ url: '/api/stats' });
    expect(res.body).toBe(expected);
    expect(res.headers['x-total-count']).toBe(String(all.total));
    expect(res.headers.etag).toBe(weakEtagOf(expected));
    const uncached = await t.app.inject({ url: '/api/stats?refresh=2' });
    expect(uncached.body).toBe(expected);
    // Compressed per request on the way out (app.ts: brotli with a small window), the same text.
    const uncachedBr = await t.app.inject({
      url: '/api/stats?refresh=3',
      headers: { 'accept-encoding': 'br' },
    });
    expect(uncachedBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(uncachedBr.rawPayload).toString()).toBe(expected);
  });

  it('answers a filtered list and a paged one as before', async () => {
    const filtered = await listStatEntries(t.db, { q: 'a' }, {});
    expect(filtered.items.length).toBeGreaterThan(10);
    const res = await t.app.inject({ url: '/api/stats?q=a' });
    expect(res.body).toBe(encodeStats(filtered.items));
    expect(res.headers['x-total-count']).toBe(String(filtered.total));
    const page = await listStatEntries(t.db, {}, { limit: 50, offset: 20 });
    const paged = await t.app.inject({ url: '/api/stats?limit=50&offset=20' });
    expect(paged.body).toBe(encodeStats(page.items));
    expect(paged.headers['x-total-count']).toBe(String(page.total));
  });
});
