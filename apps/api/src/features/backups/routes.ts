import { BackupStatusSchema } from '@league/shared/schemas/backups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission, requireRole } from '../../lib/guards.ts';
import { backupToTemporaryFile, readBackupStatus } from './service.ts';

/**
 * Backups: the whole site as a backup file, for superadmins (it holds every member's e-mail and password
 * hash) — how a running site on the embedded database is backed up, since only the server's own process may
 * open its data folder (`npm run backup -- FILE --from URL`, ADR 0013) — and the state of the scheduled backups
 * for the Settings page's backups section and monitoring (docs/product/settings.md#backups): admins and up.
 */
export async function backupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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

  app.get(
    '/admin/backups',
    {
      onRequest: requirePermission('backups:read'),
      schema: {
        tags: ['backups'],
        summary: 'When the last scheduled backup and restore drill ran, and how they went (admin)',
        response: { 200: BackupStatusSchema },
      },
    },
    () => readBackupStatus(app.db, app.config),
  );
}
