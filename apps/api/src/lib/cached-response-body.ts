/**
 * The body of a cached public answer with its gzip and brotli copies and weak ETag, made from a whole text
 * or from a stream compressed as it comes (the whole-league lists write their JSON page by page, ADR 31),
 * so that a large answer is never whole in memory as text.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import { weakEtagOf, weakEtagOfHash } from './http-cache.ts';

/** Smaller bodies are kept as text only: compressing them saves next to nothing. */
const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A body as the cache keeps it. */
export interface CachedBody {
  etag: string;
  /** The body; null for a large streamed answer, which keeps its compressed copies only. */
  identity: Buffer | null;
  /** Length of the body in bytes. */
  length: number;
  gzip: Buffer | null;
  br: Buffer | null;
}

export async function bodyOfText(payload: string | Buffer): Promise<CachedBody> {
  const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const compress = identity.length >= MIN_COMPRESS_BYTES;
  const [gz, br] = compress
    ? await Promise.all([gzipAsync(identity), brotliAsync(identity, BROTLI_OPTIONS)])
    : [null, null];
  return { etag: weakEtagOf(identity), identity, length: identity.length, gzip: gz, br };
}

/** Writes to a compressor and keeps what it answers, waiting when it falls behind. */
class Compressor {
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(private readonly stream: ReturnType<typeof createGzip>) {
    stream.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = finished(stream);
  }

  async write(chunk: Buffer): Promise<void> {
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async end(): Promise<Buffer> {
    this.stream.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}

/**
 * A streamed body, compressed as it comes: the text is kept only while it stays under `largeBytes`
 * (then it is answered as before, with copies when worth compressing); a larger one keeps its
 * compressed copies only. The ETag is the hash of the same bytes as for a body given whole.
 */
export async function bodyOfStream(stream: Readable, largeBytes: number): Promise<CachedBody> {
  const hash = createHash('sha256');
  const gzipper = new Compressor(createGzip());
  const brotli = new Compressor(createBrotliCompress(BROTLI_OPTIONS as ZlibOptions));
  let kept: Buffer[] | null = [];
  let length = 0;
  try {
    for await (const piece of stream) {
      const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
      length += chunk.length;
      hash.update(chunk);
      kept?.push(chunk);
      if (length >= largeBytes) kept = null;
      await Promise.all([gzipper.write(chunk), brotli.write(chunk)]);
    }
  } catch (error) {
    gzipper.end().catch(() => {});
    brotli.end().catch(() => {});
    throw error;
  }
  const [gz, br] = await Promise.all([gzipper.end(), brotli.end()]);
  const etag = weakEtagOfHash(hash);
  const identity = kept && Buffer.concat(kept);
  if (identity && length < MIN_COMPRESS_BYTES) return { etag, identity, length, gzip: null, br: null };
  return { etag, identity, length, gzip: gz, br };
}
