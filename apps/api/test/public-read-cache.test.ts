import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.ts';
import { appendVary, preferredEncoding } from '../src/lib/http-cache.ts';
import { createUser } from './helpers/auth.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const playerUrl = `/api/players/${FX.players.nightowl}`;

describe('public read cache', () => {
  const t = useLeagueApp({ fixtures: true });

  it('answers a repeated read with the same weak ETag, and 304 without a body to If-None-Match', async () => {
    const first = await t.app.inject(playerUrl);
    const second = await t.app.inject(playerUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const revalidated = await t.app.inject({
      url: playerUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves brotli or gzip copies of the same JSON, as the client accepts', async () => {
    const plain = await t.app.inject(playerUrl);
    const br = await t.app.inject({ url: playerUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ url: playerUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps the answer while the data changes behind the API, and drops it on a write through the API', async () => {
    const before = (await t.app.inject(playerUrl)).json<{ name: string }>();
    // A change made outside the API is not seen until the entry expires: proof that the read is cached.
    await t.db.update(players).set({ name: 'Renamed Behind' }).where(eq(players.id, FX.players.nightowl));
    expect((await t.app.inject(playerUrl)).json<{ name: string }>().name).toBe(before.name);

    const patch = await t.as('admin').patch(playerUrl, { name: 'Renamed Through Api' });
    expect(patch.statusCode).toBe(200);
    const renamed = patch.json<{ name: string }>().name;
    expect(renamed).not.toBe(before.name);
    expect((await t.app.inject(playerUrl)).json<{ name: string }>().name).toBe(renamed);
  });

  it('answers concurrent first reads of one URL alike', async () => {
    const url = `/api/players/${FX.players.quickset}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(url)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('keeps the total count header of a cached list page', async () => {
    const url = '/api/players/medium?limit=2&offset=0';
    const first = await t.app.inject(url);
    const second = await t.app.inject(url);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(Number(second.headers['x-total-count'])).toBeGreaterThan(2);
  });

  it('never hands an admin-only article list to a guest', async () => {
    const url = '/api/articles?status=pending';
    const asAdmin = await t.as('admin').get(url);
    expect(asAdmin.statusCode).toBe(200);
    expect((await t.app.inject(url)).statusCode).toBe(401);
  });

  it('does not treat a login as a data change', async () => {
    const url = `/api/players/${FX.players.spikeking}`;
    await t.app.inject(url);
    await t.db.update(players).set({ name: 'Behind Again' }).where(eq(players.id, FX.players.spikeking));
    const user = await createUser(t.db, { password: 'a long password 1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: 'a long password 1' },
    });
    expect(login.statusCode).toBe(200);
    expect((await t.app.inject(url)).json<{ name: string }>().name).not.toBe('Behind Again');
  });

  const stats = () => ({ ...t.app.publicReadCacheStats });

  it('answers every public list and page from the cache after its first request', async () => {
    const urls = [
      '/api/stats',
      '/api/stats/401',
      '/api/games',
      '/api/games/skinny',
      `/api/games/${FX.games.final1}`,
      '/api/seasons',
      '/api/seasons/skinny',
      '/api/seasons/medium',
      `/api/seasons/${FX.seasons.s1.id}`,
      '/api/pages/seasons',
      `/api/pages/seasons/${FX.seasons.s1.id}`,
      `/api/pages/players/${FX.players.nightowl}`,
      '/api/pages/teams/storm-crows',
      '/api/teams/name/storm-crows',
      '/api/teams',
      '/api/teams/skinny',
      '/api/teams/medium',
      '/api/players',
      '/api/awards',
      '/api/awards/skinny',
      `/api/awards/${FX.awards.mvp1}`,
      `/api/awards/player/${FX.players.nightowl}`,
      '/api/matches',
      `/api/matches/season/${FX.seasons.s1.id}`,
      `/api/matches/${FX.matches.r1m1}`,
      '/api/records',
      '/api/counts',
    ];
    for (const url of urls) {
      const first = await t.app.inject(url);
      expect(first.statusCode, url).toBe(200);
      const before = stats();
      const second = await t.app.inject(url);
      expect(stats().hits, url).toBe(before.hits + 1);
      expect(second.body, url).toBe(first.body);
      expect(second.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it('builds a whole list once for concurrent first reads, and drops it on a write through the API', async () => {
    const url = '/api/stats?limit=200';
    const before = stats();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ url, headers: { 'accept-encoding': 'br' } })),
    );
    expect(stats().misses).toBe(before.misses + 1);
    expect(stats().hits).toBe(before.hits + 7);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);

    const patch = await t.as('admin').patch('/api/stats/401', { digs: 77 });
    expect(patch.statusCode).toBe(200);
    const lines = (await t.app.inject(url)).json<Array<{ id: number; digs: number }>>();
    expect(lines.find((line) => line.id === 401)?.digs).toBe(77);
  });

  it('serves brotli and gzip copies of a list that decode to the answer the route gives uncached', async () => {
    const url = '/api/games/skinny';
    const plain = await t.app.inject(url);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // A cache-busting name the route does not read: answered by the route itself, and not kept.
    const before = stats();
    const uncached = await t.app.inject(`${url}?refresh=1`);
    await t.app.inject(`${url}?refresh=1`);
    expect(stats().misses).toBe(before.misses + 2);
    expect(uncached.body).toBe(plain.body);
    expect(uncached.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });
});

describe('content negotiation of cached reads', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('identity', both)).toBe('identity');
    expect(preferredEncoding(undefined, both)).toBe('identity');
    expect(preferredEncoding('br', { br: false, gzip: true })).toBe('identity');
  });

  it('adds accept-encoding to Vary once, keeping what is there', () => {
    expect(appendVary(undefined, 'accept-encoding')).toBe('accept-encoding');
    expect(appendVary('Origin', 'accept-encoding')).toBe('Origin, accept-encoding');
    expect(appendVary('Accept-Encoding', 'accept-encoding')).toBe('Accept-Encoding');
  });
});
