import { BackupStatusSchema } from '@league/shared/schemas/backups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../lib/guards.ts';
import { readBackupStatus } from './service.ts';

/** The Settings page's backups section and monitoring (docs/product/settings.md#backups): admins and up. */
export async function backupStatusRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
