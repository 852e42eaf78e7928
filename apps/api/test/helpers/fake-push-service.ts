/**
 * A push service on loopback speaking the Web Push protocol (RFC 8030 with RFC 8291 encryption and RFC 8292
 * VAPID), for the outbox's push channel: browsers made here hold real P-256 keys, so every message received
 * is checked as a push service and a browser would check it: the VAPID token's ES256 signature, audience,
 * expiry and key, then the aes128gcm payload decrypted with the browser's keys. Each push is answered with
 * the next scripted reply (201 when none is left); `hang` never answers (a timeout).
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushMessage } from '@league/shared/domain/push-messages';
import ece from 'http_ece';

export interface PushReply {
  status?: number;
  headers?: Record<string, string>;
  hang?: boolean;
}

export interface ReceivedPush {
  /** Which browser: the last segment of its endpoint. */
  browser: string;
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (k=) the message was signed with. */
  vapidKey: string;
  vapidSubject: string;
  message: PushMessage;
}

export interface FakeBrowser {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** The VAPID token checked: ES256 over header.payload with the key it names, for this service, not expired. */
function checkVapid(authorization: string | undefined, origin: string): { key: string; subject: string } {
  const found = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!found) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = '', key = ''] = found;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, expected ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
  return { key, subject: claims.sub };
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Requests that failed the protocol's checks, with the reason. */
  readonly refused: string[] = [];
  script: PushReply[] = [];
  private readonly server: Server;
  private readonly keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.answer(req, res, Buffer.concat(chunks)));
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const browser = (req.url ?? '').split('/').pop() ?? '';
    const keys = this.keys.get(browser);
    try {
      if (req.method !== 'POST' || !keys) throw new Error(`no such subscription ${req.url}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = checkVapid(req.headers.authorization, this.origin());
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
      this.received.push({
        browser,
        ttl: req.headers.ttl as string | undefined,
        topic: req.headers.topic as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        vapidKey: vapid.key,
        vapidSubject: vapid.subject,
        message: JSON.parse(plain.toString('utf8')) as PushMessage,
      });
    } catch (err) {
      this.refused.push((err as Error).message);
      res.writeHead(400).end((err as Error).message);
      return;
    }
    const reply = this.script.shift() ?? { status: 201 };
    if (reply.hang) return;
    res.writeHead(reply.status ?? 201, reply.headers).end();
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A browser with its own keys, subscribed at this service. */
  browser(name: string): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.keys.set(name, { ecdh, auth });
    return {
      name,
      subscription: {
        endpoint: `${this.origin()}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
