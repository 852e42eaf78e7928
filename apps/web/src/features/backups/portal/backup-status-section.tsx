import type { BackupRun, BackupStatus } from '@league/shared/schemas/backups';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useBackupStatus } from '../api/backups-api.ts';
import { type BackupHealth, backupHealth, sizeText } from './backup-health.ts';
import styles from './backup-status-section.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const HEALTH: Record<BackupHealth, { tone: BadgeTone; label: string }> = {
  off: { tone: 'neutral', label: 'Off' },
  'none-yet': { tone: 'warning', label: 'None yet' },
  ok: { tone: 'success', label: 'Up to date' },
  overdue: { tone: 'warning', label: 'Overdue' },
  failing: { tone: 'danger', label: 'Failing' },
};

function scheduleText(status: BackupStatus): string {
  if (!status.scheduled)
    return 'Off on this server: set BACKUP_DIR to write a backup every hour and drill it every week.';
  const kept = status.kept === null ? '' : ` (${status.kept} kept now)`;
  return `Every hour; keeps the newest ${status.hourlyKeep} and the newest of each of the last ${status.dailyKeep} days${kept}.`;
}

function runText(run: BackupRun): string {
  const parts = [when(run.at), run.file, run.bytes === null ? null : sizeText(run.bytes)];
  if (run.rows !== null) parts.push(`${run.rows.toLocaleString()} rows`);
  if (run.seconds !== null) parts.push(`${run.seconds} s`);
  return parts.filter(Boolean).join(' · ');
}

function Status({ status }: { status: BackupStatus }) {
  const health = HEALTH[backupHealth(status, new Date())];
  const { lastBackup, lastFailure, lastDrill } = status;
  return (
    <dl className={styles.facts}>
      <dt>Schedule</dt>
      <dd>{scheduleText(status)}</dd>
      <dt>Last backup</dt>
      <dd className={styles.line}>
        <Badge tone={health.tone}>{health.label}</Badge>
        <span>{lastBackup ? runText(lastBackup) : 'No backup has been written yet.'}</span>
      </dd>
      {lastFailure && (!lastBackup || lastFailure.at > lastBackup.at) && (
        <>
          <dt>Last failure</dt>
          <dd className={styles.error}>
            {when(lastFailure.at)}: {lastFailure.message}
          </dd>
        </>
      )}
      <dt>Restore drill</dt>
      <dd className={styles.line}>
        {lastDrill ? (
          <>
            <Badge tone={lastDrill.ok ? 'success' : 'danger'}>{lastDrill.ok ? 'Passed' : 'Failed'}</Badge>
            <span>
              {when(lastDrill.at)} · {lastDrill.file}
            </span>
          </>
        ) : (
          <span>No drill yet: the first runs with the first backup, then every week.</span>
        )}
      </dd>
      {lastDrill?.message && (
        <dd className={styles.report}>
          <details>
            <summary>Drill report</summary>
            <pre>{lastDrill.message}</pre>
          </details>
        </dd>
      )}
    </dl>
  );
}

/**
 * The Settings page's Backups section (docs/product/settings.md#backups): when the last scheduled backup was
 * written and the last restore drill ran, and how they went.
 */
export function BackupStatusSection() {
  const status = useBackupStatus();
  return (
    <section className={styles.section} aria-labelledby="backups-title">
      <h2 id="backups-title" className={styles.title}>
        Backups
      </h2>
      <p className={styles.muted}>
        The server backs the league up every hour, and every week restores the newest backup into a scratch
        database to prove it can be restored.
      </p>
      {status.isError ? (
        <LoadError
          text={statusFailureText(status.error, LOGIN_REQUIRED.update)}
          onRetry={() => status.refetch()}
        />
      ) : status.data ? (
        <Status status={status.data} />
      ) : (
        <p className={styles.muted} aria-busy="true">
          Loading…
        </p>
      )}
    </section>
  );
}
