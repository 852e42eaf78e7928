/**
 * The whole site as a backup file, for superadmins (it holds every member's e-mail and password hash).
 * This is how a running site on the embedded database is backed up: only the server's own process may
 * open its data folder, so `npm run backup -- FILE --from URL` asks the server (see the backups decision in docs/decisions).
 */
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/guards.ts';
import { backupToTemporaryFile } from './service.ts';

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admin/backup',
    {
      onRequest: requireRole('superadmin'),
      // Left out of the API document: an operator's file download (README, "Operating"), not part of the
      // JSON contract that clients are generated from.
      schema: { hide: true },
    },
    async (_request, reply) => {
      const file = await backupToTemporaryFile(app.db);
      file.stream.on('close', file.remove);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
