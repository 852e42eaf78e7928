/**
 * The public read cache's own rules on a bare Fastify app (no database): one build for concurrent misses,
 * an expired entry served while one request rebuilds it, large answers built one at a time, made-up query
 * names never stored. The league routes' use of it is in public-read-cache.test.ts.
 */
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryLifetimeMs } from '../src/lib/cached-answer.ts';
import { weakEtagOf } from '../src/lib/http-cache.ts';
import { installPublicReadCache } from '../src/lib/public-read-cache.ts';
import { installReadPath } from '../src/lib/read-path.ts';
import { type ChangeNotice, PLAIN_CHANGE } from '../src/lib/writes/unit-of-work.ts';

const TTL_MS = 5_000;

const streamedItem = (i: number) => JSON.stringify({ i, text: `row ${i} ${'é'.repeat(i % 7)}` });
/** The JSON array of `size` items, as one text and as the pieces the streamed route sends. */
const streamedText = (size: number) =>
  `[${Array.from({ length: size }, (_, i) => streamedItem(i)).join(',')}]`;
async function* streamedPieces(size: number) {
  yield Buffer.from('[');
  for (let i = 0; i < size; i++) yield Buffer.from((i === 0 ? '' : ',') + streamedItem(i));
  yield Buffer.from(']');
}
/** Answers of these routes are "large" for this app, so their builds take turns. */
const LARGE_BYTES = 2_000;

