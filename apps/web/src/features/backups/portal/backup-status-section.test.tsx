import type { BackupStatus } from '@league/shared/schemas/backups';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, renderInPortal, setUpPortalRequests } from '../../../test/portal-test-support.tsx';
import { BACKUP_OVERDUE_MS, backupHealth, sizeText } from './backup-health.ts';
import { BackupStatusSection } from './backup-status-section.tsx';

const fetchMock = setUpPortalRequests();
const NOW = new Date('2026-09-07T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const run = (at: string, extra: Partial<BackupStatus['lastBackup']> = {}) => ({
  at,
  file: 'league-2026-09-07T11-00-00Z.jsonl.gz',
  bytes: 120_000,
  rows: 7018,
  seconds: 0.5,
  message: null,
  ...extra,
});
const status = (extra: Partial<BackupStatus> = {}): BackupStatus => ({
  scheduled: true,
  hourlyKeep: 48,
  dailyKeep: 30,
  kept: 12,
  lastBackup: run(ago(60 * 60 * 1000)),
  lastFailure: null,
  lastDrill: { ...run(ago(3 * 86_400_000)), ok: true, message: 'Restore drill passed: …' },
  ...extra,
});

describe('backupHealth', () => {
  it.each<[string, Partial<BackupStatus>, string]>([
    ['no BACKUP_DIR and no backup', { scheduled: false, lastBackup: null }, 'off'],
    ['scheduled, nothing yet', { lastBackup: null }, 'none-yet'],
    ['an hour ago', {}, 'ok'],
    ['just within two hours', { lastBackup: run(ago(BACKUP_OVERDUE_MS)) }, 'ok'],
    ['just over two hours', { lastBackup: run(ago(BACKUP_OVERDUE_MS + 1)) }, 'overdue'],
    ['a failure after the last backup', { lastFailure: run(ago(60_000), { message: 'ENOSPC' }) }, 'failing'],
    ['a failure before the last backup', { lastFailure: run(ago(2 * 60 * 60 * 1000)) }, 'ok'],
    ['a failure and no backup ever', { lastBackup: null, lastFailure: run(ago(60_000)) }, 'failing'],
  ])('%s: %s', (_label, extra, expected) => {
    expect(backupHealth(status(extra), NOW)).toBe(expected);
  });

  it('writes sizes in the units people read', () => {
    expect([sizeText(940), sizeText(120_000), sizeText(2_500_000)]).toEqual(['940 B', '117 KB', '2.4 MB']);
  });
});

describe('BackupStatusSection', () => {
  it('shows the schedule, the last backup, a failure after it, and the drill with its report', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(
        200,
        status({
          lastBackup: run(new Date(Date.now() - 30 * 60_000).toISOString()),
          lastFailure: run(new Date(Date.now() - 60_000).toISOString(), { message: 'ENOSPC: no space left' }),
          lastDrill: { ...run(new Date().toISOString()), ok: false, message: 'Restore drill FAILED: …' },
        }),
      ),
    );
    renderInPortal(<BackupStatusSection />);
    expect(
      await screen.findByText(
        /keeps the newest 48 and the newest of each of the last 30 days \(12 kept now\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Failing')).toBeTruthy();
    expect(screen.getByText(/ENOSPC: no space left/)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Restore drill FAILED: …')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/backups');
  });

  it('says how to turn backups on when the server has no BACKUP_DIR', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(
        200,
        status({
          scheduled: false,
          hourlyKeep: null,
          dailyKeep: null,
          kept: null,
          lastBackup: null,
          lastDrill: null,
        }),
      ),
    );
    renderInPortal(<BackupStatusSection />);
    expect(await screen.findByText(/Off on this server: set BACKUP_DIR/)).toBeTruthy();
    expect(screen.getByText('No backup has been written yet.')).toBeTruthy();
    expect(screen.getByText(/No drill yet/)).toBeTruthy();
  });
});
