/**
 * Serves the built web app from the API process in production: static assets with long cache lives,
 * index.html for every other non-API path so client-side routing works, and JSON 404s under /api.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../lib/error-handler.ts';

export async function serveWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && existsSync(indexPath);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasWeb && indexPath ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !indexHtml ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    return reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
