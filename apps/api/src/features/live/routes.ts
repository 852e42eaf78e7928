/**
 * The live stream (docs/product/live.md#the-stream): `GET /api/live?topics=matches,game:12` answers
 * Server-Sent Events, one `data:` line of JSON (`{topic, data, at}`) per change of a followed topic, and a
 * comment line every HEARTBEAT_MS so proxies keep the connection. The plugin (@fastify/sse) owns the connection
 * (headers, heartbeats, the `ready` event, closing); the hub's frames are written to it as they are. Public: a
 * topic carries only what the public
 * reads show. The messages come from the instance's live hub (lib/live/live-hub.ts), which every committed
 * write feeds through its change notice. Not in the API document: OpenAPI has no shape for a stream.
 */
import sse from '@fastify/sse';
import { LiveQuerySchema } from '@league/shared/schemas/live';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';

/** A comment line this often keeps idle connections open through proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RECONNECT_MS = 3_000;

export async function liveRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const open = new Set<() => void>();
  // Streams never end by themselves: close them when the server closes, so it can.
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/live',
    {
      sse: { kind: 'manual' },
      schema: { hide: true, querystring: LiveQuerySchema },
    },
    async (request, reply) => {
      // The hub hands over each message as a ready-made frame, written as the plugin writes its heartbeats.
      const stop = app.liveHub.subscribe(request.query.topics, (frame) => {
        if (reply.sse.isConnected) reply.raw.write(frame);
      });
      if (!stop) throw new AppError('UNAVAILABLE', 'Too many live connections; the page reads again later');
      const close = () => reply.sse.close();
      open.add(close);
      reply.sse.onClose(() => {
        stop();
        open.delete(close);
      });
      reply.sse.keepAlive();
      // The headers and the reconnect delay go at once, so the browser knows the stream is open.
      reply.header('cache-control', 'no-store');
      await reply.sse.send({ event: 'ready', data: { topics: request.query.topics }, retry: RECONNECT_MS });
    },
  );
}
