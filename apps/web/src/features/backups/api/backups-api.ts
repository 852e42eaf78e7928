/**
 * The state of scheduled backups and the restore drill (docs/product/settings.md#backups): the fetcher, key,
 * query options and hook of the Settings page's Backups section.
 */
import type { BackupStatus } from '@league/shared/schemas/backups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const backupKeys = { status: ['backups', 'status'] as const };

/** Backups run hourly: looking again every minute shows a new one soon after it is written. */
export const BACKUP_STATUS_REFRESH_MS = 60_000;

export function fetchBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return api.get<BackupStatus>('/api/admin/backups', signal);
}

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.status,
    queryFn: ({ signal }) => fetchBackupStatus(signal),
    refetchInterval: BACKUP_STATUS_REFRESH_MS,
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
