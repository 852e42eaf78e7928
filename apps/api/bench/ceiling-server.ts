/**
 * The ceiling of the HTTP section: a bare Fastify server (no plugins, no database, no logging) that
 * answers recorded responses from memory, byte for byte, one route each (/r0, /r1, …). Run as a child
 * process like the real server:  node --import tsx bench/ceiling-server.ts <responses.json> <port>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface RecordedResponse {
  contentType: string;
  contentEncoding: string | null;
  bodyBase64: string;
  /** Every other response header as recorded (a drawn page's): replayed as they were, so both send the same bytes. */
  headers?: Record<string, string>;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('Usage: ceiling-server.ts <responses.json> <port>');
const responses = JSON.parse(readFileSync(file, 'utf8')) as RecordedResponse[];

const app = Fastify({ logger: false });
app.get('/ready', async () => 'ok');
responses.forEach((recorded, index) => {
  const body = Buffer.from(recorded.bodyBase64, 'base64');
  app.get(`/r${index}`, (_request, reply) => {
    if (recorded.headers) reply.headers(recorded.headers);
    reply.header('content-type', recorded.contentType);
    if (recorded.contentEncoding) reply.header('content-encoding', recorded.contentEncoding);
    reply.send(body);
  });
});

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ port: Number(port), host: '127.0.0.1' });
