/**
 * A fake of the parts of Discord's HTTP API (v10) the site calls, on loopback: registering application
 * commands, creating and editing a channel's message (an edit of a message it does not hold answers 404
 * with Discord's "Unknown Message" code), and editing an interaction's original answer. It records every
 * request, and signs interactions the way Discord does (Ed25519 over timestamp + body) with a key pair of
 * its own, whose public half the site is configured with.
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeDiscord {
  url: string;
  /** Hex public key, for DISCORD_PUBLIC_KEY. */
  publicKey: string;
  calls: RecordedCall[];
  /** The messages of each channel, by id. */
  messages: Map<string, unknown>;
  /** Signs a body as Discord signs an interaction: the headers to send with it. */
  signedHeaders(body: string, timestamp?: string): Record<string, string>;
  close(): Promise<void>;
}

function keyPair(): { privateKey: KeyObject; publicHex: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  // The raw key is the last 32 bytes of its SubjectPublicKeyInfo.
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicHex: der.subarray(der.length - 32).toString('hex') };
}

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const { privateKey, publicHex } = keyPair();
  const calls: RecordedCall[] = [];
  const messages = new Map<string, unknown>();
  let nextId = 900_000_000_000_000_001n;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/api/, '');
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const post = /^\/v10\/channels\/(\d+)\/messages$/.exec(path);
      const edit = /^\/v10\/channels\/(\d+)\/messages\/(\d+)$/.exec(path);
      if (req.method === 'PUT' && /^\/v10\/applications\/\d+(\/guilds\/\d+)?\/commands$/.test(path))
        return answer(
          200,
          (body as { name: string }[]).map((c, i) => ({ ...c, id: String(800 + i) })),
        );
      if (req.method === 'POST' && post) {
        const id = String(nextId++);
        messages.set(id, body);
        return answer(200, { id, channel_id: post[1], ...(body as object) });
      }
      if (req.method === 'PATCH' && edit) {
        const id = edit[2] ?? '';
        if (!messages.has(id)) return answer(404, { message: 'Unknown Message', code: 10008 });
        messages.set(id, body);
        return answer(200, { id, channel_id: edit[1], ...(body as object) });
      }
      if (req.method === 'PATCH' && /^\/v10\/webhooks\/\d+\/[^/]+\/messages\/@original$/.test(path))
        return answer(200, { id: '1', ...(body as object) });
      return answer(404, { message: '404: Not Found', code: 0 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    publicKey: publicHex,
    calls,
    messages,
    signedHeaders(body, timestamp = String(Math.floor(Date.now() / 1000))) {
      const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
      return {
        'content-type': 'application/json',
        'x-signature-ed25519': signature,
        'x-signature-timestamp': timestamp,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