describe('public read cache mechanics', () => {
  let app: FastifyInstance;
  let clock = 1_000_000;
  const changeListeners: Array<() => void> = [];
  /** Builds started per route, and the promise each build waits for (released by the test). */
  const started: Record<string, number> = {};
  let hold: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  const holdBuilds = () => {
    hold = new Promise((resolve) => {
      release = resolve;
    });
  };
  const dataChanged = () => {
    for (const listener of changeListeners) listener();
  };

  beforeAll(async () => {
    app = Fastify();
    app.decorate('onDataChange', (listener: (notice: ChangeNotice) => void) => {
      changeListeners.push(() => listener(PLAIN_CHANGE));
    });
    installReadPath(app);
    installPublicReadCache(app, { ttlMs: TTL_MS, largeBytes: LARGE_BYTES, now: () => clock });
    for (const name of ['a', 'b']) {
      app.get(
        `/${name}`,
        {
          config: { publicRead: true },
          schema: {
            querystring: {
              type: 'object',
              properties: { limit: { type: 'integer' } },
              additionalProperties: false,
            },
          },
        },
        async (request) => {
          started[name] = (started[name] ?? 0) + 1;
          const build = started[name];
          await hold;
          const { limit } = request.query as { limit?: number };
          return { name, build, rows: Array.from({ length: limit ?? 200 }, (_, i) => ({ i, text: 'row' })) };
        },
      );
    }
    // A streamed answer (lib/json-stream.ts): `size` pieces of JSON text.
    app.get(
      '/streamed',
      {
        config: { publicRead: true },
        schema: { querystring: { type: 'object', properties: { size: { type: 'integer' } } } },
      },
      async (request, reply) => {
        started.streamed = (started.streamed ?? 0) + 1;
        const { size } = request.query as { size: number };
        reply.type('application/json; charset=utf-8').header('x-total-count', String(size));
        return reply.send(Readable.from(streamedPieces(size), { objectMode: false }));
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    dataChanged();
    hold = Promise.resolve();
  });

  const buildOf = (res: { json: () => unknown }) => (res.json() as { build: number }).build;

  it('builds once for concurrent misses and answers every one of them the same bytes', async () => {
    holdBuilds();
    const before = started.a ?? 0;
    const answers = Promise.all(Array.from({ length: 16 }, () => app.inject('/a?limit=50')));
    await vi.waitFor(() => expect(started.a).toBe(before + 1));
    release();
    const bodies = (await answers).map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    expect(started.a).toBe(before + 1);

    // The same answer built by the route again, for a URL the cache does not keep: byte for byte equal.
    const fresh = await app.inject('/a?limit=50&refresh=1');
    expect(started.a).toBe(before + 2);
    expect(fresh.body.replace(/"build":\d+/, '')).toBe(bodies[0]?.replace(/"build":\d+/, ''));
  });

  it('never stores a URL carrying query names the route does not read', async () => {
    const before = started.a ?? 0;
    await app.inject('/a?refresh=7');
    await app.inject('/a?refresh=7');
    expect(started.a).toBe(before + 2);
    const cached = await app.inject('/a');
    const again = await app.inject('/a');
    expect(started.a).toBe(before + 3);
    expect(again.headers.etag).toBe(cached.headers.etag);
  });

  it('serves an expired entry while one request rebuilds it, and never after a data change', async () => {
    const first = await app.inject('/b?limit=5');
    clock += TTL_MS + 1;
    holdBuilds();
    const rebuilding = app.inject('/b?limit=5');
    await vi.waitFor(() => expect(started.b).toBe(buildOf(first) + 1));
    // While the rebuild waits, others get the expired copy at once.
    const meanwhile = await app.inject('/b?limit=5');
    expect(buildOf(meanwhile)).toBe(buildOf(first));
    release();
    expect(buildOf(await rebuilding)).toBe(buildOf(first) + 1);
    expect(buildOf(await app.inject('/b?limit=5'))).toBe(buildOf(first) + 1);

    // A data change is not "expired": nobody may read the old answer after it.
    dataChanged();
    holdBuilds();
    const afterChange = Promise.all([app.inject('/b?limit=5'), app.inject('/b?limit=5')]);
    await vi.waitFor(() => expect(started.b).toBe(buildOf(first) + 2));
    release();
    expect((await afterChange).map(buildOf)).toEqual([buildOf(first) + 2, buildOf(first) + 2]);
  });

  it('builds large answers one at a time', async () => {
    // First builds teach the cache that both answers are large.
    await app.inject('/a?limit=100');
    await app.inject('/b?limit=100');
    expect((await app.inject('/a?limit=100')).body.length).toBeGreaterThan(LARGE_BYTES);
    dataChanged();
    holdBuilds();
    const [a0, b0] = [started.a ?? 0, started.b ?? 0];
    const both = Promise.all([app.inject('/a?limit=100'), app.inject('/b?limit=100')]);
    await vi.waitFor(() => expect((started.a ?? 0) - a0 + ((started.b ?? 0) - b0)).toBe(1));
    release();
    const answers = await both;
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect([(started.a ?? 0) - a0, (started.b ?? 0) - b0]).toEqual([1, 1]);
  });

  it('keeps a large streamed answer as compressed copies only, and answers each coding the same text', async () => {
    const text = streamedText(400);
    expect(text.length).toBeGreaterThan(LARGE_BYTES);
    const before = started.streamed ?? 0;
    const br = await app.inject({ url: '/streamed?size=400', headers: { 'accept-encoding': 'br' } });
    const gz = await app.inject({ url: '/streamed?size=400', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/streamed?size=400', headers: { 'accept-encoding': 'identity' } });
    expect(started.streamed).toBe(before + 1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    // No text is kept: the gzip copy is inflated on the way out, with the text's length.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(plain.body).toBe(text);
    for (const res of [br, gz, plain]) {
      expect(res.headers.etag).toBe(weakEtagOf(text));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-total-count']).toBe('400');
    }
    const revalidated = await app.inject({
      url: '/streamed?size=400',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers a small streamed answer as text, uncompressed under the compression threshold', async () => {
    const res = await app.inject({ url: '/streamed?size=2', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(streamedText(2));
    expect(res.headers.etag).toBe(weakEtagOf(streamedText(2)));
    expect(JSON.parse((await app.inject('/streamed?size=40')).body)).toHaveLength(40);
  });

  it('keeps an answer longer when it took long to build', () => {
    expect(entryLifetimeMs(5_000, 10)).toBe(5_000);
    expect(entryLifetimeMs(5_000, 1_000)).toBe(20_000);
    expect(entryLifetimeMs(5_000, 30_000)).toBe(60_000);
  });
});
